import { getWallet } from '../../shared/callables/wallets';
import { makeHandler } from '../core/make-handler';
import { requireWallet, withLogoUrl } from '../data/wallets';

export const handler = makeHandler(getWallet, async ({ walletId }) => withLogoUrl(await requireWallet(walletId)));
