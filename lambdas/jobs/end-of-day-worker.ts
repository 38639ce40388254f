import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { logger } from '../core/powertools';
import { runEndOfDay } from '../services/end-of-day';
import { END_OF_DAY_JOB, type EndOfDayMessage } from './end-of-day';

/**
 * The end of day of one organisation per message (lambdas/jobs/end-of-day.ts sends them): its
 * queue re-read, each change conditional, its own bank file. Resumable: a message run again
 * (SQS redelivers it after a failure) sends only what is still waiting; a failed run puts back
 * what it marked (lambdas/services/end-of-day.ts) and its message is retried, then dead-lettered.
 */
export async function handler(event: SQSEvent): Promise<SQSBatchResponse> {
  const batchItemFailures: SQSBatchResponse['batchItemFailures'] = [];
  for (const record of event.Records) {
    try {
      const { orgId } = JSON.parse(record.body) as EndOfDayMessage;
      if (typeof orgId !== 'string' || !orgId) throw new Error('The message names no organisation');
      const run = await runEndOfDay({ by: END_OF_DAY_JOB, orgId });
      logger.info('End of day of an organisation done', {
        orgId,
        batchId: run.batchId,
        count: run.sent.length,
        totalNetSen: run.totalNetSen,
      });
    } catch (err) {
      logger.error('End of day of an organisation failed; its message will be retried', {
        messageId: record.messageId,
        error: err instanceof Error ? err.message : String(err),
      });
      batchItemFailures.push({ itemIdentifier: record.messageId });
    }
  }
  return { batchItemFailures };
}
