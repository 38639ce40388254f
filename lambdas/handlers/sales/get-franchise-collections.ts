import { getFranchiseCollections } from '../../../shared/callables/sales';
import { franchiseCollectionToRm } from '../../../shared/domain/finance/uploaded-document';
import { makeHandler } from '../chain/make-handler';
import { servePage } from '../../data/table/paged-lists';
import { listFranchiseCollectionsPage } from '../../data/finance/sales';

/** One page of the franchisors' royalties of the month (one stored item per franchisor and month), by franchisor id. */
export const handler = makeHandler(getFranchiseCollections, async ({ month, ...params }) => {
  const page = await servePage('franchiseCollections', [month], params, (p) => listFranchiseCollectionsPage(month, p));
  return { ...page, items: page.items.map(franchiseCollectionToRm) };
});
