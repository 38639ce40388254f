import { describe, expect, it } from 'vitest';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { SQSEvent } from 'aws-lambda';
import { periodOf } from '../../shared/domain/advance-pay/advance-pay';
import { previousPeriod } from '../../shared/domain/advance-pay/monthly-statement';
import { ddbDoc } from '../../lambdas/core/clients/dynamodb';
import { env } from '../../lambdas/core/env';
import { keys } from '../../lambdas/data/table/keys';
import { listAllOrgIds } from '../../lambdas/data/organisations/orgs';
import { handler as statementsWorker } from '../../lambdas/workers/monthly-statements';
import { runJob } from '../../dev/scheduler';
import { SCHEDULED_JOBS } from '../../infra/schedules';
import { advancePayWorld, storeWithdrawal } from '../support/advance-pay';

/** The monthly statements fanned out per organisation (lambdas/jobs/monthly-statements.ts → its work queue). */
const current = periodOf();
const lastMonth = previousPeriod(current);

const statementOf = async (orgId: string, ic: string) =>
  (
    await (
      await ddbDoc()
    ).send(
      new GetCommand({
        TableName: env.tableName,
        Key: keys.monthlyStatement(orgId, ic, lastMonth.key),
        ConsistentRead: true,
      }),
    )
  ).Item;

/** The event SQS gives the worker: one record per body. */
const sqsEvent = (...bodies: unknown[]): SQSEvent =>
  ({
    Records: bodies.map((body, i) => ({
      messageId: `m-${i}`,
      receiptHandle: `r-${i}`,
      body: JSON.stringify(body),
      attributes: {},
      messageAttributes: {},
      md5OfBody: '',
      eventSource: 'aws:sqs',
      eventSourceARN: 'arn:aws:sqs:local:000000000000:monthly-statements',
      awsRegion: 'ap-southeast-1',
    })),
  }) as unknown as SQSEvent;

describe('monthly statements, one organisation per message', () => {
  it(
    'the job reads no withdrawal, sends one message per organisation; the workers make each organisation’s statements once',
    { timeout: 120_000 },
    async () => {
      // prepare: two organisations with a paid-out withdrawal last month
      const [a, b] = await Promise.all([advancePayWorld(), advancePayWorld()]);
      const icA = a.employee.employee.employeeICNumber;
      const icB = b.employee.employee.employeeICNumber;
      await storeWithdrawal(a.orgId, icA, { amount: 300, status: 'completed', period: lastMonth });
      await storeWithdrawal(b.orgId, icB, { amount: 200, status: 'completed', period: lastMonth });
      const job = SCHEDULED_JOBS.find((j) => j.name === 'monthly-statements');
      if (!job) throw new Error('no monthly-statements job');
      // The job itself may only read the table and send (the local access check holds it to that).
      expect(job.access).toEqual({ table: 'read', queues: ['monthly-statements'] });
      // act: the job as EventBridge fires it; the local queue runs the workers before runJob answers
      // (other test files create organisations on the same stack meanwhile: count before and after)
      const orgsBefore = (await listAllOrgIds()).length;
      const result = (await runJob(job, new Date(`${current.key}-01T00:30:00+08:00`))) as {
        periodKey: string;
        organisations: number;
      };
      // assess
      expect(result.periodKey).toBe(lastMonth.key);
      expect(result.organisations).toBeGreaterThanOrEqual(orgsBefore);
      expect(result.organisations).toBeLessThanOrEqual((await listAllOrgIds()).length);
      const [madeA, madeB] = await Promise.all([statementOf(a.orgId, icA), statementOf(b.orgId, icB)]);
      expect(madeA).toMatchObject({ orgId: a.orgId });
      expect(madeB).toMatchObject({ orgId: b.orgId });

      // A message delivered again (at least once delivery) changes nothing.
      const again = await statementsWorker(
        sqsEvent({ periodKey: lastMonth.key, orgId: a.orgId, at: new Date().toISOString() }),
      );
      expect(again).toEqual({ batchItemFailures: [] });
      expect(await statementOf(a.orgId, icA)).toEqual(madeA);
    },
  );

  it('a message that cannot be done is reported for a retry, the others are done', async () => {
    const out = await statementsWorker(
      sqsEvent(
        { periodKey: current.key, orgId: 'any', at: new Date().toISOString() }, // not closed yet
        { periodKey: lastMonth.key, orgId: 'no-such-org', at: new Date().toISOString() },
      ),
    );
    expect(out).toEqual({ batchItemFailures: [{ itemIdentifier: 'm-0' }] });
  });
});
