import type { ScheduledEvent } from 'aws-lambda';
import { mapLimit } from '../core/concurrency';
import { sendWork } from '../core/clients/work-queue';
import { logger } from '../core/powertools';
import { hasAdvanceTransactionsWaiting } from '../data/advance-transactions';
import { allOrgIds } from '../data/org-walk';
import { runEndOfDay } from '../services/end-of-day';

/** Who the scheduled run records as the author of its changes. */
export const END_OF_DAY_JOB = 'End-of-day job';
/** The job's name (infra/schedules.ts): names its work queue. */
export const END_OF_DAY_JOB_NAME = 'end-of-day';

/** The scheduled event; `detail.orgId` (not set by the schedule) limits a run to one organisation. */
export type JobEvent = Pick<ScheduledEvent, 'time'> & { detail?: { orgId?: unknown } };

/** One organisation's end of day, for lambdas/jobs/end-of-day-worker.ts. */
export interface EndOfDayMessage {
  orgId: string;
  /** When the scheduled run was due (ISO). */
  due?: string;
}

/** Organisations checked for waiting withdrawals at once. */
const CHECK_CONCURRENCY = 8;

/**
 * The scheduled end-of-day bank batch (infra/schedules.ts: working days, 16:00 Malaysia time),
 * fanned out: the organisations with withdrawals waiting (one one-key Query of each one's queue)
 * each get a message on the job's work queue, and the worker runs them one organisation at a time,
 * each with its own bank file. With `detail.orgId` the one organisation runs here and now.
 * Idempotent: a second run finds nothing waiting and sends nothing.
 */
export async function handler(event?: JobEvent) {
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
  await sendWork(END_OF_DAY_JOB_NAME, messages);
  const result = { due: event?.time, organisations: withWork.length };
  logger.info('Scheduled end of day: one message per organisation with withdrawals waiting', result);
  return result;
}
