import { SendMessageBatchCommand, SQSClient } from '@aws-sdk/client-sqs';
import { clientConfig, onResetClients } from './hook';

/**
 * A job's work queue (infra/constructs/job-worker.ts): the scheduled Lambda splits its work into
 * messages (e.g. one per organisation) and a worker Lambda takes them from an SQS queue, with
 * retries and a dead-letter queue. Deployed, the queue's URL is `WORK_QUEUE_URL`. The local stack
 * has no SQS: it installs a dispatcher that hands the messages to the worker's handler in its own
 * process (infra/local/scheduler.ts), so `npm run job` runs the same worker code.
 */

/** Hands a job's messages to its worker (the local stack's stand-in for SQS). */
export type LocalWorkDispatcher = (job: string, bodies: readonly string[]) => Promise<void>;
let localDispatcher: LocalWorkDispatcher | undefined;

/** Set (or clear) the local dispatcher; unset in AWS. */
export function setLocalWorkDispatcher(dispatcher: LocalWorkDispatcher | undefined): void {
  localDispatcher = dispatcher;
}

let sqs: SQSClient | undefined;
onResetClients(() => {
  sqs = undefined;
});

/** SQS takes at most 10 messages a request. */
const BATCH = 10;
/** Attempts of messages SQS did not take (throttled): after that the job fails loudly. */
const ATTEMPTS = 3;

/** Send one message per body to the work queue of `job` (the running job's own queue). */
export async function sendWork(job: string, bodies: readonly unknown[]): Promise<void> {
  const texts = bodies.map((b) => JSON.stringify(b));
  if (!texts.length) return;
  if (localDispatcher) return localDispatcher(job, texts);
  const url = process.env.WORK_QUEUE_URL;
  if (!url) throw new Error(`Job ${job} has no work queue (WORK_QUEUE_URL is not set)`);
  sqs ??= new SQSClient(clientConfig(undefined));
  for (let i = 0; i < texts.length; i += BATCH) {
    let entries = texts.slice(i, i + BATCH).map((MessageBody, n) => ({ Id: String(i + n), MessageBody }));
    for (let attempt = 1; entries.length; attempt++) {
      const out = await sqs.send(new SendMessageBatchCommand({ QueueUrl: url, Entries: entries }));
      const failed = new Set((out.Failed ?? []).map((f) => f.Id));
      entries = entries.filter((e) => failed.has(e.Id));
      if (entries.length && attempt >= ATTEMPTS)
        throw new Error(`SQS refused ${entries.length} message(s) of job ${job}: ${JSON.stringify(out.Failed)}`);
    }
  }
}
