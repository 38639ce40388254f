import { getWallet } from '../../../shared/callables/wallets';
import { makeHandler } from '../chain/make-handler';
import { requireWallet, withLogoUrl } from '../../data/benefits/wallets';

export const handler = makeHandler(getWallet, async ({ walletId }) => withLogoUrl(await requireWallet(walletId)));
