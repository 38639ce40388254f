import type { EmployeeRecord } from '../../../shared/domain/employees/employee-record';
import type { AdvanceTransactionRecord } from '../../../shared/domain/advance-pay/advance-transaction';
import type { EmployeeIdentity } from '../../../shared/domain/advance-pay/advance-pay-reports';
import type { MonthSummary, StatusFigures } from '../../../shared/domain/advance-pay/advance-pay-summary';
import { asSen, senToRm } from '../../../shared/domain/money/money';
import { listPeriodAdvanceTransactions } from '../../data/advance-pay/advance-transactions';
import { getEmployees } from '../../data/employees/employees';

/**
 * What the management Advance Pay callables share (not a handler): a month's transactions of
 * one organisation and the names of their employees.
 */

/** Newest first: by creation time, then by id (a ULID, so creation order too). */
export const newestFirst = (a: AdvanceTransactionRecord, b: AdvanceTransactionRecord) =>
  b.createdAt - a.createdAt || b.id.localeCompare(a.id);

/** The organisation's transactions of a period (one GSI2 Query), newest first. */
export async function monthTransactions(orgId: string, periodKey: string): Promise<AdvanceTransactionRecord[]> {
  return (await listPeriodAdvanceTransactions(periodKey, orgId)).sort(newestFirst);
}

/** Names and e-mails of the employees behind the transactions (one BatchGet per 100; deleted ones absent). */
export async function identitiesOf(
  orgId: string,
  txs: readonly AdvanceTransactionRecord[],
): Promise<Map<string, EmployeeIdentity>> {
  const ics = [...new Set(txs.map((t) => t.employeeICNumber))];
  return peopleOf(ics.length ? await getEmployees(orgId, ics) : []);
}

/** Names and e-mails of these employees, by IC number. */
export const peopleOf = (employees: readonly EmployeeRecord[]): Map<string, EmployeeIdentity> =>
  new Map(employees.map((e) => [e.employeeICNumber, { employeeName: e.name, ...(e.email ? { email: e.email } : {}) }]));

/** A transaction as management sees it: with the employee's name (their e-mail, else IC number, when they left the directory). */
export const withName = (tx: AdvanceTransactionRecord, people: ReadonlyMap<string, EmployeeIdentity>) => ({
  ...tx,
  employeeName: people.get(tx.employeeICNumber)?.employeeName || tx.email || tx.employeeICNumber,
});

/** A month's counts and amounts (RM) by status, from its summary: the totals beside a page of its transactions. */
export function monthTotals(summary: Pick<MonthSummary, 'counts' | 'amountsSen'>): {
  counts: StatusFigures;
  amounts: StatusFigures;
} {
  const amounts = Object.fromEntries(
    Object.entries(summary.amountsSen).map(([status, sen]) => [status, senToRm(asSen(sen))]),
  ) as StatusFigures;
  return { counts: { ...summary.counts }, amounts };
}
