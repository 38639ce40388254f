import type { Context, SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { AuditActorSchema, type AuditActor } from '../../shared/domain/audit/audit-entry';
import { actingAs, platformActor } from '../core/audit-actor';
import { ACTOR_ATTRIBUTE, CORRELATION_ATTRIBUTE } from '../core/clients/queues';
import { invocationScoped, logger, withCorrelation } from '../core/powertools';

/** The correlation id a message was sent under (lambdas/core/clients/queues.ts), if any. */
export const correlationOfRecord = (record: Pick<SQSRecord, 'messageAttributes'>): string | undefined =>
  (record.messageAttributes as Partial<SQSRecord['messageAttributes']> | undefined)?.[CORRELATION_ATTRIBUTE]
    ?.stringValue;

/** Who the sender of a message acted for (lambdas/core/clients/queues.ts); the platform when it says nothing valid. */
export function actorOfRecord(record: Pick<SQSRecord, 'messageAttributes'>, worker: string): AuditActor {
  const text = (record.messageAttributes as Partial<SQSRecord['messageAttributes']> | undefined)?.[ACTOR_ATTRIBUTE]
    ?.stringValue;
  try {
    const parsed = AuditActorSchema.safeParse(text ? JSON.parse(text) : undefined);
    if (parsed.success) return parsed.data;
  } catch {
    // Not JSON: the platform, below.
  }
  return platformActor(worker);
}

/**
 * The handler of a work queue's worker (infra/work-queues.ts): each record's JSON body to `work`,
 * one at a time; a record whose work throws is reported for a retry (SQS delivers it again, then
 * to the dead-letter queue), the others are done. `work` must be idempotent. Each invocation logs
 * in its own scope, each record under the correlation id it was sent with (so what it sends on
 * carries it further) and acting for whom its sender acted (the audit trail names them).
 */
export function queueWorker<T>(name: string, parse: (body: unknown) => T, work: (message: T) => Promise<unknown>) {
  return invocationScoped(async (event: SQSEvent, _context?: Partial<Context>): Promise<SQSBatchResponse> => {
    const batchItemFailures: SQSBatchResponse['batchItemFailures'] = [];
    for (const record of event.Records) {
      await withCorrelation(correlationOfRecord(record), async () => {
        try {
          await actingAs(actorOfRecord(record, name), () => work(parse(JSON.parse(record.body))));
        } catch (err) {
          logger.error(`${name}: a message failed and will be retried`, {
            messageId: record.messageId,
            error: err instanceof Error ? `${err.name}: ${err.message}` : String(err),
          });
          batchItemFailures.push({ itemIdentifier: record.messageId });
        }
      });
    }
    return { batchItemFailures };
  });
}
