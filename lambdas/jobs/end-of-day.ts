import type { ScheduledEvent } from 'aws-lambda';
import { runEndOfDay } from '../lib/end-of-day';
import { logger } from '../lib/powertools';

/** Who the scheduled run records as the author of its changes. */
export const END_OF_DAY_JOB = 'End-of-day job';

/**
 * The scheduled end-of-day bank batch (infra/schedules.ts: working days, 16:00 Malaysia time), over
 * every organisation. Idempotent: a second run finds nothing waiting and writes nothing.
 */
export async function handler(event: Pick<ScheduledEvent, 'time'> & Partial<ScheduledEvent>) {
  const run = await runEndOfDay({ by: END_OF_DAY_JOB, at: new Date() });
  const result = { due: event.time, batchId: run.batchId, count: run.sent.length, totalNetSen: run.totalNetSen, key: run.key };
  logger.info('Scheduled end of day done', result);
  return result;
}
