import path from 'node:path';
import * as cognito from 'aws-cdk-lib/aws-cognito';
import { Annotations, Match } from 'aws-cdk-lib/assertions';
import { CfnWaitConditionHandle, Stack } from 'aws-cdk-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { SCHEDULED_JOBS } from '../../infra/schedules';
import { UPLOAD_TRIGGERS } from '../../infra/upload-triggers';
import { WebStack } from '../../infra/stacks/web-stack';
import { FIXTURE_JOB, FIXTURE_TRIGGER } from './fixtures/events';
import { synthPlatform, templateOf, testApp } from './synth';
import { ofType } from './template';

let platform: ReturnType<typeof synthPlatform>;

beforeAll(() => {
  platform = synthPlatform({ jobs: [FIXTURE_JOB], uploadTriggers: [FIXTURE_TRIGGER] });
});

describe('ScheduledJob', () => {
  it("runs the job's Lambda on an EventBridge Scheduler cron in Kuala Lumpur time", () => {
    const t = templateOf(platform.events!);
    t.hasResourceProperties('AWS::Scheduler::Schedule', {
      ScheduleExpression: 'cron(30 23 ? * MON-FRI *)',
      ScheduleExpressionTimezone: 'Asia/Kuala_Lumpur',
      FlexibleTimeWindow: { Mode: 'OFF' },
      Target: Match.objectLike({
        Arn: Match.anyValue(),
        Input: Match.anyValue(),
        DeadLetterConfig: { Arn: Match.anyValue() },
        RetryPolicy: Match.objectLike({ MaximumRetryAttempts: 2 }),
      }),
    });
    // The event dev/scheduler.ts sends too: an EventBridge "Scheduled Event", `time` = when due.
    const input = JSON.stringify(ofType(platform.events!, 'AWS::Scheduler::Schedule')[0].Properties.Target.Input);
    expect(input).toContain('Scheduled Event');
    expect(input).toContain('\\"time\\":\\"<aws.scheduler.scheduled-time>\\"');
    t.hasResourceProperties('AWS::Lambda::Function', {
      Runtime: 'nodejs22.x',
      Architectures: ['arm64'],
      Timeout: 300,
      Environment: { Variables: Match.objectLike({ JOB_NAME: 'fixture-end-of-day', TABLE_NAME: Match.anyValue() }) },
    });
  });
});

describe('UploadTrigger', () => {
  it('sends Object Created under the prefix to a queue with a dead-letter queue', () => {
    const t = templateOf(platform.events!);
    t.hasResourceProperties('AWS::Events::Rule', {
      EventPattern: {
        source: ['aws.s3'],
        'detail-type': ['Object Created'],
        detail: { bucket: { name: [Match.anyValue()] }, object: { key: [{ prefix: 'sales/' }] } },
      },
      Targets: [
        Match.objectLike({ InputTransformer: Match.objectLike({ InputTemplate: Match.stringLikeRegexp('aws:s3') }) }),
      ],
    });
    t.hasResourceProperties('AWS::SQS::Queue', {
      VisibilityTimeout: 720,
      RedrivePolicy: { deadLetterTargetArn: Match.anyValue(), maxReceiveCount: 5 },
    });
  });

  it('feeds the Lambda with partial-batch failure reporting', () => {
    templateOf(platform.events!).hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      BatchSize: 5,
    });
  });

  it('the uploads bucket sends its events to EventBridge', () => {
    templateOf(platform.data).hasResourceProperties('Custom::S3BucketNotifications', {
      NotificationConfiguration: { EventBridgeConfiguration: {} },
    });
  });
});

describe('the real lists', () => {
  it('job and trigger names are unique kebab-case and their handler files exist (checked at synth)', () => {
    for (const list of [SCHEDULED_JOBS, UPLOAD_TRIGGERS]) {
      const names = list.map((x) => x.name);
      expect(new Set(names).size).toBe(names.length);
      for (const name of names) expect(name).toMatch(/^[a-z][a-z0-9-]*$/);
    }
  });

  it('no Events stack is created while every list is empty (an empty stack cannot be deployed)', () => {
    const p = synthPlatform({ jobs: [], uploadTriggers: [], workQueues: [], nag: false, callables: [] });
    expect(p.events).toBeUndefined();
  });
});

describe('WebStack without a site build', () => {
  it('deploys config.json only and warns instead of failing', () => {
    // prepare
    const app = testApp();
    const stack = new Stack(app, 'Refs', { env: { region: 'ap-southeast-1' } });
    new CfnWaitConditionHandle(stack, 'NotEmpty'); // an empty stack fails validation
    const userPool = cognito.UserPool.fromUserPoolId(stack, 'Pool', 'ap-southeast-1_test');
    const userPoolClient = cognito.UserPoolClient.fromUserPoolClientId(stack, 'Client', 'client');
    // act
    const web = new WebStack(app, 'NoSite', {
      env: { region: 'ap-southeast-1' },
      userPool,
      userPoolClient,
      apiDomainName: 'example.execute-api.ap-southeast-1.amazonaws.com',
      siteDir: path.join(__dirname, 'fixtures', 'no-such-dist'),
    });
    app.synth();
    // assess
    templateOf(web).resourceCountIs('Custom::CDKBucketDeployment', 1);
    Annotations.fromStack(web).hasWarning('/NoSite', Match.stringLikeRegexp('config.json only'));
  });
});

describe('missing handler files', () => {
  it("fail synth with the callable's name", () => {
    const missing = { name: 'nowhere-doSomething', summary: 'x', roles: 'public', terms: false } as never;
    expect(() => synthPlatform({ callables: [missing], nag: false })).toThrow(
      /Callable nowhere-doSomething: handler file lambdas\/handlers\/nowhere\/do-something\.ts does not exist/,
    );
  });
});
