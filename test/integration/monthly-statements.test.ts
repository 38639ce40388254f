import { beforeAll, describe, expect, it } from 'vitest';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { PDFDocument } from 'pdf-lib';
import { periodOf } from '../../shared/domain/advance-pay';
import { previousPeriod, statementDateOf } from '../../shared/domain/monthly-statement';
import { ddbDoc } from '../../lambdas/lib/aws';
import { env } from '../../lambdas/lib/env';
import { keys } from '../../lambdas/lib/keys';
import { generateStatements } from '../../lambdas/lib/statements';
import { runJob } from '../../infra/local/scheduler';
import { SCHEDULED_JOBS } from '../../infra/schedules';
import { callApi } from '../support/api';
import { advancePayWorld, storeWithdrawal } from '../support/advance-pay';
import { freshEmployee } from '../support/own-profile';
import { seedStatements } from '../../infra/local/seed-statements';

/** The periods of this file: both closed (the month before last and last month, Malaysia time). */
const current = periodOf();
const lastMonth = previousPeriod(current);
const monthBefore = previousPeriod(lastMonth);

const storedItem = async (orgId: string, ic: string, periodKey: string) =>
  (await ddbDoc().send(new GetCommand({ TableName: env.tableName, Key: keys.monthlyStatement(orgId, ic, periodKey), ConsistentRead: true }))).Item;

describe('monthly statements', () => {
  let world: Awaited<ReturnType<typeof advancePayWorld>>;
  let colleague: Awaited<ReturnType<typeof freshEmployee>>;
  let onlyRejected: Awaited<ReturnType<typeof freshEmployee>>;
  let ic: string;

  beforeAll(async () => {
    world = await advancePayWorld();
    ic = world.employee.employee.employeeICNumber;
    colleague = await freshEmployee(world.orgId, { salary: 2500, firstName: 'Lim', lastName: 'Wei', name: 'Lim Wei' });
    onlyRejected = await freshEmployee(world.orgId);
    // The month before last: two paid out (fees RM 10.00 and RM 7.53), one of every other status.
    for (const [amount, status] of [[200, 'completed'], [150.5, 'completed'], [100, 'pending'], [110, 'approved'], [80, 'processing'], [300, 'rejected'], [120, 'cancelled']] as const) {
      await storeWithdrawal(world.orgId, ic, { amount, status, period: monthBefore });
    }
    await storeWithdrawal(world.orgId, colleague.employee.employeeICNumber, { amount: 100, status: 'completed', period: monthBefore });
    await storeWithdrawal(world.orgId, onlyRejected.employee.employeeICNumber, { amount: 100, status: 'rejected', period: monthBefore });
    // Last month: one paid out.
    await storeWithdrawal(world.orgId, ic, { amount: 500, status: 'completed', period: lastMonth });
  }, 120_000);

  it('makes one statement per employee with paid-out withdrawals, with exact figures; a second run changes nothing', async () => {
    // act
    const first = await generateStatements(monthBefore.key, { orgId: world.orgId });
    // assess
    expect(first).toEqual({ periodKey: monthBefore.key, organisations: 1, employees: 3, created: 2, existing: 0, withoutStatement: 1 });
    const detail = await callApi('advancePayEmployee-getMonthlyStatement', { statementId: monthBefore.key }, world.employee.token);
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({
      id: monthBefore.key,
      periodKey: monthBefore.key,
      period: monthBefore.text,
      statementDate: statementDateOf(monthBefore.key),
      employeeName: world.employee.employee.name,
      employeeICNumber: ic,
      orgId: world.orgId,
      orgName: world.org.name,
      salary: 3000,
      // paid out or on their way: net 190.00 + 142.97 + 104.50 + 76.00; fees 10.00 + 7.53 + 5.50 + 4.00;
      // deducted = the amounts asked for (the pending one is left out: it may still be rejected)
      totalWithdrawn: 513.47,
      totalReceived: 513.47,
      serviceFee: 27.03,
      totalDeductable: 540.5,
      balancePayable: 2459.5,
      transferred: 4,
    });
    expect(detail.body.message).toMatch(/^RM 540\.50 will be deducted from your salary on pay day, 28 /);
    expect(detail.body.message).toContain('Your balance payable is RM 2,459.50.');
    expect(detail.body.withdrawals.map((w: { amount: number; fee: number; net: number; status: string }) => [w.amount, w.fee, w.net, w.status])).toEqual([
      [200, 10, 190, 'completed'],
      [150.5, 7.53, 142.97, 'completed'],
      [110, 5.5, 104.5, 'approved'],
      [80, 4, 76, 'processing'],
    ]);
    const colleagues = await callApi('advancePayEmployee-getMonthlyStatement', { statementId: monthBefore.key }, colleague.token);
    expect(colleagues.body).toMatchObject({ employeeName: 'Lim Wei', salary: 2500, totalWithdrawn: 95, serviceFee: 5, totalDeductable: 100, balancePayable: 2400, transferred: 1 });

    const before = await storedItem(world.orgId, ic, monthBefore.key);
    const second = await generateStatements(monthBefore.key, { orgId: world.orgId });
    expect(second).toMatchObject({ created: 0, existing: 2, withoutStatement: 1 });
    expect(await storedItem(world.orgId, ic, monthBefore.key)).toEqual(before);
  });

  it('refuses to make the statements of a period that has not closed', async () => {
    await expect(generateStatements(current.key, { orgId: world.orgId })).rejects.toThrow(/not closed/);
  });

  it('shows each employee their own statements only; managers may not call', async () => {
    await generateStatements(monthBefore.key, { orgId: world.orgId });
    const none = await callApi('advancePayEmployee-getMonthlyStatement', { statementId: monthBefore.key }, onlyRejected.token);
    expect(none.status).toBe(404);
    expect(none.body.errorInfo.message).toMatch(/not found/);
    expect((await callApi('advancePayEmployee-getMonthlyStatements', {}, onlyRejected.token)).body).toEqual({ items: [] });
    expect((await callApi('advancePayEmployee-getDownloadURL', { statementId: monthBefore.key }, onlyRejected.token)).status).toBe(404);

    const elsewhere = await advancePayWorld();
    expect((await callApi('advancePayEmployee-getMonthlyStatement', { statementId: monthBefore.key }, elsewhere.employee.token)).status).toBe(404);

    for (const token of [world.manager.token, world.executive.token]) {
      const res = await callApi('advancePayEmployee-getMonthlyStatements', {}, token);
      expect(res.status).toBe(403);
      expect(res.body.errorInfo.code).toBe('FORBIDDEN');
    }
    const bad = await callApi('advancePayEmployee-getMonthlyStatement', { statementId: '2026-13' }, world.employee.token);
    expect(bad.status).toBe(400);
    expect(bad.body.errorInfo.details[0].field).toBe('statementId');
  });

  it('serves the PDF, made on the first download, through a presigned link', async () => {
    await generateStatements(monthBefore.key, { orgId: world.orgId });
    // act
    const res = await callApi('advancePayEmployee-getDownloadURL', { statementId: monthBefore.key }, world.employee.token);
    // assess
    expect(res.status).toBe(200);
    expect(res.body.message).toContain(monthBefore.text);
    const file = await fetch(res.body.url);
    expect(file.status).toBe(200);
    const bytes = new Uint8Array(await file.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 4))).toBe('%PDF');
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(1);
    expect(pdf.getTitle()).toContain(monthBefore.text);

    const item = await storedItem(world.orgId, ic, monthBefore.key);
    expect(item?.pdfKey).toBe(`statements/${world.orgId}/${ic}/${monthBefore.key}.pdf`);
    const again = await callApi('advancePayEmployee-getDownloadURL', { statementId: monthBefore.key }, world.employee.token);
    expect(again.status).toBe(200);
    expect((await storedItem(world.orgId, ic, monthBefore.key))?.pdfGeneratedAt).toBe(item?.pdfGeneratedAt);
    const second = new Uint8Array(await (await fetch(again.body.url)).arrayBuffer());
    expect(Buffer.from(second).equals(Buffer.from(bytes))).toBe(true);
  });

  it('the monthly-statements job makes the statements of the period that has just closed, once', async () => {
    // prepare: the job as EventBridge fires it, on the 1st of this month at 00:30 Malaysia time
    const job = SCHEDULED_JOBS.find((j) => j.name === 'monthly-statements')!;
    expect(job.cron).toEqual({ minute: '30', hour: '0', day: '1' });
    const at = new Date(`${current.key}-01T00:30:00+08:00`);
    await generateStatements(monthBefore.key, { orgId: world.orgId });
    // act
    const result = (await runJob(job, at)) as { periodKey: string; created: number };
    // assess: last month's statements (of every organisation: only this file's are asserted)
    expect(result.periodKey).toBe(lastMonth.key);
    const list = await callApi('advancePayEmployee-getMonthlyStatements', {}, world.employee.token);
    expect(list.status).toBe(200);
    expect(list.body.items.map((s: { id: string }) => s.id)).toEqual([lastMonth.key, monthBefore.key]);
    expect(list.body.items[0]).toMatchObject({ totalWithdrawn: 475, serviceFee: 25, totalDeductable: 500, balancePayable: 2500, statementDate: `${current.key}-01` });
    const made = await storedItem(world.orgId, ic, lastMonth.key);
    await runJob(job, at);
    expect(await storedItem(world.orgId, ic, lastMonth.key)).toEqual(made);
  });
});

describe('the demo seed step', () => {
  it('makes the statements of every closed month with withdrawals of the organisations it is given, once', async () => {
    // prepare: paid out two months ago and five months ago; this month's is not closed
    const world = await advancePayWorld();
    const ic = world.employee.employee.employeeICNumber;
    const fiveMonthsAgo = previousPeriod(previousPeriod(previousPeriod(monthBefore)));
    await storeWithdrawal(world.orgId, ic, { amount: 100, status: 'completed', period: fiveMonthsAgo });
    await storeWithdrawal(world.orgId, ic, { amount: 100, status: 'completed', period: monthBefore });
    await storeWithdrawal(world.orgId, ic, { amount: 100, status: 'completed', period: current });
    // act
    const first = await seedStatements([world.orgId]);
    const second = await seedStatements([world.orgId]);
    // assess
    expect(first.map((r) => [r.periodKey, r.created])).toEqual([[monthBefore.key, 1], [fiveMonthsAgo.key, 1]]);
    expect(second.map((r) => [r.periodKey, r.created, r.existing])).toEqual([[monthBefore.key, 0, 1], [fiveMonthsAgo.key, 0, 1]]);
    const list = await callApi('advancePayEmployee-getMonthlyStatements', {}, world.employee.token);
    expect(list.body.items.map((s: { id: string }) => s.id)).toEqual([monthBefore.key, fiveMonthsAgo.key]);
  });
});
