import { Stack, type StackProps } from 'aws-cdk-lib';
import type * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { BACKGROUND_AREA } from '../../shared/registry/alarms';
import type { AppFunction } from '../constructs/app-function';
import { addLambdaAreaMetrics } from '../constructs/area-metrics';
import type { AppResources } from '../constructs/app-resources';
import { ScheduledJob } from '../constructs/scheduled-job';
import { UploadTrigger } from '../constructs/upload-trigger';
import type { ScheduledJob as ScheduledJobDefinition } from '../schedules';
import type { UploadTriggerDefinition } from '../upload-triggers';
import { QueueWorker } from '../constructs/work-queue';
import type { WorkQueueDefinition } from '../work-queues';

/** Props of {@link EventsStack}. */
export interface EventsStackProps extends StackProps {
  resources: AppResources;
  /** infra/schedules.ts `SCHEDULED_JOBS` (tests pass fixtures). */
  jobs: readonly ScheduledJobDefinition[];
  /** infra/upload-triggers.ts `UPLOAD_TRIGGERS` (tests pass fixtures). */
  uploadTriggers: readonly UploadTriggerDefinition[];
  /** infra/work-queues.ts `WORK_QUEUES`: one worker each (the queues are in the Data stack). */
  workQueues?: readonly WorkQueueDefinition[];
}

/** Work not started by a request (docs/architecture.md#jobs-and-schedules): scheduled jobs and upload processing. */
export class EventsStack extends Stack {
  readonly jobs: ScheduledJob[];
  readonly uploadTriggers: UploadTrigger[];
  readonly workers: QueueWorker[];

  /** Every Lambda of the stack. */
  get functions(): AppFunction[] {
    return [...this.jobs, ...this.uploadTriggers, ...this.workers].map((owner) => owner.function);
  }

  /** Every dead-letter queue of the stack (the work queues' own are in the Data stack), by name. */
  get deadLetterQueues(): { name: string; queue: sqs.IQueue }[] {
    return [
      ...this.jobs.map((job) => ({ name: `job-${job.node.id.replace(/^Job-/, '')}`, queue: job.deadLetterQueue })),
      ...this.uploadTriggers.map((t) => ({
        name: `upload-${t.node.id.replace(/^Upload-/, '')}`,
        queue: t.deadLetterQueue,
      })),
    ];
  }

  constructor(scope: Construct, id: string, props: EventsStackProps) {
    super(scope, id, props);
    this.jobs = props.jobs.map((job) => new ScheduledJob(this, `Job-${job.name}`, { job, resources: props.resources }));
    this.uploadTriggers = props.uploadTriggers.map(
      (trigger) => new UploadTrigger(this, `Upload-${trigger.name}`, { trigger, resources: props.resources }),
    );
    this.workers = (props.workQueues ?? []).map(
      (definition) => new QueueWorker(this, `Worker-${definition.name}`, { definition, resources: props.resources }),
    );
    // Their crashes and durations, one area for the alarms (infra/stacks/monitoring-stack.ts).
    for (const fn of this.functions) addLambdaAreaMetrics(fn, BACKGROUND_AREA);
  }
}
