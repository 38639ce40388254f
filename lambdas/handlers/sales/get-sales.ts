import { getSales } from '../../../shared/callables/sales';
import { listSearchText } from '../../../shared/callables/list-search';
import { saleToRm } from '../../../shared/domain/finance/uploaded-document';
import { makeHandler } from '../chain/make-handler';
import { cursorScope, openCursor, sealCursor } from '../../data/table/cursors';
import { listSalesPage } from '../../data/finance/sales';
import { searchKeep } from '../../data/table/paged-lists';

const DEFAULT_LIMIT = 50;

/**
 * Sales newest sale date first: every organisation's or one's, every month or one (lambdas/data/finance/sales.ts);
 * `search` keeps those whose organisation, reference or franchisor contains it.
 */
export const handler = makeHandler(getSales, async ({ orgId, month, search, cursor, limit }) => {
  // A cursor is a key of one index query: bound to the organisation, month and search it was issued for.
  const scope = cursorScope('sales', orgId, month, listSearchText(search));
  const page = await listSalesPage(
    { orgId, month },
    {
      start: openCursor(scope, cursor),
      limit: limit ?? DEFAULT_LIMIT,
      keep: searchKeep(search, (item) => [item.orgName, item.reference, item.franchisorName]),
    },
  );
  return { items: page.items.map(saleToRm), nextCursor: sealCursor(scope, page.next) };
});
