import { getTransactions } from '../../../shared/callables/advance-pay-employee';
import { advanceTransactionToRm } from '../../../shared/domain/advance-pay/advance-transaction';
import { MONTH_NAMES } from '../../../shared/domain/time/months';
import { MONTHS } from '../../../shared/domain/advance-pay/advance-pay';
import { AppError } from '../../../shared/registry/errors';
import { makeHandler } from '../chain/make-handler';
import { requireOwnEmployee } from '../chain/own-employee';
import { pageLimit } from '../../../shared/callables/common';
import { listEmployeeAdvanceTransactionsPage } from '../../data/advance-pay/advance-transactions';
import { servePage } from '../../data/table/paged-lists';

/** The period key of the filter: 'yyyy-MM' as is, 'November 2026' → '2026-11'; 400 for a month that does not exist. */
export function periodKeyOfFilter(period: string): string {
  if (/^\d{4}-\d{2}$/.test(period)) return period;
  const [month, year] = period.split(' ');
  const i = MONTH_NAMES.findIndex((m) => m.toLowerCase() === month.toLowerCase());
  const short = MONTHS.findIndex((m) => m.toLowerCase() === month.toLowerCase());
  const index = i >= 0 ? i : short;
  if (index < 0)
    throw new AppError('INVALID_ARGUMENT', `Not a month: ${period}`, [
      { field: 'period', message: "Period must be 'yyyy-MM' or like 'November 2026'" },
    ]);
  return `${year}-${String(index + 1).padStart(2, '0')}`;
}

/**
 * One page of the caller's own withdrawals (their employee record, never one named in the
 * payload), newest first. The cursor is bound to the employee and the period filter, so it reads
 * on only the list that issued it.
 */
export const handler = makeHandler(getTransactions, async (input, caller) => {
  const employee = await requireOwnEmployee(caller);
  const periodKey = input.period ? periodKeyOfFilter(input.period) : undefined;
  const { orgId, employeeICNumber } = employee;
  const out = await servePage(
    'advancePayEmployee-getTransactions',
    [orgId, employeeICNumber, periodKey],
    { cursor: input.cursor, limit: pageLimit(input.limit) },
    (page) => listEmployeeAdvanceTransactionsPage(orgId, employeeICNumber, { ...page, periodKey }),
  );
  return { ...out, items: out.items.map(advanceTransactionToRm) };
});
