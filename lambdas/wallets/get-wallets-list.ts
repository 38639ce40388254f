import { getWalletsList } from '../../shared/callables/wallets';
import { makeHandler } from '../core/make-handler';
import { servePage } from '../data/paged-lists';
import { listWalletsPage, withLogoUrl } from '../data/wallets';

/** One page of every e-wallet, by name; only the page's logos are presigned. */
export const handler = makeHandler(getWalletsList, async (params) => {
  const page = await servePage('wallets', [], params, (p) => listWalletsPage(p));
  return { ...page, items: await Promise.all(page.items.map(withLogoUrl)) };
});
