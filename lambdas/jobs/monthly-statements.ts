import { periodClosedAt } from '../../shared/domain/monthly-statement';
import { generateStatements, type GenerateResult } from '../services/statements';
import { logger } from '../core/powertools';

/** What EventBridge Scheduler gives the job (only the time is read). */
export interface ScheduledEvent {
  time?: string;
}

/**
 * The `monthly-statements` job (infra/schedules.ts, day 1 at 00:30 Malaysia time): the statements
 * of the period that has just closed, i.e. the Malaysian month before the event's time, for every
 * organisation. Idempotent: a statement already made is left as it is.
 */
export async function handler(event: ScheduledEvent = {}): Promise<GenerateResult> {
  const at = event.time ? new Date(event.time) : new Date();
  if (Number.isNaN(at.getTime())) throw new Error(`Unreadable event time: ${event.time}`);
  const period = periodClosedAt(at);
  const result = await generateStatements(period.key, { at });
  logger.info('Monthly statements made', { ...result });
  return result;
}
