import { getAll } from '../../../shared/callables/advance-pay-admin';
import { advanceTransactionToRm } from '../../../shared/domain/advance-pay/advance-transaction';
import { matchesAdminSearch, passesStatusFilter } from '../../../shared/domain/advance-pay/admin-transaction-list';
import { pageLimit } from '../../../shared/callables/common';
import { makeHandler } from '../chain/make-handler';
import { cursorScope, openCursor, sealCursor } from '../../data/table/cursors';
import { listPeriodNewestFirstPage } from '../../data/advance-pay/advance-transactions';
import { getOrgsByIds } from '../../data/organisations/orgs';
import { allOrgNames } from '../../data/table/org-walk';

const isBefore = (v: unknown): v is { before: string } =>
  typeof v === 'object' && v !== null && typeof (v as { before?: unknown }).before === 'string';

/**
 * A month's transactions, newest first, of every organisation or of one (`orgId`), kept by the
 * status filter and the search on the server, so a page is full unless it is the last
 * (listPeriodNewestFirstPage). Rows without an organisation name get their organisation's.
 */
export const handler = makeHandler(getAll, async ({ period, orgId, status, search, cursor, limit }) => {
  const text = search?.trim() || undefined;
  // A cursor serves the list that issued it: the same month, organisation, filter and search.
  const scope = cursorScope('advance-transactions-newest-first', period, orgId, status, text);
  const names = orgId
    ? new Map([...(await getOrgsByIds([orgId]))].map(([id, org]) => [id, org.name]))
    : new Map((await allOrgNames()).map((o) => [o.id, o.name]));
  const orgName = (tx: { orgName?: string; orgId: string }) => tx.orgName ?? names.get(tx.orgId);
  const out = await listPeriodNewestFirstPage(period, {
    orgIds: orgId ? [orgId] : [...names.keys()],
    before: openCursor(scope, cursor, { accept: isBefore })?.before,
    limit: pageLimit(limit),
    keep: (tx) => passesStatusFilter(tx, status) && matchesAdminSearch({ ...tx, orgName: orgName(tx) }, text),
  });
  const items = out.items.map(({ history: _h, ...row }) => ({
    ...advanceTransactionToRm(row),
    orgName: orgName(row),
  }));
  return { items, nextCursor: sealCursor(scope, out.before === undefined ? undefined : { before: out.before }) };
});
