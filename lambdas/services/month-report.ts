import {
  DEDUCTIBLE_STATUSES,
  IN_FLIGHT_STATUSES,
  LIVE_STATUSES,
  type EmployeeIdentity,
  type EmployeeReportLine,
  type PayrollDeductionRow,
  type ReportFigures,
} from '../../shared/domain/advance-pay-reports';
import { ADVANCE_STATUSES, type AdvanceStatus } from '../../shared/domain/advance-transaction';
import type { StatusFigures } from '../../shared/domain/advance-pay-summary';
import { getEmployees } from '../data/employees';
import { listEmployeeMonthsPage, type EmployeeMonth, type MonthFigures } from '../data/report-lines';
import type { Key } from '../data/table';

/**
 * The monthly report and the payroll deduction file from the month summaries (not a handler):
 * the same figures shared/domain/advance-pay-reports.ts defines over transactions, read from the
 * counts, amounts and fees the summaries keep by status (docs/rules.md#reports-from-the-month-summaries).
 * Employees come by IC number, a page at a time.
 */

const sumOf = (figures: StatusFigures, statuses: readonly AdvanceStatus[]) =>
  statuses.reduce((sum, status) => sum + figures[status], 0);

/** The report figures of a month (organisation or employee) from its summary. */
export function reportFiguresOf(m: MonthFigures): ReportFigures {
  const { counts, amountsSen } = m.summary;
  const employerSen = m.employerFees.completed;
  return {
    totalRequests: sumOf(counts, ADVANCE_STATUSES),
    completedRequests: counts.completed,
    counts: { ...counts },
    totalSen: sumOf(amountsSen, LIVE_STATUSES),
    transferredSen: amountsSen.completed,
    inFlightSen: sumOf(amountsSen, IN_FLIGHT_STATUSES),
    serviceFee: { employerSen, employeeSen: m.fees.completed - employerSen },
  };
}

/** Who an employee is for the reports: the directory's name, else the transaction's e-mail, else the IC number. */
function identityOf(e: EmployeeMonth, people: ReadonlyMap<string, EmployeeIdentity>): EmployeeIdentity {
  const known = people.get(e.employeeICNumber);
  const email = known?.email ?? e.email;
  return { employeeName: known?.employeeName || email || e.employeeICNumber, ...(email ? { email } : {}) };
}

/** An employee's line of the monthly report. */
export function reportLineOf(e: EmployeeMonth, people: ReadonlyMap<string, EmployeeIdentity>): EmployeeReportLine {
  const f = reportFiguresOf(e);
  return {
    ...identityOf(e, people),
    employeeICNumber: e.employeeICNumber,
    withdrawals: sumOf(e.summary.counts, LIVE_STATUSES),
    totalSen: f.totalSen,
    transferredSen: f.transferredSen,
    inFlightSen: f.inFlightSen,
    serviceFeeSen: e.fees.completed,
  };
}

/** An employee's row of the payroll deduction file; undefined when nothing is deducted nor pending. */
export function deductionRowOf(
  e: EmployeeMonth,
  people: ReadonlyMap<string, EmployeeIdentity>,
): PayrollDeductionRow | undefined {
  const totalWithdrawnSen = sumOf(e.summary.amountsSen, DEDUCTIBLE_STATUSES);
  const pendingSen = e.summary.amountsSen.pending;
  if (totalWithdrawnSen === 0 && pendingSen === 0) return undefined;
  return {
    ...identityOf(e, people),
    employeeICNumber: e.employeeICNumber,
    withdrawals: sumOf(e.summary.counts, DEDUCTIBLE_STATUSES),
    totalWithdrawnSen,
    feesSen: sumOf(e.fees, DEDUCTIBLE_STATUSES),
    deductSen: totalWithdrawnSen,
    pendingSen,
  };
}

/** Names and e-mails of these employees from the directory (one BatchGet per 100; deleted ones absent). */
async function identitiesOf(orgId: string, months: readonly EmployeeMonth[]) {
  const employees = months.length
    ? await getEmployees(
        orgId,
        months.map((m) => m.employeeICNumber),
      )
    : [];
  return new Map<string, EmployeeIdentity>(
    employees.map((e) => [e.employeeICNumber, { employeeName: e.name, ...(e.email ? { email: e.email } : {}) }]),
  );
}

/** One page of the month's employees with their names: one GSI1 Query and their directory records. */
export async function employeeMonthsWithNames(orgId: string, periodKey: string, page: { start?: Key; limit: number }) {
  const { items, next } = await listEmployeeMonthsPage(orgId, periodKey, page);
  return { items, people: await identitiesOf(orgId, items), next };
}
