import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { HeadObjectCommand } from '@aws-sdk/client-s3';
import { describe, expect, inject, it } from 'vitest';
import { asSen } from '../../shared/domain/money/money';
import { sendToQueue } from '../../lambdas/core/clients/queues';
import { CORRELATION_METADATA, s3Client } from '../../lambdas/core/clients/s3';
import { env } from '../../lambdas/core/env';
import { withInvocation } from '../../lambdas/core/powertools';
import { getAdvanceTransaction } from '../../lambdas/data/advance-pay/advance-transactions';
import { getBankBatch } from '../../lambdas/data/advance-pay/bank-batches';
import { listOutboxMessages } from '../../lambdas/data/messages/outbox';
import { partnerFileCorrelationId } from '../../lambdas/services/finance/partner-import';
import { uploadedDocumentId } from '../../lambdas/data/finance/uploaded-documents';
import { localS3OfSite } from '../../dev/drop';
import { ensureLocalQueues } from '../../dev/queues';
import { runJob } from '../../dev/scheduler';
import { SCHEDULED_JOBS } from '../../infra/schedules';
import { advancePayWorld, storeWithdrawal } from '../support/advance-pay';
import { callApi, expectOk, okBody, signIn, stackUrl } from '../support/api';
import { linesWithPersonalData, readLogLines, type LogLine } from '../support/log-lines';
import { codeSentTo } from '../support/own-profile';
import { createTestUser } from '../support/users';

/**
 * Logs you can follow (docs/architecture.md#logging), read from the lines the local stack and the
 * test workers write (test/support/log-lines.ts): one correlation id from an API request into what
 * it causes, a scheduled run's own id into what it queues and writes, no invocation's fields in the
 * lines of another, and no personal data whole.
 */

const linesOf = (correlationId: string) => readLogLines().filter((l) => l.correlation_id === correlationId);

/** Wait until the captured lines hold one that `match` accepts (the stack writes them as it works). */
async function lineWhere(match: (line: LogLine) => boolean, timeout = 60_000): Promise<LogLine> {
  await expect.poll(() => readLogLines().some(match), { timeout, interval: 250 }).toBe(true);
  return readLogLines().find(match)!;
}

const bankFileCorrelation = async (key: string) =>
  (await (await s3Client()).send(new HeadObjectCommand({ Bucket: env.filesBucket, Key: key }))).Metadata?.[
    CORRELATION_METADATA
  ];

describe('correlation ids', () => {
  it('follow a withdrawal request, its SMS, the end of day that sends it, its queue message and its bank file', async () => {
    const w = await advancePayWorld({ employee: { salarySen: asSen(900_000) } });
    const employee = w.employee.employee;
    const request = `withdrawal-${randomUUID()}`;
    const header = { 'x-correlation-id': request };

    // The request, under the caller's correlation id: its lines and its SMS carry it.
    expect(
      (
        await callApi(
          'advancePayEmployee-sendVerificationCode',
          { amount: 120, reason: 'Medical' },
          w.employee.token,
          header,
        )
      ).body,
    ).toBe(true);
    const code = await codeSentTo(employee.mobileNumber!);
    const initiated = await callApi(
      'advancePayEmployee-initiateTransaction',
      { amount: 120, reasonForWithdrawal: 'Medical', verificationCode: `R-${code}` },
      w.employee.token,
      header,
    );
    expectOk(initiated);
    await lineWhere((l) => l.correlation_id === request && l.callable === 'advancePayEmployee-initiateTransaction');
    expect(linesOf(request).map((l) => [l.function_name, l.callable, l.status])).toEqual(
      expect.arrayContaining([
        ['advancePayEmployee-sendVerificationCode', 'advancePayEmployee-sendVerificationCode', 200],
        ['advancePayEmployee-initiateTransaction', 'advancePayEmployee-initiateTransaction', 200],
      ]),
    );
    const [sms] = (await listOutboxMessages({ to: employee.mobileNumber! })).filter((m) => m.text.includes(code));
    expect(sms.correlationId).toBe(request);
    // The answer names it too, and a request without one gets a new id of its own.
    const plain = await fetch(stackUrl('/api/advancePayEmployee-getAdvancePayBalance'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${w.employee.token}` },
      body: '{}',
    });
    const own = plain.headers.get('x-correlation-id');
    expect(own).toMatch(/^[\w.:=/+-]{8,}$/);
    expect(own).not.toBe(request);

    const tx = okBody(await callApi('advancePayEmployee-getTransactions', {}, w.employee.token)).items[0];
    expectOk(
      await callApi(
        'advancePayManagement-updateTransaction',
        { status: 'approved', transactionId: tx.id, employeeICNumber: employee.employeeICNumber },
        w.manager.token,
      ),
    );

    // The scheduled end of day (this organisation only) starts its own id and writes its bank file under it.
    const job = SCHEDULED_JOBS.find((j) => j.name === 'end-of-day')!;
    expect(await runJob(job, new Date(), { orgId: w.orgId })).toMatchObject({ count: 1 });
    const sent = await getAdvanceTransaction(w.orgId, employee.employeeICNumber, tx.id);
    expect(sent).toMatchObject({ status: 'processing', sentToBank: true });
    const written = await lineWhere((l) => l.message === 'End of day: batch written' && l.batchId === sent!.batchId);
    const run = written.correlation_id as string;
    expect(run).not.toBe(request);
    expect(linesOf(run).map((l) => [l.function_name, l.message])).toEqual(
      expect.arrayContaining([
        ['end-of-day', 'End of day: batch written'],
        ['end-of-day', 'Scheduled end of day done'],
      ]),
    );
    const batch = await getBankBatch(sent!.batchId!);
    expect(await bankFileCorrelation(batch!.key)).toBe(run);

    // A run that queues: the message carries the sender's id to the worker, which writes its file under it.
    const second = await storeWithdrawal(w.orgId, employee.employeeICNumber, { status: 'approved', amount: 50 });
    const fanOut = `end-of-day-${randomUUID()}`;
    await withInvocation({ functionName: 'end-of-day' }, fanOut, () => sendToQueue('end-of-day', [{ orgId: w.orgId }]));
    await ensureLocalQueues().idle();
    const done = await lineWhere((l) => l.message === 'End of day of an organisation done' && l.orgId === w.orgId);
    expect(done).toMatchObject({ correlation_id: fanOut, function_name: 'end-of-day', count: 1 });
    const queued = await getAdvanceTransaction(w.orgId, employee.employeeICNumber, second.id);
    expect(await bankFileCorrelation((await getBankBatch(queued!.batchId!))!.key)).toBe(fanOut);
  });
});

describe('log context', () => {
  it('a partner file imported while callables run logs under its own function and id, with none of their fields', async () => {
    const user = await createTestUser({ role: 'Manager', orgId: 'demo', acceptedTerms: true });
    const token = (await signIn(user.email, user.password)).idToken;
    const s3 = await localS3OfSite(inject('stackUrl'));
    const key = `${s3.dropPrefixes.sales}${Date.now()}-log-context.csv`;
    const body = `organisationCode,amount,date,reference\r\nno-such-log-org,10.00,01/11/2026,LOG-${randomUUID()}\r\n`;
    const callId = (i: number) => `log-context-${randomUUID()}-${i}`;

    // Callables answer on the same process while the upload's trigger runs.
    const ids = Array.from({ length: 8 }, (_, i) => callId(i));
    const [put] = await Promise.all([
      fetch(`${s3.endpoint}/${s3.uploadsBucket}/${key}`, { method: 'PUT', body }),
      ...ids.map((id) => callApi('users-getCurrentUser', {}, token, { 'x-correlation-id': id })),
    ]);
    expect(put.status).toBe(200);
    const documentId = uploadedDocumentId(key, put.headers.get('etag') ?? '');
    const imported = await lineWhere((l) => l.message === 'Partner file imported' && l.documentId === documentId);
    ids.push(
      ...(await Promise.all(
        [0, 1].map(async (i) => {
          const id = callId(10 + i);
          await callApi('users-getCurrentUser', {}, token, { 'x-correlation-id': id });
          return id;
        }),
      )),
    );

    expect(imported).toMatchObject({
      function_name: 'partner-files',
      function_arn: 'arn:aws:lambda:local:000000000000:function:partner-files',
      correlation_id: partnerFileCorrelationId(documentId),
    });
    expect(imported).not.toHaveProperty('callable');
    await lineWhere((l) => l.correlation_id === ids.at(-1));
    for (const id of ids) {
      const lines = linesOf(id);
      expect(lines.map((l) => [l.function_name, l.callable, l.message])).toEqual([
        ['users-getCurrentUser', 'users-getCurrentUser', 'Request answered'],
      ]);
      expect(lines[0].function_request_id).not.toBe(imported.function_request_id);
    }
  });
});

describe('personal data in logs', () => {
  it('no captured line shows an IC, account or mobile number whole, the test data of this file included', async () => {
    const w = await advancePayWorld({ employee: { salarySen: asSen(900_000) } });
    const employee = w.employee.employee;
    // A request that fails on the employee's own numbers, and one that succeeds.
    await callApi(
      'advancePayManagement-updateTransaction',
      { status: 'approved', transactionId: 'no-such-transaction', employeeICNumber: employee.employeeICNumber },
      w.manager.token,
    );
    expectOk(await callApi('advancePayEmployee-getAdvancePayBalance', {}, w.employee.token));
    await lineWhere((l) => l.callable === 'advancePayEmployee-getAdvancePayBalance');

    const text = readFileSync(inject('stackLogFile'), 'utf8').split('\n');
    expect(text.length).toBeGreaterThan(10);
    const known = [employee.employeeICNumber, employee.mobileNumber ?? '', employee.accountNumber ?? ''];
    expect(known.every((k) => k.replace(/\D/g, '').length >= 8)).toBe(true);
    expect(linesWithPersonalData(text, known)).toEqual([]);
    // The check does find them when a line holds them.
    const leaking = JSON.stringify({ level: 'INFO', message: 'x', note: `IC ${employee.employeeICNumber}` });
    expect(linesWithPersonalData([leaking], known)).toEqual([leaking]);
  });
});
