import { getAll } from '../../../shared/callables/advance-pay-admin';
import { advanceTransactionToRm } from '../../../shared/domain/advance-pay/advance-transaction';
import { matchesAdminSearch, passesStatusFilter } from '../../../shared/domain/advance-pay/admin-transaction-list';
import { pageLimit } from '../../../shared/callables/common';
import { makeHandler } from '../chain/make-handler';
import { cursorScope, openCursor, sealCursor } from '../../data/table/cursors';
import { listPeriodNewestFirstPage, monthPartitions } from '../../data/advance-pay/month-newest-first';
import { orgNameBook } from '../../data/organisations/org-names';

const isBefore = (v: unknown): v is { before: string } =>
  typeof v === 'object' && v !== null && typeof (v as { before?: unknown }).before === 'string';

/**
 * A month's transactions, newest first, of every organisation (the shards of the platform's
 * month) or of one (`orgId`: its month), kept by the status filter and the search on the server,
 * so a page is full unless it is the last (listPeriodNewestFirstPage). Rows without an
 * organisation name get their organisation's, read only for such rows: under a search, for the
 * rows read (the search matches the name); else for the page's rows.
 */
export const handler = makeHandler(getAll, async ({ period, orgId, status, search, cursor, limit }) => {
  const text = search?.trim() || undefined;
  // A cursor serves the list that issued it: the same month, organisation, filter and search.
  const scope = cursorScope('advance-transactions-newest-first', period, orgId, status, text);
  const names = orgNameBook();
  const out = await listPeriodNewestFirstPage({
    partitions: monthPartitions(period, orgId),
    before: openCursor(scope, cursor, { accept: isBefore })?.before,
    limit: pageLimit(limit),
    keep: (tx) => passesStatusFilter(tx, status) && matchesAdminSearch({ ...tx, orgName: names.nameOf(tx) }, text),
    ...(text ? { prepare: (txs) => names.fill(txs.filter((tx) => passesStatusFilter(tx, status))) } : {}),
  });
  await names.fill(out.items);
  const items = out.items.map(({ history: _h, ...row }) => ({
    ...advanceTransactionToRm(row),
    orgName: names.nameOf(row),
  }));
  return { items, nextCursor: sealCursor(scope, out.before === undefined ? undefined : { before: out.before }) };
});
