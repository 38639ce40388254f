import {
  deductionRowOfTotals,
  figuresOfTotals,
  reportIdentity,
  reportLineOfTotals,
  type EmployeeIdentity,
  type EmployeeReportLine,
  type PayrollDeductionRow,
  type ReportFigures,
  type StatusTotals,
} from '../../../shared/domain/advance-pay/advance-pay-reports';
import type { StatusFigures } from '../../../shared/domain/advance-pay/advance-pay-summary';
import { asSen } from '../../../shared/domain/money/money';
import { getEmployees } from '../../data/employees/employees';
import {
  listEmployeeMonthsPage,
  readEmployeeMonths,
  type EmployeeMonth,
  type MonthFigures,
} from '../../data/advance-pay/report-lines';
import { LIST_SEARCH_MAX_READS, listSearchText, matchesListSearch } from '../../../shared/callables/list-search';
import type { Key } from '../../data/table/table';

/**
 * The monthly report and the payroll deduction file from the month summaries (not a handler):
 * a summary keeps the counts, amounts and fees by status that shared/domain/advance-pay/advance-pay-reports.ts
 * makes its figures, lines and rows of, so these are the same functions as over the month's
 * transactions (docs/rules.md#reports-from-the-month-summaries). Employees come by IC number, a page at a time.
 */

/** A summary's counters of sen (integers, as stored) as amounts. */
const senByStatus = (figures: StatusFigures) =>
  Object.fromEntries(
    Object.entries(figures).map(([status, sen]) => [status, asSen(sen)]),
  ) as StatusTotals['amountsSen'];

/** A month summary's figures as the reports' totals by status. */
const totalsOf = (m: MonthFigures): StatusTotals => ({
  counts: m.summary.counts,
  amountsSen: senByStatus(m.summary.amountsSen),
  feesSen: senByStatus(m.fees),
  employerFeesSen: senByStatus(m.employerFees),
  instantCounts: m.instantCounts,
  instantFeesSen: senByStatus(m.instantFees),
});

/** The report figures of a month (organisation or employee) from its summary. */
export const reportFiguresOf = (m: MonthFigures): ReportFigures => figuresOfTotals(totalsOf(m));

/** An employee's line of the monthly report. */
export const reportLineOf = (e: EmployeeMonth, people: ReadonlyMap<string, EmployeeIdentity>): EmployeeReportLine =>
  reportLineOfTotals(reportIdentity(e.employeeICNumber, e.email, people), e.employeeICNumber, totalsOf(e));

/** An employee's row of the payroll deduction file; undefined when nothing is deducted nor pending. */
export const deductionRowOf = (
  e: EmployeeMonth,
  people: ReadonlyMap<string, EmployeeIdentity>,
): PayrollDeductionRow | undefined =>
  deductionRowOfTotals(reportIdentity(e.employeeICNumber, e.email, people), e.employeeICNumber, totalsOf(e));

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

/** Month summaries read per Query while searching: a rare match fills a page in few round trips. */
const SEARCH_READ = 200;

/**
 * One page of the month's employees with their names: one GSI1 Query and their directory records.
 * With `search`, the lines whose employee's name (the directory's, as the report shows it), IC
 * number or e-mail contain it: the name is not on the month summary, so each read of summaries
 * is matched after its directory records are read (BatchGets of 100), until the page is full, the
 * month ends or {@link LIST_SEARCH_MAX_READS} summaries were read (then a short page and a cursor).
 */
export async function employeeMonthsWithNames(
  orgId: string,
  periodKey: string,
  page: { start?: Key; limit: number; search?: string },
) {
  if (!listSearchText(page.search)) {
    const { items, next } = await listEmployeeMonthsPage(orgId, periodKey, page);
    return { items, people: await identitiesOf(orgId, items), next };
  }
  const items: EmployeeMonth[] = [];
  const people = new Map<string, EmployeeIdentity>();
  let start = page.start;
  let read = 0;
  for (;;) {
    const room = page.limit - items.length;
    const batch = await readEmployeeMonths(orgId, periodKey, { start, limit: Math.max(room, SEARCH_READ) });
    read += batch.rows.length;
    const known = await identitiesOf(
      orgId,
      batch.rows.map((r) => r.month),
    );
    const found = batch.rows.filter(({ month }) => {
      const who = reportIdentity(month.employeeICNumber, month.email, known);
      return matchesListSearch(page.search, [who.employeeName, month.employeeICNumber, who.email]);
    });
    for (const { month } of found.slice(0, room)) {
      items.push(month);
      const who = known.get(month.employeeICNumber);
      if (who) people.set(month.employeeICNumber, who);
    }
    // The page is full inside this read: the next one starts after its last line.
    if (found.length > room) return { items, people, next: found[room - 1].key };
    start = batch.next;
    if (!start) return { items, people };
    if (items.length === page.limit || read >= LIST_SEARCH_MAX_READS) return { items, people, next: start };
  }
}
