import { getAll } from '../../../shared/callables/advance-pay-admin';
import { advanceTransactionToRm } from '../../../shared/domain/advance-pay/advance-transaction';
import { pageLimit } from '../../../shared/callables/common';
import { makeHandler } from '../chain/make-handler';
import { cursorScope, openCursor, sealCursor } from '../../data/table/cursors';
import { listPeriodAdvanceTransactionsPage } from '../../data/advance-pay/advance-transactions';
import { getOrgsByIds } from '../../data/organisations/orgs';

/**
 * Every organisation's transactions of a month, a page at a time (organisation by organisation,
 * each one's GSI2 partition of the period: a page may be short, the list ends with no cursor), or
 * one organisation's, newest first. Rows without an organisation name get it from their
 * organisation (the page's organisations in one BatchGet).
 */
export const handler = makeHandler(getAll, async ({ period, orgId, cursor, limit }) => {
  // A cursor of another month (or organisation) points elsewhere in the index: bound to both.
  const scope = cursorScope('advance-transactions-of-period', period, orgId);
  const out = await listPeriodAdvanceTransactionsPage(period, {
    start: openCursor(scope, cursor),
    limit: pageLimit(limit),
    ...(orgId ? { orgId, newestFirst: true } : {}),
  });
  const rows = out.items;
  // The organisations the page names, read together (one BatchGet per 100), not one by one.
  const orgs = await getOrgsByIds(rows.filter((r) => !r.orgName).map((r) => r.orgId));
  const items = rows.map(({ history: _h, ...row }) => ({
    ...advanceTransactionToRm(row),
    orgName: row.orgName ?? orgs.get(row.orgId)?.name,
  }));
  return { items, nextCursor: sealCursor(scope, out.next) };
});
