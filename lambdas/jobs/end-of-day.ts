import type { ScheduledEvent } from 'aws-lambda';
import { runEndOfDay } from '../services/end-of-day';
import { logger } from '../core/powertools';

/** Who the scheduled run records as the author of its changes. */
export const END_OF_DAY_JOB = 'End-of-day job';

/** The scheduled event; `detail.orgId` (not set by the schedule) limits a run to one organisation. */
export type JobEvent = Pick<ScheduledEvent, 'time'> & { detail?: { orgId?: unknown } };

/**
 * The scheduled end-of-day bank batch (infra/schedules.ts: working days, 16:00 Malaysia time), over
 * every organisation. Idempotent: a second run finds nothing waiting and writes nothing.
 */
export async function handler(event?: JobEvent) {
  const orgId = typeof event?.detail?.orgId === 'string' ? event.detail.orgId : undefined;
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
