import { getWallet } from '../../../shared/callables/wallets';
import { walletToRm } from '../../../shared/domain/benefits/wallet';
import { makeHandler } from '../chain/make-handler';
import { requireWallet, withLogoUrl } from '../../data/benefits/wallets';

export const handler = makeHandler(getWallet, async ({ walletId }) =>
  walletToRm(await withLogoUrl(await requireWallet(walletId))),
);
