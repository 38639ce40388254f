import type { Context, S3Event, SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { invocationScoped, logger } from '../core/powertools';
import { importCreatedObject, type CreatedObject } from '../services/finance/partner-import';

/**
 * The `partner-files` upload trigger (infra/upload-triggers.ts): a sales or settlement file created
 * under a drop prefix of the uploads bucket, or the marker of a large file's next part, reaches it
 * as an SQS message holding the S3 event (lambdas/services/finance/partner-import.ts does the work).
 *
 * A message whose import threw (DynamoDB or S3 unavailable, a transaction refused again and again)
 * is reported in `batchItemFailures`, so the queue delivers it again and the import resumes at its
 * cursor. A file that is simply bad never throws: its document ends FAILED with the reason.
 */

/** The created objects an SQS message's S3 event reports; none for S3's test event or a body that is not one. */
export function createdObjects(body: string): CreatedObject[] {
  let event: Partial<S3Event> & { Event?: string };
  try {
    event = JSON.parse(body) as Partial<S3Event>;
  } catch {
    logger.warn('Upload trigger message is not JSON; ignored');
    return [];
  }
  return (event.Records ?? [])
    .filter((r) => r.eventName.startsWith('ObjectCreated:'))
    .map((r) => ({
      key: r.s3.object.key,
      ...(typeof r.s3.object.size === 'number' ? { size: r.s3.object.size } : {}),
      ...(r.s3.object.eTag ? { eTag: r.s3.object.eTag } : {}),
    }));
}

export const handler = invocationScoped(importObjects);

/** The trigger's work, in the invocation's own log scope ({@link handler}). */
async function importObjects(
  event: SQSEvent,
  context: Pick<Context, 'getRemainingTimeInMillis'>,
): Promise<SQSBatchResponse> {
  const batchItemFailures: SQSBatchResponse['batchItemFailures'] = [];
  for (const record of event.Records) {
    try {
      for (const object of createdObjects(record.body)) {
        await importCreatedObject(object, { timeLeft: () => context.getRemainingTimeInMillis() });
      }
    } catch (err) {
      logger.error('Partner file import failed; the message will be delivered again', {
        messageId: record.messageId,
        error: err as Error,
      });
      batchItemFailures.push({ itemIdentifier: record.messageId });
    }
  }
  return { batchItemFailures };
}
