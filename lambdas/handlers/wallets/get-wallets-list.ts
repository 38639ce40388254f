import { getWalletsList } from '../../../shared/callables/wallets';
import { walletToRm } from '../../../shared/domain/benefits/wallet';
import { makeHandler } from '../chain/make-handler';
import { servePage } from '../../data/table/paged-lists';
import { listWalletsPage, withLogoUrl } from '../../data/benefits/wallets';

/** One page of every e-wallet, by name; only the page's logos are presigned. */
export const handler = makeHandler(getWalletsList, async (params) => {
  const page = await servePage('wallets', [], params, (p) => listWalletsPage(p));
  return { ...page, items: await Promise.all(page.items.map(async (w) => walletToRm(await withLogoUrl(w)))) };
});
