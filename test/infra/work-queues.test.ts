import { Match } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { callables } from '../../shared/callables';
import { queueUrlVariable } from '../../shared/registry/access';
import { SCHEDULED_JOBS } from '../../infra/schedules';
import { WORK_QUEUES } from '../../infra/work-queues';
import { synthPlatform, templateOf } from './synth';
import { ofType } from './template';

/** The work queues (infra/work-queues.ts): SQS with a dead-letter queue in Data, a bounded worker in Events. */
let platform: ReturnType<typeof synthPlatform>;

beforeAll(() => {
  platform = synthPlatform({ jobs: SCHEDULED_JOBS, uploadTriggers: [], nag: false });
});

describe('work queues', () => {
  it('each is an encrypted queue, TLS only, with a dead-letter queue after its receives', () => {
    const t = templateOf(platform.data);
    for (const def of WORK_QUEUES) {
      t.hasResourceProperties('AWS::SQS::Queue', {
        SqsManagedSseEnabled: true,
        VisibilityTimeout: (def.timeoutSeconds ?? 300) * 6,
        RedrivePolicy: { deadLetterTargetArn: Match.anyValue(), maxReceiveCount: def.maxReceiveCount ?? 3 },
      });
    }
    // Every queue and dead-letter queue refuses plain HTTP.
    const policies = ofType(platform.data, 'AWS::SQS::QueuePolicy');
    expect(policies.length).toBeGreaterThanOrEqual(WORK_QUEUES.length * 2);
    for (const p of policies) expect(JSON.stringify(p.Properties)).toContain('aws:SecureTransport');
  });

  it('each has one worker, fed with partial-batch failure reporting and a bounded concurrency', () => {
    const t = templateOf(platform.events!);
    for (const def of WORK_QUEUES) {
      t.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
        BatchSize: def.batchSize ?? 1,
        FunctionResponseTypes: ['ReportBatchItemFailures'],
        ScalingConfig: { MaximumConcurrency: Math.max(2, def.maxConcurrency ?? 5) },
      });
      t.hasResourceProperties('AWS::Lambda::Function', {
        Timeout: def.timeoutSeconds ?? 300,
        Environment: { Variables: Match.objectLike({ WORKER_NAME: def.name }) },
      });
    }
  });

  it("the senders get the queue's URL: the approval callable and the statements job", () => {
    const approve = callables.find((c) => c.name === 'employees-approveEmployees');
    expect(approve?.access.queues).toEqual(['employee-approvals']);
    const senders = platform.api.routeStacks.flatMap((s) =>
      ofType(s, 'AWS::Lambda::Function').filter(
        (fn) => fn.Properties.Environment?.Variables?.[queueUrlVariable('employee-approvals')] !== undefined,
      ),
    );
    expect(senders.map((fn) => fn.Properties.Environment?.Variables?.CALLABLE_NAME)).toEqual([
      'employees-approveEmployees',
    ]);
    templateOf(platform.events!).hasResourceProperties('AWS::Lambda::Function', {
      Environment: {
        Variables: Match.objectLike({
          JOB_NAME: 'monthly-statements',
          [queueUrlVariable('monthly-statements')]: Match.anyValue(),
        }),
      },
    });
  });
});
