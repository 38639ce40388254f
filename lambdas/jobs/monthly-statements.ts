import { periodClosedAt } from '../../shared/domain/advance-pay/monthly-statement';
import { sendToQueue } from '../core/clients/queues';
import { invocationScoped, logger } from '../core/powertools';
import { listAllOrgIds } from '../data/organisations/orgs';
import type { StatementsMessage } from '../workers/monthly-statements';

/** What EventBridge Scheduler gives the job (only the time is read). */
export interface ScheduledEvent {
  time?: string;
}

/** What the job did: the period, and the organisations whose statements were sent to be made. */
export interface StatementsFanOut {
  periodKey: string;
  organisations: number;
}

/**
 * The `monthly-statements` job (infra/schedules.ts, day 1 at 00:30 Malaysia time): the statements
 * of the period that has just closed, i.e. the Malaysian month before the event's time. It reads no
 * withdrawal itself: it sends one message per organisation to the `monthly-statements` work queue
 * (infra/work-queues.ts), whose worker makes that organisation's statements, so no Lambda holds
 * the platform's month and one organisation's failure is retried alone. Idempotent end to end: a
 * statement already made is left as it is, so the job or any message may run again.
 */
export const handler = invocationScoped(async function monthlyStatementsJob(
  event: ScheduledEvent = {},
): Promise<StatementsFanOut> {
  const at = event.time ? new Date(event.time) : new Date();
  if (Number.isNaN(at.getTime())) throw new Error(`Unreadable event time: ${event.time}`);
  const period = periodClosedAt(at);
  const orgIds = await listAllOrgIds();
  const messages: StatementsMessage[] = orgIds.map((orgId) => ({
    periodKey: period.key,
    orgId,
    at: at.toISOString(),
  }));
  await sendToQueue('monthly-statements', messages);
  logger.info('Monthly statements sent to be made', { periodKey: period.key, organisations: orgIds.length });
  return { periodKey: period.key, organisations: orgIds.length };
});
