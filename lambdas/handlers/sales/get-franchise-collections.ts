import { getFranchiseCollections } from '../../../shared/callables/sales';
import { makeHandler } from '../chain/make-handler';
import { servePage } from '../../data/table/paged-lists';
import { listFranchiseCollectionsPage } from '../../data/finance/sales';

/** One page of the franchisors' royalties of the month (one stored item per franchisor and month), by franchisor id. */
export const handler = makeHandler(getFranchiseCollections, ({ month, ...params }) =>
  servePage('franchiseCollections', [month], params, (page) => listFranchiseCollectionsPage(month, page)),
);
