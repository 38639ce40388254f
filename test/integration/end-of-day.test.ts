import { GetObjectCommand } from '@aws-sdk/client-s3';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdvanceTransactionRecord } from '../../shared/domain/advance-pay/advance-transaction';
import { klDate } from '../../shared/domain/time/time';
import { s3Client } from '../../lambdas/core/clients/s3';
import { env } from '../../lambdas/core/env';
import { getAdvanceTransaction, updateAdvanceTransaction } from '../../lambdas/data/advance-pay/advance-transactions';
import { getBankBatch } from '../../lambdas/data/advance-pay/bank-batches';
import { runEndOfDay } from '../../lambdas/services/advance-pay/end-of-day';
import { getOrgMonthSummary } from '../../lambdas/data/advance-pay/advance-pay-summaries';
import { isDue, runJob } from '../../dev/scheduler';
import { SCHEDULED_JOBS } from '../../infra/schedules';
import { callApi, expectOk, expectRefused, signIn } from '../support/api';
import { advancePayWorld, storeWithdrawal } from '../support/advance-pay';
import { match } from '../support/matchers';
import { DEMO_PASSWORD } from '../../dev/seeds/demo-password';

/**
 * End of day and complete-all (docs/rules.md#end-of-day), always limited to this file's own fresh
 * organisations (`orgId`): an all-organisation run would move other test files' transactions.
 */
let admin: string;
beforeAll(async () => {
  admin = (await signIn('admin@platform.test', DEMO_PASSWORD)).idToken;
});

/** A processing transaction not yet sent to bank (an admin set it by hand). */
async function processingNotSent(orgId: string, ic: string): Promise<AdvanceTransactionRecord> {
  const tx = await storeWithdrawal(orgId, ic, { status: 'approved', amount: 300 });
  const at = tx.modifiedAt + 1;
  return updateAdvanceTransaction(tx, {
    ...tx,
    status: 'processing',
    sentToBank: false,
    modifiedAt: at,
    modifiedBy: 'test',
    history: [...(tx.history ?? []), { status: 'processing', at, by: 'test' }],
  });
}

const readFile = async (key: string) =>
  (
    await (await s3Client()).send(new GetObjectCommand({ Bucket: env.filesBucket, Key: key }))
  ).Body!.transformToString();

describe('end of day', () => {
  it('sends every approved and every unsent processing withdrawal of the organisation, once, in one exact CSV', async () => {
    const world = await advancePayWorld();
    const ic = world.employee.employee.employeeICNumber;
    const approved1 = await storeWithdrawal(world.orgId, ic, { status: 'approved', amount: 200 });
    const approved2 = await storeWithdrawal(world.orgId, ic, { status: 'approved', amount: 100 });
    const unsent = await processingNotSent(world.orgId, ic);
    const pending = await storeWithdrawal(world.orgId, ic, { status: 'pending', amount: 150 });
    const alreadySent = await storeWithdrawal(world.orgId, ic, { status: 'processing', amount: 120 });

    const res = await callApi('advancePayAdmin-endOfDayProcessing', { orgId: world.orgId }, admin);
    expectOk(res);
    const expectedIds = [approved1.id, approved2.id, unsent.id].sort();
    expect(res.body.count).toBe(3);
    expect(res.body.total).toBe(190 + 95 + 285);
    expect(res.body.items.map((i: { id: string }) => i.id).sort()).toEqual(expectedIds);
    expect(res.body.items[0]).toMatchObject({
      orgId: world.orgId,
      orgName: world.org.name,
      createdBy: 'test',
      employeeICNumber: ic,
      banking: { bank: 'Maybank', bankCode: 'MBBEMYKL', accountNumber: '114011112222' },
    });
    expect(res.body.fileName).toBe(`bank-transfer-${klDate()}-${res.body.batchId}.csv`);

    const net = new Map([
      [approved1.id, '190.00'],
      [approved2.id, '95.00'],
      [unsent.id, '285.00'],
    ]);
    const expectedCsv =
      'Payee Name,IC Number,Bank,Bank Code,Account Number,Net Amount (RM),Reference\r\n' +
      expectedIds.map((id) => `test,${ic},Maybank,MBBEMYKL,114011112222,${net.get(id)},${id}\r\n`).join('');
    const batch = await getBankBatch(res.body.batchId!);
    expect(batch).toMatchObject({
      count: 3,
      totalNetSen: 57000,
      key: `bank-transfers/${klDate()}/${res.body.batchId}.csv`,
      orgId: world.orgId,
    });
    expect(await readFile(batch!.key)).toBe(expectedCsv);
    // The presigned link serves the same file.
    const download = await fetch(res.body.downloadUrl!);
    expect(download.status).toBe(200);
    expect(await download.text()).toBe(expectedCsv);

    for (const tx of [approved1, approved2, unsent]) {
      const stored = await getAdvanceTransaction(world.orgId, ic, tx.id);
      expect(stored).toMatchObject({ status: 'processing', sentToBank: true, batchId: res.body.batchId });
      expect(stored!.modifiedAt).toBeGreaterThan(tx.modifiedAt);
      expect(stored!.history!.at(-1)).toMatchObject({
        status: 'processing',
        by: match.any(String),
        reason: 'Sent to bank',
      });
    }
    expect((await getAdvanceTransaction(world.orgId, ic, pending.id))!.status).toBe('pending');
    expect((await getAdvanceTransaction(world.orgId, ic, alreadySent.id))!.modifiedAt).toBe(alreadySent.modifiedAt);
    // The summaries moved with the transactions: 2 approved → processing.
    const summary = await getOrgMonthSummary(world.orgId, approved1.periodKey);
    expect(summary.counts.approved).toBe(0);
    expect(summary.counts.processing).toBe(4);

    // A second run sends nothing and writes no file.
    const again = await callApi('advancePayAdmin-endOfDayProcessing', { orgId: world.orgId }, admin);
    expectOk(again);
    expect(again.body).toEqual({ count: 0, total: 0, items: [] });

    // completeAll: the processing ones already sent to bank (3 + the one sent before), with the transfer date.
    const today = klDate();
    const done = await callApi('advancePayAdmin-completeAll', { transferDate: today, orgId: world.orgId }, admin);
    expectOk(done);
    expect(done.body).toEqual({ count: 4 });
    for (const tx of [approved1, approved2, unsent, alreadySent]) {
      const stored = await getAdvanceTransaction(world.orgId, ic, tx.id);
      expect(stored).toMatchObject({ status: 'completed', transferDate: today });
      expect(stored!.history!.at(-1)!.status).toBe('completed');
    }
    expect(
      (await callApi('advancePayAdmin-completeAll', { transferDate: today, orgId: world.orgId }, admin)).body,
    ).toEqual({ count: 0 });
  });

  it('two runs at once send each withdrawal exactly once', async () => {
    const world = await advancePayWorld();
    const ic = world.employee.employee.employeeICNumber;
    const stored = await Promise.all(
      Array.from({ length: 6 }, () => storeWithdrawal(world.orgId, ic, { status: 'approved', amount: 100 })),
    );
    const [a, b] = await Promise.all([
      callApi('advancePayAdmin-endOfDayProcessing', { orgId: world.orgId }, admin),
      callApi('advancePayAdmin-endOfDayProcessing', { orgId: world.orgId }, admin),
    ]);
    expectOk(a);
    expectOk(b);
    const idsA: string[] = a.body.items.map((i: { id: string }) => i.id);
    const idsB: string[] = b.body.items.map((i: { id: string }) => i.id);
    expect(idsA.filter((id) => idsB.includes(id))).toEqual([]);
    expect([...idsA, ...idsB].sort()).toEqual(stored.map((t) => t.id).sort());
    // Each CSV holds exactly its own run's transactions.
    for (const run of [a.body, b.body].filter((r) => r.count > 0)) {
      const csv = await readFile((await getBankBatch(run.batchId!))!.key);
      expect(csv.trim().split('\r\n').length - 1).toBe(run.count);
    }
    for (const tx of stored) expect((await getAdvanceTransaction(world.orgId, ic, tx.id))!.status).toBe('processing');
  });

  it('a run whose bank file cannot be written puts its withdrawals back in the queue; the next run sends them', async () => {
    const world = await advancePayWorld();
    const ic = world.employee.employee.employeeICNumber;
    const tx = await storeWithdrawal(world.orgId, ic, { status: 'approved', amount: 250 });
    // This worker's own copy of the handler code, pointed at a bucket that does not exist.
    const bucket = process.env.FILES_BUCKET;
    process.env.FILES_BUCKET = 'no-such-bucket-for-this-test';
    try {
      await expect(runEndOfDay({ orgId: world.orgId, by: 'test' })).rejects.toThrow();
    } finally {
      process.env.FILES_BUCKET = bucket;
    }
    const back = (await getAdvanceTransaction(world.orgId, ic, tx.id))!;
    expect(back).toMatchObject({ status: 'processing', sentToBank: false });
    expect(back.batchId).toBeUndefined();
    expect(back.history!.at(-1)).toMatchObject({
      status: 'processing',
      reason: 'The bank file could not be written; waits for the next end of day',
    });

    const next = await callApi('advancePayAdmin-endOfDayProcessing', { orgId: world.orgId }, admin);
    expectOk(next);
    expect(next.body.items.map((i: { id: string }) => i.id)).toEqual([tx.id]);
    expect(await readFile((await getBankBatch(next.body.batchId!))!.key)).toContain(ic);
    expect(await getAdvanceTransaction(world.orgId, ic, tx.id)).toMatchObject({
      status: 'processing',
      sentToBank: true,
      batchId: next.body.batchId,
    });
  });

  it('refuses an unscoped run, an unknown organisation and a future transfer date', async () => {
    expect((await callApi('advancePayAdmin-endOfDayProcessing', {}, admin)).status).toBe(400);
    expect((await callApi('advancePayAdmin-endOfDayProcessing', { orgId: 'x', allOrgs: true }, admin)).status).toBe(
      400,
    );
    const unknown = await callApi('advancePayAdmin-endOfDayProcessing', { orgId: 'no-such-org' }, admin);
    expectRefused(unknown, 404);
    const future = await callApi(
      'advancePayAdmin-completeAll',
      { transferDate: '2999-01-01', orgId: 'no-such-org' },
      admin,
    );
    expectRefused(future, 400);
    expect(future.body.errorInfo.details?.[0].field).toBe('transferDate');
  });

  it('the scheduled job (working days 16:00 Malaysia time) sends the approved ones and changes nothing on a second run', async () => {
    const job = SCHEDULED_JOBS.find((j) => j.name === 'end-of-day')!;
    expect(job.cron).toEqual({ minute: '0', hour: '16', weekDay: 'MON-FRI' });
    expect(isDue(job.cron, new Date('2026-11-20T08:00:00Z'))).toBe(true); // Friday 16:00 in Kuala Lumpur
    expect(isDue(job.cron, new Date('2026-11-21T08:00:00Z'))).toBe(false); // Saturday
    expect(isDue(job.cron, new Date('2026-11-20T16:00:00Z'))).toBe(false); // Saturday 00:00 there

    const world = await advancePayWorld();
    const tx = await storeWithdrawal(world.orgId, world.employee.employee.employeeICNumber, { status: 'approved' });
    // The schedule's own event, limited to this file's organisation; run as the job (its declared access).
    // Due on a known working day, so the test does not depend on the day it runs (a holiday sends nothing).
    const at = new Date('2026-11-20T08:00:00Z');
    const first = await runJob(job, at, { orgId: world.orgId });
    expect(first).toMatchObject({ count: 1 });
    const stored = await getAdvanceTransaction(world.orgId, tx.employeeICNumber, tx.id);
    expect(stored).toMatchObject({ status: 'processing', sentToBank: true, modifiedBy: 'End-of-day job' });
    expect(await runJob(job, at, { orgId: world.orgId })).toMatchObject({ count: 0 });
    expect((await getAdvanceTransaction(world.orgId, tx.employeeICNumber, tx.id))!.modifiedAt).toBe(stored!.modifiedAt);
  });
});
