import type { SQSClient } from '@aws-sdk/client-sqs';
import { queueUrlVariable, type WorkQueueName } from '../../../shared/registry/access';
import { clientConfig, onResetClients } from './hook';

/**
 * Sending work to a work queue (infra/work-queues.ts): in AWS, SQS `SendMessageBatch` to the
 * queue whose URL CDK put in `WORK_QUEUE_URL_<NAME>` (granted only to the functions that declare
 * the queue); on the local stack, the in-process transport dev/queues.ts installs, which
 * runs the same worker handler.
 */

/** Where a message goes locally instead of SQS (one JSON body per message). */
export type QueueTransport = (queue: WorkQueueName, bodies: string[]) => Promise<void>;

let localTransport: QueueTransport | undefined;

/** The local stack installs its transport (undefined: back to SQS). */
export function setQueueTransport(transport: QueueTransport | undefined): void {
  localTransport = transport;
}

export const hasQueueTransport = (): boolean => !!localTransport;

/** Imported on first send (docs/architecture.md#lambda-bundles); the local stack never loads it. */
type SqsSdk = typeof import('@aws-sdk/client-sqs');
let sqs: { client: SQSClient; sdk: SqsSdk } | undefined;
onResetClients(() => {
  sqs = undefined;
});

/** SQS takes at most 10 messages per batch. */
const BATCH = 10;

/** Send one message per item (as JSON); throws when any is not accepted, so the caller can retry. */
export async function sendToQueue(queue: WorkQueueName, messages: readonly unknown[]): Promise<void> {
  const bodies = messages.map((m) => JSON.stringify(m));
  if (!bodies.length) return;
  if (localTransport) return localTransport(queue, bodies);
  const url = process.env[queueUrlVariable(queue)];
  if (!url) throw new Error(`No URL for the work queue ${queue} (${queueUrlVariable(queue)})`);
  if (!sqs) {
    const sdk = await import('@aws-sdk/client-sqs');
    sqs = { client: new sdk.SQSClient(clientConfig(undefined)), sdk };
  }
  const { client, sdk } = sqs;
  for (let i = 0; i < bodies.length; i += BATCH) {
    const entries = bodies.slice(i, i + BATCH).map((body, k) => ({ Id: String(k), MessageBody: body }));
    const out = await client.send(new sdk.SendMessageBatchCommand({ QueueUrl: url, Entries: entries }));
    if (out.Failed?.length)
      throw new Error(`${out.Failed.length} message(s) not accepted by ${queue}: ${out.Failed[0].Message ?? ''}`);
  }
}
