import type { ScheduledEvent } from 'aws-lambda';
import {
  ALARMS,
  END_OF_DAY_DEADLINE,
  OPERATIONS_METRICS,
  STUCK_PROCESSING_HOURS,
  breaches,
  endOfDayDeadlinePassed,
} from '../../shared/registry/alarms';
import { epochSeconds, klDate, klParts } from '../../shared/domain/time/time';
import { putOperationsMetrics, warnAlarm } from '../core/operations-metrics';
import { invocationScoped, logger } from '../core/powertools';
import {
  countDisbursementsProcessing,
  countPayRunsProcessing,
  endOfDayFinishedAt,
} from '../data/monitoring/operations-reads';

/** What one watchdog run measured. */
export interface WatchdogReport {
  day: string;
  endOfDayLate: boolean;
  payRuns: { processing: number; stuck: number };
  disbursements: { processing: number; stuck: number };
}

const deadlineText = `${String(END_OF_DAY_DEADLINE.hour)}:${String(END_OF_DAY_DEADLINE.minute).padStart(2, '0')}`;

/**
 * The `alarm-watchdog` job (infra/schedules.ts, every 5 minutes; docs/operations.md): the alarms
 * that no event can raise, because they are about something that did NOT happen. It publishes
 * gauges (`AdvancePay/Operations`: EndOfDayLate, PayRunsProcessing/Stuck,
 * DisbursementsProcessing/Stuck) as one EMF line, and logs `⚠ alarm <name>: …` for each condition
 * that holds. The EndOfDayNotFinished alarm treats a missing gauge as breaching, so a silent
 * watchdog pages too.
 */
export const handler = invocationScoped(async function alarmWatchdogJob(
  event?: Pick<ScheduledEvent, 'time'>,
): Promise<WatchdogReport> {
  const at = event?.time ? new Date(event.time) : new Date();
  const now = epochSeconds(at);
  const day = klDate(at);
  const parts = klParts(at);
  // Sunday 0 … Saturday 6 of the Malaysia day.
  const weekDay = new Date(Date.UTC(parts.year, parts.month - 1, parts.day)).getUTCDay();
  const stuckBefore = now - STUCK_PROCESSING_HOURS * 3600;
  const [finishedAt, payRuns, disbursements] = await Promise.all([
    endOfDayFinishedAt(day),
    countPayRunsProcessing(stuckBefore),
    countDisbursementsProcessing(stuckBefore),
  ]);
  const endOfDayLate = finishedAt === undefined && endOfDayDeadlinePassed({ ...parts, weekDay });

  putOperationsMetrics([
    { name: OPERATIONS_METRICS.endOfDayLate, value: endOfDayLate ? 1 : 0 },
    { name: OPERATIONS_METRICS.payRunsProcessing, value: payRuns.processing },
    { name: OPERATIONS_METRICS.payRunsStuck, value: payRuns.stuck },
    { name: OPERATIONS_METRICS.disbursementsProcessing, value: disbursements.processing },
    { name: OPERATIONS_METRICS.disbursementsStuck, value: disbursements.stuck },
  ]);
  if (endOfDayLate)
    warnAlarm(ALARMS.endOfDayNotFinished.name, `no finished end-of-day run on ${day} by ${deadlineText} Malaysia time`);
  if (breaches(payRuns.stuck, ALARMS.payRunsStuck))
    warnAlarm(
      ALARMS.payRunsStuck.name,
      `${String(payRuns.stuck)} pay run(s) in processing longer than ${String(STUCK_PROCESSING_HOURS)} hours`,
    );
  if (breaches(disbursements.stuck, ALARMS.disbursementsStuck))
    warnAlarm(
      ALARMS.disbursementsStuck.name,
      `${String(disbursements.stuck)} disbursement(s) in processing longer than ${String(STUCK_PROCESSING_HOURS)} hours`,
    );
  const report = { day, endOfDayLate, payRuns, disbursements };
  logger.info('Alarm watchdog', report);
  return report;
});
