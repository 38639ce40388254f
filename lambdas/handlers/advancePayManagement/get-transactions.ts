import { getTransactions } from '../../../shared/callables/advance-pay-management';
import { advanceTransactionToRm } from '../../../shared/domain/advance-pay/advance-transaction';
import { pageLimit } from '../../../shared/callables/common';
import { listSearchText } from '../../../shared/callables/list-search';
import { makeHandler } from '../chain/make-handler';
import { ownOrgId } from '../../core/caller';
import { listPeriodAdvanceTransactionsPage } from '../../data/advance-pay/advance-transactions';
import { cursorScope, openCursor, sealCursor } from '../../data/table/cursors';
import { searchKeep } from '../../data/table/paged-lists';
import { readMonthPageFacts } from '../../data/advance-pay/month-page-reads';
import { monthTotals, peopleOf, withName } from '../../services/advance-pay/month-data';

/**
 * One page of the caller's organisation's transactions of a month, newest first, with employee
 * names: the page (one GSI2 Query; a search reads on until the page is full, within
 * LIST_SEARCH_MAX_READS), then the month summary's shards and the page's employees in one
 * BatchGetItem (one more per 100 keys past the first 100). The month's count and totals come
 * from the summary, so no request reads the whole month; a searched page leaves the count out
 * (the table pages on without it).
 */
export const handler = makeHandler(getTransactions, async ({ period, search, cursor, limit }, caller) => {
  const orgId = ownOrgId(caller);
  const text = listSearchText(search);
  const scope = cursorScope('advancePayManagement-getTransactions', orgId, period, text);
  const page = await listPeriodAdvanceTransactionsPage(period, {
    start: openCursor(scope, cursor),
    limit: pageLimit(limit),
    orgId,
    newestFirst: true,
    // The name as on the request (`createdBy`): the directory's is not on the stored row.
    keep: searchKeep(search, (tx) => [tx.createdBy, tx.employeeICNumber, tx.email, tx.reasonForWithdrawal, tx.status]),
  });
  const { summary, employees } = await readMonthPageFacts(
    orgId,
    period,
    page.items.map((tx) => tx.employeeICNumber),
  );
  const people = peopleOf(employees);
  const totals = monthTotals(summary);
  return {
    items: page.items.map((tx) => advanceTransactionToRm(withName(tx, people))),
    nextCursor: sealCursor(scope, page.next),
    ...(text ? {} : { total: Object.values(totals.counts).reduce((sum, n) => sum + n, 0) }),
    totals,
  };
});
