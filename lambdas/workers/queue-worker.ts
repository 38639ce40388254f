import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { logger } from '../core/powertools';

/**
 * The handler of a work queue's worker (infra/work-queues.ts): each record's JSON body to `work`,
 * one at a time; a record whose work throws is reported for a retry (SQS delivers it again, then
 * to the dead-letter queue), the others are done. `work` must be idempotent.
 */
export function queueWorker<T>(name: string, parse: (body: unknown) => T, work: (message: T) => Promise<unknown>) {
  return async (event: SQSEvent): Promise<SQSBatchResponse> => {
    const batchItemFailures: SQSBatchResponse['batchItemFailures'] = [];
    for (const record of event.Records) {
      try {
        await work(parse(JSON.parse(record.body)));
      } catch (err) {
        logger.error(`${name}: a message failed and will be retried`, {
          messageId: record.messageId,
          error: err instanceof Error ? `${err.name}: ${err.message}` : String(err),
        });
        batchItemFailures.push({ itemIdentifier: record.messageId });
      }
    }
    return { batchItemFailures };
  };
}
