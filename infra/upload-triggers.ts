import type { ResourceAccess } from '../shared/registry/access';
import { CONTINUE_PREFIX, DROP_PREFIXES } from '../shared/domain/finance/uploaded-document';

/**
 * Processing of uploaded files (docs/architecture.md#jobs-and-schedules): one entry per set of prefixes of the uploads bucket
 * whose new objects a Lambda must process. CDK wires each as S3 Object Created → SQS (with a
 * dead-letter queue) → Lambda with partial-batch failure reporting; the local stack feeds the
 * same handler from s3rver's event records.
 *
 * What the handler receives in AWS: an `SQSEvent`; each record's `body` is an S3 event
 * notification in the usual shape, `{ "Records": [{ "eventSource": "aws:s3", "eventName":
 * "ObjectCreated:…", "s3": { "bucket": { "name" }, "object": { "key", "size", "eTag" } } }] }`
 * (the key is NOT URL-encoded, unlike S3's own notifications). The handler returns
 * `{ batchItemFailures: [{ itemIdentifier: messageId }] }` for the records to retry, and must be
 * idempotent: delivery is at least once.
 */
export interface UploadTriggerDefinition {
  /** kebab-case, unique: names the Lambda and queues. */
  name: string;
  /** One line: what the trigger does (also the Lambda's description). */
  description: string;
  /** Key prefixes in the uploads bucket, e.g. `['drops/sales/']`: an object created under any of them. */
  prefixes: readonly string[];
  /** Handler file relative to the repository root, exporting `handler`. */
  handlerPath: string;
  /**
   * What the trigger touches (shared/registry/access.ts): granted exactly, refused otherwise
   * locally. It reads the uploaded file, so `uploads: 'read'` at least.
   */
  access: ResourceAccess;
  /** Lambda timeout in seconds (default 300; the queue's visibility timeout follows it). */
  timeoutSeconds?: number;
  /** Lambda memory in MB (default 1024). */
  memoryMb?: number;
  /** SQS messages per invocation (default 5). */
  batchSize?: number;
  /** Receives before a message goes to the dead-letter queue (default 5). */
  maxReceiveCount?: number;
}

/** Every upload trigger. */
export const UPLOAD_TRIGGERS: UploadTriggerDefinition[] = [
  {
    name: 'partner-files',
    description:
      'Imports sales and settlement files dropped by partners or uploaded by administrators, part by part (docs/rules.md#sales-and-settlement-files-the-trigger)',
    prefixes: [DROP_PREFIXES.SALES, DROP_PREFIXES.SETTLEMENTS, CONTINUE_PREFIX],
    handlerPath: 'lambdas/triggers/partner-files.ts',
    // write on the bucket: a part leaves the marker of the next one under CONTINUE_PREFIX.
    access: { table: 'write', uploads: 'write' },
    timeoutSeconds: 900,
    memoryMb: 1024,
    batchSize: 1,
  },
];
