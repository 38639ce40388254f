import { Aws, Duration, TimeZone } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as scheduler from 'aws-cdk-lib/aws-scheduler';
import { LambdaInvoke } from 'aws-cdk-lib/aws-scheduler-targets';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';
import { SCHEDULE_TIME_ZONE, jobMemoryMb, type ScheduledJob as ScheduledJobDefinition } from '../schedules';
import { AppFunction } from './app-function';
import { appEnvironment, grantAppAccess, type AppResources } from './app-resources';

/** Props of {@link ScheduledJob}. */
export interface ScheduledJobProps {
  job: ScheduledJobDefinition;
  resources: AppResources;
}

/**
 * One entry of infra/schedules.ts: a Lambda and an EventBridge Scheduler schedule whose cron
 * is read in Asia/Kuala_Lumpur wall time (so no conversion to UTC here or in the local
 * scheduler). The Lambda receives an EventBridge "Scheduled Event" whose `time` is when the
 * run was due (ISO, UTC), the same shape dev/scheduler.ts sends; failed runs are
 * retried twice, then kept in a dead-letter queue for 14 days.
 */
export class ScheduledJob extends Construct {
  readonly function: AppFunction;
  readonly schedule: scheduler.Schedule;
  readonly deadLetterQueue: sqs.Queue;

  constructor(scope: Construct, id: string, props: ScheduledJobProps) {
    super(scope, id);
    const { job } = props;
    this.function = new AppFunction(this, 'Function', {
      handlerPath: job.handlerPath,
      usedBy: `Scheduled job ${job.name}`,
      description: `${job.name}: ${job.description}`,
      timeoutSeconds: job.timeoutSeconds ?? 300,
      memoryMb: jobMemoryMb(job),
      environment: { ...appEnvironment(props.resources), JOB_NAME: job.name },
    });
    grantAppAccess(this.function, props.resources, job.access);

    this.deadLetterQueue = new sqs.Queue(this, 'DeadLetters', {
      enforceSSL: true,
      encryption: sqs.QueueEncryption.SQS_MANAGED,
      retentionPeriod: Duration.days(14),
    });
    NagSuppressions.addResourceSuppressions(this.deadLetterQueue, [
      {
        id: 'AwsSolutions-SQS3',
        reason: 'This queue is itself the dead-letter queue of the schedule target.',
      },
    ]);

    // Our own role (not the stack-wide one LambdaInvoke would share) so that its one finding
    // can be suppressed here, with the reason.
    const schedulerRole = new iam.Role(this, 'SchedulerRole', {
      assumedBy: new iam.ServicePrincipal('scheduler.amazonaws.com'),
    });

    const { minute, hour, weekDay, day } = job.cron;
    this.schedule = new scheduler.Schedule(this, 'Schedule', {
      description: job.description.slice(0, 512),
      schedule: scheduler.ScheduleExpression.cron({
        minute,
        hour,
        ...(weekDay !== undefined ? { weekDay } : {}),
        ...(day !== undefined ? { day } : {}),
        timeZone: TimeZone.of(SCHEDULE_TIME_ZONE),
      }),
      target: new LambdaInvoke(this.function.fn, {
        input: scheduler.ScheduleTargetInput.fromObject({
          version: '0',
          id: scheduler.ContextAttribute.executionId,
          'detail-type': 'Scheduled Event',
          source: 'aws.scheduler',
          account: Aws.ACCOUNT_ID,
          time: scheduler.ContextAttribute.scheduledTime,
          region: Aws.REGION,
          resources: [scheduler.ContextAttribute.scheduleArn],
          detail: {},
        }),
        retryAttempts: 2,
        maxEventAge: Duration.hours(6),
        deadLetterQueue: this.deadLetterQueue,
        role: schedulerRole,
      }),
    });
    // After the schedule: its target adds the invoke grant (the role's default policy).
    NagSuppressions.addResourceSuppressions(
      schedulerRole,
      [
        {
          id: 'AwsSolutions-IAM5',
          reason:
            "lambda:InvokeFunction on this job's function and its versions (`<arn>:*`), as aws-cdk-lib grants it; nothing else.",
          appliesTo: [{ regex: '/^Resource::<.*Function.*\\.Arn>:\\*$/' }],
        },
      ],
      true,
    );
  }
}
