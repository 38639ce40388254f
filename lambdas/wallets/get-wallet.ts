import { getWallet } from '../../shared/callables/wallets';
import { makeHandler } from '../lib/make-handler';
import { requireWallet, withLogoUrl } from '../lib/repos/wallets';

export const handler = makeHandler(getWallet, async ({ walletId }) => withLogoUrl(await requireWallet(walletId)));
