import { Duration } from 'aws-cdk-lib';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';
import type { WorkQueueName } from '../../shared/registry/access';
import { workerMemoryMb, type WorkQueueDefinition } from '../work-queues';
import { AppFunction } from './app-function';
import { appEnvironment, grantAppAccess, type AppResources } from './app-resources';

/**
 * The queues of infra/work-queues.ts, each with its dead-letter queue (kept 14 days). They live
 * with the stateful resources (messages in flight survive a redeploy of the workers), so both the
 * senders (callables, jobs) and the workers reference them without a cycle between stacks.
 */
export class WorkQueues extends Construct {
  readonly queues: Partial<Record<WorkQueueName, sqs.Queue>> = {};
  readonly deadLetterQueues: Partial<Record<WorkQueueName, sqs.Queue>> = {};

  constructor(scope: Construct, id: string, props: { queues: readonly WorkQueueDefinition[] }) {
    super(scope, id);
    for (const def of props.queues) {
      const deadLetters = new sqs.Queue(this, `${def.name}-DeadLetters`, {
        enforceSSL: true,
        encryption: sqs.QueueEncryption.SQS_MANAGED,
        retentionPeriod: Duration.days(14),
      });
      NagSuppressions.addResourceSuppressions(deadLetters, [
        { id: 'AwsSolutions-SQS3', reason: `This queue is itself the dead-letter queue of the ${def.name} queue.` },
      ]);
      this.deadLetterQueues[def.name] = deadLetters;
      this.queues[def.name] = new sqs.Queue(this, def.name, {
        enforceSSL: true,
        encryption: sqs.QueueEncryption.SQS_MANAGED,
        // AWS's advice for a Lambda source: at least six times the function's timeout.
        visibilityTimeout: Duration.seconds((def.timeoutSeconds ?? 300) * 6),
        retentionPeriod: Duration.days(4),
        deadLetterQueue: { queue: deadLetters, maxReceiveCount: def.maxReceiveCount ?? 3 },
      });
    }
  }
}

/** Props of {@link QueueWorker}. */
export interface QueueWorkerProps {
  definition: WorkQueueDefinition;
  resources: AppResources;
}

/**
 * The worker of one work queue: a Lambda fed by the queue with partial-batch failure reporting,
 * at most `maxConcurrency` at once (so a burst of work does not take every connection of the
 * table or the account's concurrency), granted exactly its declaration.
 */
export class QueueWorker extends Construct {
  readonly function: AppFunction;

  constructor(scope: Construct, id: string, props: QueueWorkerProps) {
    super(scope, id);
    const { definition, resources } = props;
    const queue = resources.workQueues?.[definition.name];
    if (!queue) throw new Error(`No queue for the worker ${definition.name} (infra/work-queues.ts)`);
    this.function = new AppFunction(this, 'Function', {
      handlerPath: definition.handlerPath,
      usedBy: `Work queue ${definition.name}`,
      description: `${definition.name}: ${definition.description}`.slice(0, 256),
      timeoutSeconds: definition.timeoutSeconds ?? 300,
      memoryMb: workerMemoryMb(definition),
      environment: { ...appEnvironment(resources), WORKER_NAME: definition.name },
    });
    grantAppAccess(this.function, resources, definition.access);
    this.function.fn.addEventSource(
      new SqsEventSource(queue, {
        batchSize: definition.batchSize ?? 1,
        reportBatchItemFailures: true,
        maxConcurrency: Math.max(2, definition.maxConcurrency ?? 5),
      }),
    );
  }
}
