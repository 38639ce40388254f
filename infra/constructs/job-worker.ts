import { Duration } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';
import type { ScheduledJob as ScheduledJobDefinition } from '../schedules';
import { AppFunction } from './app-function';
import { appEnvironment, grantAppAccess, type AppResources } from './app-resources';
import type { ScheduledJob } from './scheduled-job';

/** Props of {@link JobWorker}. */
export interface JobWorkerProps {
  /** The job definition, with its `worker`. */
  job: ScheduledJobDefinition;
  /** The scheduled job's construct: its function sends the messages. */
  scheduled: ScheduledJob;
  resources: AppResources;
}

/**
 * The fan-out of a scheduled job (infra/schedules.ts `worker`): an SQS queue the job's Lambda may
 * only send to (`WORK_QUEUE_URL`, lambdas/core/clients/work-queue.ts), a worker Lambda fed by it
 * with partial-batch failure reporting, and a dead-letter queue after `maxReceiveCount` receives.
 * Each message is one unit of work (e.g. one organisation), run and retried on its own.
 */
export class JobWorker extends Construct {
  readonly function: AppFunction;
  readonly queue: sqs.Queue;
  readonly deadLetterQueue: sqs.Queue;

  constructor(scope: Construct, id: string, props: JobWorkerProps) {
    super(scope, id);
    const { job, resources } = props;
    const worker = job.worker;
    if (!worker) throw new Error(`Job ${job.name} declares no worker`);
    const timeoutSeconds = worker.timeoutSeconds ?? 300;

    this.function = new AppFunction(this, 'Function', {
      handlerPath: worker.handlerPath,
      usedBy: `Worker of scheduled job ${job.name}`,
      description: `${job.name} worker: ${worker.description}`,
      timeoutSeconds,
      memoryMb: job.memoryMb ?? 1024,
      environment: { ...appEnvironment(resources), JOB_WORKER_NAME: job.name },
    });
    grantAppAccess(this.function, resources, worker.access);

    this.deadLetterQueue = new sqs.Queue(this, 'DeadLetters', {
      enforceSSL: true,
      encryption: sqs.QueueEncryption.SQS_MANAGED,
      retentionPeriod: Duration.days(14),
    });
    this.queue = new sqs.Queue(this, 'Queue', {
      enforceSSL: true,
      encryption: sqs.QueueEncryption.SQS_MANAGED,
      // AWS's advice for a Lambda source: at least six times the function's timeout (capped at 12 hours).
      visibilityTimeout: Duration.seconds(Math.min(timeoutSeconds * 6, 43_200)),
      retentionPeriod: Duration.days(4),
      deadLetterQueue: { queue: this.deadLetterQueue, maxReceiveCount: worker.maxReceiveCount ?? 3 },
    });
    this.function.fn.addEventSource(
      new SqsEventSource(this.queue, { batchSize: worker.batchSize ?? 1, reportBatchItemFailures: true }),
    );

    // The job's Lambda sends its messages: SendMessage on this queue only (SendMessageBatch is
    // authorised as SendMessage).
    props.scheduled.function.role.addToPrincipalPolicy(
      new iam.PolicyStatement({ actions: ['sqs:SendMessage'], resources: [this.queue.queueArn] }),
    );
    props.scheduled.function.fn.addEnvironment('WORK_QUEUE_URL', this.queue.queueUrl);

    NagSuppressions.addResourceSuppressions(this.deadLetterQueue, [
      { id: 'AwsSolutions-SQS3', reason: `This queue is itself the dead-letter queue of ${job.name}'s work queue.` },
    ]);
  }
}
