import { getAll } from '../../shared/callables/advance-pay-admin';
import { makeHandler } from '../core/make-handler';
import { cursorScope, openCursor, sealCursor } from '../data/cursors';
import { listPeriodAdvanceTransactionsPage } from '../data/advance-transactions';
import { getOrgsByIds } from '../data/orgs';

/** Rows per page: a big month comes in pages well within the Lambda's time and payload limits. */
const PAGE_SIZE = 500;

/**
 * Every organisation's transactions of a month, a page at a time (GSI2: the period's partition,
 * by organisation then id). Rows without an organisation name get it from the organisation
 * (all of the page's organisations in one BatchGet).
 */
export const handler = makeHandler(getAll, async ({ period, cursor }) => {
  // A cursor of another month points into another index partition: bound to its period.
  const scope = cursorScope('advance-transactions-of-period', period);
  const out = await listPeriodAdvanceTransactionsPage(period, { start: openCursor(scope, cursor), limit: PAGE_SIZE });
  const rows = out.items;
  // The organisations the page names, read together (one BatchGet per 100), not one by one.
  const orgs = await getOrgsByIds(rows.filter((r) => !r.orgName).map((r) => r.orgId));
  const items = rows.map(({ history: _h, ...row }) => ({ ...row, orgName: row.orgName ?? orgs.get(row.orgId)?.name }));
  return { items, nextCursor: sealCursor(scope, out.next) };
});
