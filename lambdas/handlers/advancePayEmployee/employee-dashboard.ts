import { employeeDashboard } from '../../../shared/callables/advance-pay-employee';
import { employeeDashboardFigures } from '../../../shared/domain/advance-pay/advance-pay-summary';
import { periodOf } from '../../../shared/domain/advance-pay/advance-pay';
import { approvalHoursOf, decisionAndCredit } from '../../../shared/domain/advance-pay/approval-deadline';
import { senToRm } from '../../../shared/domain/money/money';
import { AppError } from '../../../shared/registry/errors';
import { makeHandler } from '../chain/make-handler';
import { ownOrgId } from '../../core/caller';
import { listLatestAdvanceTransactions } from '../../data/advance-pay/advance-transactions';
import { readDashboardItems } from '../../data/advance-pay/dashboard-items';
import { businessCalendar } from '../../data/calendar/calendar-read';

/** The answer (404) when the caller has no employee record: their manager must add them first. */
export const PROFILE_NOT_FOUND = 'Profile not found! Please ask your manager to upload your profile.';
/** How many transactions the dashboard's Recent Transactions shows. */
export const LATEST_TRANSACTIONS = 10;

/** The statuses of a withdrawal not yet paid out, rejected or cancelled: it has an expected credit date. */
const UNPAID = new Set(['pending', 'approved', 'processing']);

/**
 * The caller's own dashboard: their employee record comes from their user record's IC number
 * in their own organisation (never from the payload). The figures are the month summaries'.
 * Three DynamoDB reads: the user record (the handler chain), the employee record with the year's
 * month summaries and the organisation's approval time (one BatchGetItem of known keys), and the
 * latest transactions (one Query); the business calendar of a transaction not yet paid out is
 * read once a minute per function (lambdas/data/calendar/calendar-read.ts).
 */
export const handler = makeHandler(employeeDashboard, async (_input, caller) => {
  const orgId = ownOrgId(caller);
  const ic = caller.user.employeeICNumber;
  if (!ic) throw new AppError('NOT_FOUND', PROFILE_NOT_FOUND);
  const at = new Date();
  const period = periodOf(at);
  const [{ employee, months, approvalHours }, latest] = await Promise.all([
    readDashboardItems(orgId, ic, period.year),
    listLatestAdvanceTransactions(orgId, ic, LATEST_TRANSACTIONS),
  ]);
  if (!employee) throw new AppError('NOT_FOUND', PROFILE_NOT_FOUND);
  const f = employeeDashboardFigures({
    salarySen: employee.salarySen,
    at,
    year: period.year,
    currentPeriodKey: period.key,
    months,
  });
  const unpaid = latest.filter((tx) => UNPAID.has(tx.status));
  const holidays = unpaid.length
    ? await businessCalendar(at, ...unpaid.map((tx) => new Date(tx.createdAt * 1000)))
    : undefined;
  const hours = approvalHoursOf({ approvalHours });
  return {
    period: period.text,
    earnedWages: senToRm(f.earnedWagesSen),
    processing: senToRm(f.processingSen),
    withdrawnAmount: senToRm(f.withdrawnSen),
    percentageWithdrawn: f.percentageWithdrawn,
    balance: senToRm(f.balanceSen),
    yearlySummary: f.yearlySummary.map((m) => ({ month: m.month, value: senToRm(m.valueSen) })),
    reasons: f.reasonsSen.map((r) => ({ reason: r.reason, amount: senToRm(r.amountSen) })),
    latestTransactions: latest.map((tx) => ({
      id: tx.id,
      createdAt: tx.createdAt,
      transferDate: tx.transferDate,
      amount: senToRm(tx.amountSen),
      period: tx.period,
      reasonForWithdrawal: tx.reasonForWithdrawal,
      status: tx.status,
      ...(holidays && UNPAID.has(tx.status) ? decisionAndCredit(tx, hours, holidays, at) : {}),
    })),
  };
});
