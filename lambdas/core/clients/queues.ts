import type { SQSClient } from '@aws-sdk/client-sqs';
import { queueUrlVariable, type WorkQueueName } from '../../../shared/registry/access';
import { currentCorrelationId } from '../powertools';
import { currentActorIfAny } from '../audit-actor';
import { clientConfig, onResetClients } from './hook';

/**
 * Sending work to a work queue (infra/work-queues.ts): in AWS, SQS `SendMessageBatch` to the
 * queue whose URL CDK put in `WORK_QUEUE_URL_<NAME>` (granted only to the functions that declare
 * the queue); on the local stack, the in-process transport dev/queues.ts installs, which
 * runs the same worker handler.
 */

/** The SQS message attribute each message carries the sender's correlation id in (docs/architecture.md#logging). */
export const CORRELATION_ATTRIBUTE = 'correlation_id';
/** The attribute carrying who the sender acted for (JSON), so the worker's audit entries name them (docs/rules.md#audit-trail). */
export const ACTOR_ATTRIBUTE = 'audit_actor';

/** Where a message goes locally instead of SQS (one JSON body per message, and the message attributes). */
export type QueueTransport = (
  queue: WorkQueueName,
  bodies: string[],
  attributes: Record<string, string>,
) => Promise<void>;

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

/**
 * Send one message per item (as JSON); throws when any is not accepted, so the caller can retry.
 * Every message carries the sender's correlation id (attribute `correlation_id`), which the worker
 * logs under, and who it acted for (`audit_actor`), whom the worker's audit entries name
 * (lambdas/workers/queue-worker.ts).
 */
export async function sendToQueue(queue: WorkQueueName, messages: readonly unknown[]): Promise<void> {
  const bodies = messages.map((m) => JSON.stringify(m));
  if (!bodies.length) return;
  const correlationId = currentCorrelationId();
  const actor = currentActorIfAny();
  const attributes: Record<string, string> = {
    ...(correlationId ? { [CORRELATION_ATTRIBUTE]: correlationId } : {}),
    ...(actor ? { [ACTOR_ATTRIBUTE]: JSON.stringify(actor) } : {}),
  };
  if (localTransport) return localTransport(queue, bodies, attributes);
  const url = process.env[queueUrlVariable(queue)];
  if (!url) throw new Error(`No URL for the work queue ${queue} (${queueUrlVariable(queue)})`);
  if (!sqs) {
    const sdk = await import('@aws-sdk/client-sqs');
    sqs = { client: new sdk.SQSClient(clientConfig(undefined)), sdk };
  }
  const { client, sdk } = sqs;
  for (let i = 0; i < bodies.length; i += BATCH) {
    const entries = bodies.slice(i, i + BATCH).map((body, k) => ({
      Id: String(k),
      MessageBody: body,
      MessageAttributes: Object.fromEntries(
        Object.entries(attributes).map(([name, value]) => [name, { DataType: 'String', StringValue: value }]),
      ),
    }));
    const out = await client.send(new sdk.SendMessageBatchCommand({ QueueUrl: url, Entries: entries }));
    if (out.Failed?.length)
      throw new Error(`${out.Failed.length} message(s) not accepted by ${queue}: ${out.Failed[0].Message ?? ''}`);
  }
}
