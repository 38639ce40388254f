import { employeeDashboard } from '../../../shared/callables/advance-pay-employee';
import { employeeDashboardFigures } from '../../../shared/domain/advance-pay/advance-pay-summary';
import { periodOf } from '../../../shared/domain/advance-pay/advance-pay';
import { senToRm } from '../../../shared/domain/money/money';
import { AppError } from '../../../shared/registry/errors';
import { makeHandler } from '../chain/make-handler';
import { ownOrgId } from '../../core/caller';
import { listLatestAdvanceTransactions } from '../../data/advance-pay/advance-transactions';
import { readDashboardItems } from '../../data/advance-pay/withdrawal-facts';

/** The answer (404) when the caller has no employee record: their manager must add them first. */
export const PROFILE_NOT_FOUND = 'Profile not found! Please ask your manager to upload your profile.';
/** How many transactions the dashboard's Recent Transactions shows. */
export const LATEST_TRANSACTIONS = 10;

/**
 * The caller's own dashboard: their employee record comes from their user record's IC number
 * in their own organisation (never from the payload). The figures are the month summaries'.
 * Three DynamoDB reads: the user record (the handler chain), the employee record with the year's
 * month summaries (one BatchGetItem of known keys), and the latest transactions (one Query).
 */
export const handler = makeHandler(employeeDashboard, async (_input, caller) => {
  const orgId = ownOrgId(caller);
  const ic = caller.user.employeeICNumber;
  if (!ic) throw new AppError('NOT_FOUND', PROFILE_NOT_FOUND);
  const at = new Date();
  const period = periodOf(at);
  const [{ employee, months }, latest] = await Promise.all([
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
  return {
    period: period.text,
    earnedWages: senToRm(f.earnedWagesSen),
    processing: senToRm(f.processingSen),
    withdrawnAmount: senToRm(f.withdrawnSen),
    percentageWithdrawn: f.percentageWithdrawn,
    balance: senToRm(f.balanceSen),
    yearlySummary: f.yearlySummary.map((m) => ({ month: m.month, value: senToRm(m.valueSen) })),
    reasons: f.reasonsSen.map((r) => ({ reason: r.reason, amount: senToRm(r.amountSen) })),
    latestTransactions: latest.map(
      ({ id, createdAt, transferDate, amountSen, period: text, reasonForWithdrawal, status }) => ({
        id,
        createdAt,
        transferDate,
        amount: senToRm(amountSen),
        period: text,
        reasonForWithdrawal,
        status,
      }),
    ),
  };
});
