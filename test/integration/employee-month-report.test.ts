import { beforeAll, describe, expect, it } from 'vitest';
import { periodOf } from '../../shared/domain/advance-pay/advance-pay';
import { reportFigures } from '../../shared/domain/advance-pay/advance-pay-reports';
import type { AdvanceStatus } from '../../shared/domain/advance-pay/advance-transaction';
import { rmToSen } from '../../shared/domain/money/money';
import { previousPeriod } from '../../shared/domain/advance-pay/monthly-statement';
import { listEmployeeAdvanceTransactions } from '../../lambdas/data/advance-pay/advance-transactions';
import { figuresInRm } from '../../lambdas/services/advance-pay/report-rm';
import { callApi, expectOk } from '../support/api';
import { advancePayWorld, storeWithdrawal } from '../support/advance-pay';

/**
 * One employee's month report takes its `summary` from the employee's month summary item, not from
 * their withdrawals: for a month with withdrawals in every status, both fee payers, fees with sen
 * and a transaction without a fee, the summary is exactly the one computed from the month's rows
 * (shared/domain/advance-pay/advance-pay-reports.ts `reportFigures`), on every page, and withdrawals of another
 * month or another employee do not count.
 */

const now = periodOf();
const lastMonth = previousPeriod(now);

/** Amount, status, who pays the fee, and the fee (undefined: 5% of the amount, as storeWithdrawal makes it). */
const MONTH: readonly [number, AdvanceStatus, 'employee' | 'employer', number?][] = [
  [123.45, 'pending', 'employee'],
  [80, 'pending', 'employer'],
  [210.1, 'approved', 'employee'],
  [99.99, 'approved', 'employer'],
  [150, 'processing', 'employer'],
  [305.55, 'completed', 'employee'],
  [77.77, 'completed', 'employer'],
  [60, 'completed', 'employee', 0],
  [400, 'rejected', 'employee'],
  [45.5, 'cancelled', 'employer'],
];

type World = Awaited<ReturnType<typeof advancePayWorld>>;

/** Every page of the report, two transactions a page. */
async function reportPages(w: World, employeeICNumber: string) {
  const pages = [];
  let cursor: string | undefined;
  do {
    const res = await callApi(
      'advancePayManagement-getEmployeeMonthlyReport',
      { employeeICNumber, period: now.key, limit: 2, ...(cursor ? { cursor } : {}) },
      w.manager.token,
    );
    expectOk(res);
    pages.push(res.body);
    cursor = res.body.nextCursor;
  } while (cursor);
  return pages;
}

describe("one employee's month report from their month summary", () => {
  let w: World;
  let ic: string;
  /** Not in the directory: their report still shows, by IC number. */
  const leftIc = '880808088888';

  beforeAll(async () => {
    w = await advancePayWorld();
    ic = w.employee.employee.employeeICNumber;
    // Not of the month asked, or not theirs: left out of the figures.
    await storeWithdrawal(w.orgId, ic, { amount: 500, status: 'completed', period: lastMonth });
    for (const [amount, status, serviceFeePaidBy, fee] of MONTH) {
      await storeWithdrawal(w.orgId, ic, { amount, status, serviceFeePaidBy, ...(fee !== undefined ? { fee } : {}) });
      await storeWithdrawal(w.orgId, leftIc, { amount: amount + 1, status, serviceFeePaidBy });
    }
  }, 180_000);

  it('answers the figures computed from the month rows, on every page', async () => {
    const rows = await listEmployeeAdvanceTransactions(w.orgId, ic, now.key);
    expect(rows.map((t) => t.status).sort()).toEqual(MONTH.map(([, status]) => status).sort());
    const expected = figuresInRm(reportFigures(rows));
    // A month of every status and both payers: no figure is left at zero by the data.
    expect(expected.counts).toEqual({
      pending: 2,
      approved: 2,
      processing: 1,
      completed: 3,
      rejected: 1,
      cancelled: 1,
    });
    expect(expected.serviceFee.employer).toBeGreaterThan(0);
    expect(expected.serviceFee.employee).toBeGreaterThan(0);

    const pages = await reportPages(w, ic);
    expect(pages).toHaveLength(MONTH.length / 2);
    for (const page of pages) expect(page.summary).toEqual(expected);
    // The pages' own transactions give the same figures.
    // The callable's rows are RM: in sen again for the figures.
    const pageRows = pages.flatMap((p) => p.transactions);
    expect(
      figuresInRm(
        reportFigures(
          pageRows.map((t) => ({
            status: t.status,
            serviceFeePaidBy: t.serviceFeePaidBy,
            amountSen: rmToSen(t.amount),
            ...(t.fee !== undefined ? { feeSen: rmToSen(t.fee) } : {}),
          })),
        ),
      ),
    ).toEqual(expected);
  });

  it('shows an employee who is not in the directory, with the figures of their rows', async () => {
    const rows = await listEmployeeAdvanceTransactions(w.orgId, leftIc, now.key);
    const pages = await reportPages(w, leftIc);
    expect(pages[0]?.employee).toEqual({ employeeName: leftIc, employeeICNumber: leftIc });
    for (const page of pages) expect(page.summary).toEqual(figuresInRm(reportFigures(rows)));
  });
});
