import { getSales } from '../../../shared/callables/sales';
import { saleToRm } from '../../../shared/domain/finance/uploaded-document';
import { makeHandler } from '../chain/make-handler';
import { cursorScope, openCursor, sealCursor } from '../../data/table/cursors';
import { listSalesPage } from '../../data/finance/sales';

const DEFAULT_LIMIT = 50;

/** Sales newest sale date first: every organisation's or one's, every month or one (lambdas/data/finance/sales.ts). */
export const handler = makeHandler(getSales, async ({ orgId, month, cursor, limit }) => {
  // A cursor is a key of one index query: bound to the organisation and month it was issued for.
  const scope = cursorScope('sales', orgId, month);
  const page = await listSalesPage(
    { orgId, month },
    { start: openCursor(scope, cursor), limit: limit ?? DEFAULT_LIMIT },
  );
  return { items: page.items.map(saleToRm), nextCursor: sealCursor(scope, page.next) };
});
