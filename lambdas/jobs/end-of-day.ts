import type { ScheduledEvent } from 'aws-lambda';
import { mapLimit } from '../core/concurrency';
import { sendToQueue } from '../core/clients/queues';
import { invocationScoped, logger } from '../core/powertools';
import { recordEndOfDayRun } from '../data/monitoring/operations-reads';
import { endOfDayMonitored } from '../services/operations/end-of-day-runs';
import { hasAdvanceTransactionsWaiting } from '../data/advance-pay/advance-transactions-waiting';
import { allOrgIds } from '../data/table/org-walk';
import { namedBusinessCalendar } from '../data/calendar/holidays';
import { klDate } from '../../shared/domain/time/time';
import { END_OF_DAY_JOB, runEndOfDay } from '../services/advance-pay/end-of-day';
import type { EndOfDayMessage } from '../workers/end-of-day';

/** The scheduled event; `detail.orgId` (not set by the schedule) limits a run to one organisation. */
export type JobEvent = Pick<ScheduledEvent, 'time'> & { detail?: { orgId?: unknown } };

/** Organisations checked for waiting withdrawals at once. */
const CHECK_CONCURRENCY = 8;

/**
 * The scheduled end-of-day bank batch (infra/schedules.ts: working days, 16:00 Malaysia time),
 * fanned out: the organisations with withdrawals waiting (one one-key Query of each one's queue)
 * each get a message on the `end-of-day` work queue (infra/work-queues.ts), whose worker runs one
 * organisation a message, each with its own bank file. With `detail.orgId` the one organisation runs here and now.
 * Idempotent: a second run finds nothing waiting and sends nothing.
 *
 * On a holiday of the business calendar (docs/rules.md#business-calendar) nothing is sent: the
 * schedule fires Monday to Friday, and the job says why it did not send ("not sent: <holiday>");
 * what is waiting goes with the next working day's run.
 */
async function runJob(event?: JobEvent) {
  const due = event?.time ? new Date(event.time) : new Date();
  const today = klDate(due);
  const holiday = (await namedBusinessCalendar(due)).holidayOn(today);
  if (holiday !== undefined) {
    const result = { due: event?.time, date: today, notSent: holiday };
    logger.info(`Scheduled end of day not sent: ${holiday}`, result);
    return result;
  }
  const orgId = typeof event?.detail?.orgId === 'string' ? event.detail.orgId : undefined;
  if (orgId) {
    const run = await runEndOfDay({ by: END_OF_DAY_JOB, orgId });
    const result = {
      due: event?.time,
      batchId: run.batchId,
      count: run.sent.length,
      totalNetSen: run.totalNetSen,
      key: run.key,
    };
    logger.info('Scheduled end of day done', result);
    return result;
  }
  const orgIds = await allOrgIds();
  const waiting = await mapLimit(orgIds, CHECK_CONCURRENCY, (id) => hasAdvanceTransactionsWaiting('endOfDay', id));
  const withWork = orgIds.filter((_, i) => waiting[i]);
  const messages: EndOfDayMessage[] = withWork.map((id) => ({
    orgId: id,
    ...(event?.time ? { due: event.time } : {}),
  }));
  await sendToQueue('end-of-day', messages);
  const result = { due: event?.time, organisations: withWork.length };
  logger.info('Scheduled end of day: one message per organisation with withdrawals waiting', result);
  return result;
}

/**
 * The job (infra/schedules.ts): {@link runJob}, its outcome measured for the alarms
 * (docs/operations.md#endofdayfailed): a scheduled run that returns records its day as finished.
 */
export const handler = invocationScoped(endOfDayMonitored(runJob, recordEndOfDayRun));
