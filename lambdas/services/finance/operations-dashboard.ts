import { periodOf } from '../../../shared/domain/advance-pay/advance-pay';
import {
  LOCKED_ACCOUNTS_SHOWN,
  monthFigures,
  organisationsByStatus,
  overdueSettlements,
  queueFigure,
  type OperationsDashboard,
} from '../../../shared/domain/finance/operations-dashboard';
import { asSen } from '../../../shared/domain/money/money';
import { epochSeconds, klDate } from '../../../shared/domain/time/time';
import { nextEndOfDayRun, weekdayHolidaysBetween } from '../../../shared/domain/time/working-days';
import { namedBusinessCalendar } from '../../data/calendar/holidays';
import { LIMIT_STATUSES } from '../../../shared/domain/advance-pay/advance-transaction';
import { getOrgMonthSummaries } from '../../data/advance-pay/advance-pay-summaries';
import { waitingAmounts } from '../../data/advance-pay/advance-transactions-waiting';
import { countFailedWages } from '../../data/advance-pay/failed-earned-wages';
import { listOrgHeads } from '../../data/organisations/orgs';
import { lockedUsers } from '../../data/identity/user-locks';
import { countAwaitingPayment } from '../../data/benefits/pay-runs';
import { countDisbursementsAwaitingProcessing, settlementsDueBefore } from '../../data/finance/finance-queues';

/** How far ahead the dashboard lists the holidays that will stop the end of day. */
export const COMING_HOLIDAYS_DAYS = 28;

/**
 * The administrators' operations dashboard, read without scanning anything:
 * - the end-of-day queue from the sparse GSI3 partitions the batch itself reads (only the
 *   withdrawals waiting, a working day's worth);
 * - the month by organisation from each organisation's month summary (one BatchGet per 100
 *   organisations), kept in the same transaction as every withdrawal change;
 * - failed earned wages as a COUNT Query of their partition;
 * - benefit pay runs awaiting payment from their sparse GSI3 partition;
 * - locked accounts from the sparse GSI3 partition a lock writes and an unlock removes;
 * - organisations from the organisations partition (id, name and status only);
 * - disbursements waiting to be processed from their sparse GSI3 partition, and overdue
 *   settlements from GSI1 `REPAYMENT` (sorted by due date: only the ones due before today are read).
 */
export async function operationsDashboard(now: Date = new Date()): Promise<OperationsDashboard> {
  const period = periodOf(now);
  const [orgs, waiting, sent, failedCount, locked, payRuns, disbursementsWaiting, dueBefore, holidays] =
    await Promise.all([
      listOrgHeads(),
      waitingAmounts('endOfDay'),
      waitingAmounts('sentToBank'),
      countFailedWages(),
      lockedUsers(LOCKED_ACCOUNTS_SHOWN),
      countAwaitingPayment(),
      countDisbursementsAwaitingProcessing(),
      settlementsDueBefore(klDate(now)),
      namedBusinessCalendar(now),
    ]);
  const nextRun = nextEndOfDayRun(now, holidays);
  const names = new Map(orgs.map((o) => [o.id, o.name]));
  const summaries = await getOrgMonthSummaries(
    orgs.map((o) => o.id),
    period.key,
  );
  const month = monthFigures(
    summaries.map((s) => ({
      orgId: s.orgId,
      orgName: names.get(s.orgId) ?? s.orgId,
      count: LIMIT_STATUSES.reduce((n, status) => n + s.counts[status], 0),
      amountSen: asSen(LIMIT_STATUSES.reduce((n, status) => n + s.amountsSen[status], 0)),
    })),
  );
  return {
    asOf: epochSeconds(now),
    endOfDay: {
      waiting: queueFigure(waiting),
      approved: waiting.filter((w) => w.status === 'approved').length,
      sentToBank: queueFigure(sent),
      nextRunAt: epochSeconds(nextRun),
      skippedHolidays: weekdayHolidaysBetween(now, nextRun, holidays),
      comingHolidays: weekdayHolidaysBetween(
        nextRun,
        new Date(now.getTime() + COMING_HOLIDAYS_DAYS * 86_400_000),
        holidays,
      ),
    },
    month: { periodKey: period.key, period: period.text, ...month },
    failedEarnedWages: { count: failedCount },
    payRuns: { awaitingPayment: payRuns.approved + payRuns.pendingPayment, ...payRuns },
    lockedAccounts: {
      count: locked.count,
      latest: locked.latest.map((u) => ({
        userId: u.id,
        orgId: u.orgId ?? '',
        ...(u.orgId && names.has(u.orgId) ? { orgName: names.get(u.orgId) } : {}),
        name: u.displayName || [u.firstName, u.lastName].filter(Boolean).join(' ') || u.email,
        email: u.email,
        lockedAt: u.lockedAt ?? u.modifiedAt,
        ...(u.lockedReason ? { lockedReason: u.lockedReason } : {}),
      })),
    },
    organisations: organisationsByStatus(orgs.map((o) => o.status)),
    disbursements: { awaitingProcessing: disbursementsWaiting },
    overdueSettlements: overdueSettlements(dueBefore, klDate(now)),
  };
}
