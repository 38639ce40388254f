import { getFranchiseCollections } from '../../shared/callables/sales';
import { makeHandler } from '../core/make-handler';
import { listFranchiseCollections } from '../data/sales';

/** Each franchisor's royalties of the month (one stored item per franchisor and month), by name. */
export const handler = makeHandler(getFranchiseCollections, async ({ month }) => ({
  items: (await listFranchiseCollections(month)).sort(
    (a, b) => a.franchisorName.localeCompare(b.franchisorName) || a.franchisorId.localeCompare(b.franchisorId),
  ),
}));
