import { Duration } from 'aws-cdk-lib';
import * as events from 'aws-cdk-lib/aws-events';
import * as targets from 'aws-cdk-lib/aws-events-targets';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';
import type { UploadTriggerDefinition } from '../upload-triggers';
import { AppFunction } from './app-function';
import { appEnvironment, grantAppAccess, type AppResources } from './app-resources';

/** Props of {@link UploadTrigger}. */
export interface UploadTriggerProps {
  trigger: UploadTriggerDefinition;
  resources: AppResources;
}

/**
 * One entry of infra/upload-triggers.ts: Object Created under its prefixes of the uploads bucket →
 * SQS queue (dead-letter queue after `maxReceiveCount` receives) → Lambda with partial-batch
 * failure reporting.
 *
 * The bucket sends its events to EventBridge (DataStack sets `eventBridgeEnabled`) and a rule
 * here forwards the matching ones to the queue, reshaped into an S3 notification body. A
 * direct S3 → SQS notification would have to live in the bucket's stack and point at this
 * one, a dependency cycle between the stateful and stateless stacks.
 */
export class UploadTrigger extends Construct {
  readonly function: AppFunction;
  readonly queue: sqs.Queue;
  readonly deadLetterQueue: sqs.Queue;
  readonly rule: events.Rule;

  constructor(scope: Construct, id: string, props: UploadTriggerProps) {
    super(scope, id);
    const { trigger, resources } = props;
    const timeoutSeconds = trigger.timeoutSeconds ?? 300;

    this.function = new AppFunction(this, 'Function', {
      handlerPath: trigger.handlerPath,
      usedBy: `Upload trigger ${trigger.name}`,
      description: `${trigger.name}: ${trigger.description}`,
      timeoutSeconds,
      memoryMb: trigger.memoryMb ?? 1024,
      environment: { ...appEnvironment(resources), TRIGGER_NAME: trigger.name },
    });
    grantAppAccess(this.function, resources, trigger.access);

    this.deadLetterQueue = new sqs.Queue(this, 'DeadLetters', {
      enforceSSL: true,
      encryption: sqs.QueueEncryption.SQS_MANAGED,
      retentionPeriod: Duration.days(14),
    });
    this.queue = new sqs.Queue(this, 'Queue', {
      enforceSSL: true,
      encryption: sqs.QueueEncryption.SQS_MANAGED,
      // AWS's advice for a Lambda source: at least six times the function's timeout.
      visibilityTimeout: Duration.seconds(timeoutSeconds * 6),
      retentionPeriod: Duration.days(4),
      deadLetterQueue: { queue: this.deadLetterQueue, maxReceiveCount: trigger.maxReceiveCount ?? 5 },
    });

    this.rule = new events.Rule(this, 'ObjectCreated', {
      description: `Uploads under ${trigger.prefixes.join(', ')} → ${trigger.name}`,
      eventPattern: {
        source: ['aws.s3'],
        detailType: ['Object Created'],
        detail: {
          bucket: { name: [resources.uploadsBucket.bucketName] },
          object: { key: trigger.prefixes.map((prefix) => ({ prefix })) },
        },
      },
      targets: [
        new targets.SqsQueue(this.queue, {
          message: events.RuleTargetInput.fromObject({
            Records: [
              {
                eventSource: 'aws:s3',
                eventTime: events.EventField.time,
                eventName: `ObjectCreated:${events.EventField.fromPath('$.detail.reason')}`,
                s3: {
                  bucket: { name: events.EventField.fromPath('$.detail.bucket.name') },
                  object: {
                    key: events.EventField.fromPath('$.detail.object.key'),
                    size: events.EventField.fromPath('$.detail.object.size'),
                    eTag: events.EventField.fromPath('$.detail.object.etag'),
                    sequencer: events.EventField.fromPath('$.detail.object.sequencer'),
                  },
                },
              },
            ],
          }),
        }),
      ],
    });

    this.function.fn.addEventSource(
      new SqsEventSource(this.queue, {
        batchSize: trigger.batchSize ?? 5,
        reportBatchItemFailures: true,
      }),
    );

    NagSuppressions.addResourceSuppressions(this.deadLetterQueue, [
      {
        id: 'AwsSolutions-SQS3',
        reason: 'This queue is itself the dead-letter queue of the upload queue.',
      },
    ]);
  }
}
