import { randomUUID } from 'node:crypto';
import { setQueueTransport } from '../lambdas/core/clients/queues';
import type { WorkQueueName } from '../shared/registry/access';
import { WORK_QUEUES, workQueue, type WorkQueueDefinition } from '../infra/work-queues';
import { AccessDeniedException, currentPrincipal, runAs } from './access-check';
import { BACKGROUND_AREA } from '../shared/registry/alarms';
import { localAlarms } from './alarm-warnings';
import { describeError } from './describe-error';
import { lambdaContext, loadHandler } from './handlers';

/**
 * The local stand-in for the work queues (infra/work-queues.ts): a message sent is delivered, in
 * this process, to the queue's worker handler as the one-record SQS event AWS gives, running as
 * the worker (the access check holds it to its declaration). As SQS would: at most
 * `maxConcurrency` at once, a failed message (thrown or reported in `batchItemFailures`) delivered
 * again, up to `maxReceiveCount` times, then logged as dead-lettered. A sender must declare the
 * queue (`access.queues`), as IAM would require.
 */
export interface LocalQueues {
  /** Resolves when every message sent so far has been handled (delivered until done or dead-lettered). */
  idle(): Promise<void>;
  /** Messages given up after their last receive (tests read it). */
  deadLetters: { queue: WorkQueueName; body: string }[];
  stop(): void;
}

const RETRY_DELAY_MS = 200;

/** Install the in-process transport; answers how to wait for it. */
export function installLocalQueues(
  options: { log?: (line: string) => void; queues?: WorkQueueDefinition[] } = {},
): LocalQueues {
  const log = options.log ?? ((line: string) => console.error(line));
  const definitions = options.queues ?? WORK_QUEUES;
  const inFlight = new Set<Promise<void>>();
  const running = new Map<WorkQueueName, number>();
  const waiting = new Map<WorkQueueName, (() => void)[]>();
  const deadLetters: LocalQueues['deadLetters'] = [];
  const alarms = localAlarms(log);

  const acquire = async (queue: WorkQueueDefinition) => {
    const limit = Math.max(1, queue.maxConcurrency ?? 5);
    while ((running.get(queue.name) ?? 0) >= limit)
      await new Promise<void>((ok) => waiting.set(queue.name, [...(waiting.get(queue.name) ?? []), ok]));
    running.set(queue.name, (running.get(queue.name) ?? 0) + 1);
  };
  const release = (queue: WorkQueueDefinition) => {
    running.set(queue.name, (running.get(queue.name) ?? 1) - 1);
    const next = waiting.get(queue.name)?.shift();
    next?.();
  };

  async function deliver(queue: WorkQueueDefinition, body: string, attributes: Record<string, string>): Promise<void> {
    const messageId = randomUUID();
    const attempts = queue.maxReceiveCount ?? 3;
    for (let receive = 1; receive <= attempts; receive++) {
      await acquire(queue);
      let failed: string | undefined;
      try {
        const handler = await loadHandler(queue.handlerPath);
        const event = {
          Records: [
            {
              messageId,
              receiptHandle: `${messageId}-${receive}`,
              body,
              attributes: {
                ApproximateReceiveCount: String(receive),
                SentTimestamp: String(Date.now()),
                SenderId: 'local',
                ApproximateFirstReceiveTimestamp: String(Date.now()),
              },
              messageAttributes: Object.fromEntries(
                Object.entries(attributes).map(([name, value]) => [name, { dataType: 'String', stringValue: value }]),
              ),
              md5OfBody: '',
              eventSource: 'aws:sqs',
              eventSourceARN: `arn:aws:sqs:local:000000000000:${queue.name}`,
              awsRegion: process.env.AWS_REGION ?? 'ap-southeast-1',
            },
          ],
        };
        const result = (await runAs({ kind: 'trigger', name: queue.name, access: queue.access }, () =>
          handler(event, lambdaContext(queue.name, queue.timeoutSeconds ?? 300)),
        )) as { batchItemFailures?: unknown[] } | undefined;
        if (result?.batchItemFailures?.length) failed = 'reported a failure';
      } catch (err) {
        failed = describeError(err);
        alarms.lambdaError(BACKGROUND_AREA, `the ${queue.name} worker threw: ${failed}`);
      } finally {
        release(queue);
      }
      if (!failed) return;
      log(`Work queue ${queue.name}: receive ${receive} of ${attempts} failed (${failed})`);
      await new Promise((ok) => setTimeout(ok, RETRY_DELAY_MS));
    }
    deadLetters.push({ queue: queue.name, body });
    log(`Work queue ${queue.name}: a message went to the dead letters`);
    alarms.deadLetter(queue.name);
  }

  setQueueTransport((name, bodies, attributes) => {
    const sender = currentPrincipal();
    if (sender && !(sender.access.queues ?? []).includes(name)) {
      return Promise.reject(
        new AccessDeniedException(
          `${sender.kind} ${sender.name} is not authorized to perform: sqs:SendMessage on the work queue ${name} (declares no such queue)`,
        ),
      );
    }
    const queue = definitions.find((q) => q.name === name) ?? workQueue(name);
    for (const body of bodies) {
      // Delivered outside the sender's request, as SQS would: the sender's answer does not wait.
      const run = new Promise<void>((ok) => setImmediate(ok)).then(() => deliver(queue, body, attributes));
      inFlight.add(run);
      void run.finally(() => inFlight.delete(run));
    }
    return Promise.resolve();
  });

  return {
    async idle() {
      while (inFlight.size) await Promise.allSettled([...inFlight]);
    },
    deadLetters,
    stop: () => setQueueTransport(undefined),
  };
}

let installed: LocalQueues | undefined;

/**
 * The process's local queues, installed on first use: the local stack's handlers and a job run by
 * `npm run job` (or a test) in its own process send through them.
 */
export function ensureLocalQueues(log?: (line: string) => void): LocalQueues {
  if (!installed) {
    const queues = installLocalQueues({ log });
    installed = {
      ...queues,
      stop: () => {
        queues.stop();
        installed = undefined;
      },
    };
  }
  return installed;
}
