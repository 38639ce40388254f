import { getAll } from '../../shared/callables/advance-pay-admin';
import { pageLimit } from '../../shared/callables/common';
import { makeHandler } from '../core/make-handler';
import { cursorScope, openCursor, sealCursor } from '../data/cursors';
import { listPeriodAdvanceTransactionsPage } from '../data/advance-transactions';
import { getOrg } from '../data/orgs';

/**
 * Every organisation's transactions of a month, a page at a time (GSI2: the period's partition,
 * by organisation then id), or one organisation's, newest first. Rows without an organisation
 * name get it from the organisation.
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
  const names = new Map<string, string | undefined>();
  for (const org of new Set(rows.filter((r) => !r.orgName).map((r) => r.orgId)))
    names.set(org, (await getOrg(org))?.name);
  const items = rows.map(({ history: _h, ...row }) => ({ ...row, orgName: row.orgName ?? names.get(row.orgId) }));
  return { items, nextCursor: sealCursor(scope, out.next) };
});
