import { beforeAll, describe, expect, it } from 'vitest';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { PDFDocument } from 'pdf-lib';
import { asSen } from '../../shared/domain/money/money';
import { periodOf } from '../../shared/domain/advance-pay/advance-pay';
import { longDate, previousPeriod, statementDateOf } from '../../shared/domain/advance-pay/monthly-statement';
import { ddbDoc } from '../../lambdas/core/clients/dynamodb';
import { s3Client } from '../../lambdas/core/clients/s3';
import { env } from '../../lambdas/core/env';
import { keys } from '../../lambdas/data/table/keys';
import { generateStatements } from '../../lambdas/services/advance-pay/statements';
import { runJob } from '../../dev/scheduler';
import { SCHEDULED_JOBS } from '../../infra/schedules';
import { callApi, expectOk, expectRefused } from '../support/api';
import { advancePayWorld, storeWithdrawal } from '../support/advance-pay';
import { freshEmployee } from '../support/own-profile';
import { seedStatements } from '../../dev/seeds/seed-statements';
import { pdfTextLines } from '../support/pdf-text';

/** The statements' exact figures are of a RM 3,000 salary (the fixture's default is higher). */
const STATEMENT_SALARY = { salarySen: asSen(300_000) };
/** The periods of this file: both closed (the month before last and last month, Malaysia time). */
const current = periodOf();
const lastMonth = previousPeriod(current);
const monthBefore = previousPeriod(lastMonth);

const storedItem = async (orgId: string, ic: string, periodKey: string) =>
  (
    await (
      await ddbDoc()
    ).send(
      new GetCommand({
        TableName: env.tableName,
        Key: keys.monthlyStatement(orgId, ic, periodKey),
        ConsistentRead: true,
      }),
    )
  ).Item;

describe('monthly statements', () => {
  let world: Awaited<ReturnType<typeof advancePayWorld>>;
  let colleague: Awaited<ReturnType<typeof freshEmployee>>;
  let onlyRejected: Awaited<ReturnType<typeof freshEmployee>>;
  let ic: string;

  beforeAll(async () => {
    world = await advancePayWorld({ employee: STATEMENT_SALARY });
    ic = world.employee.employee.employeeICNumber;
    colleague = await freshEmployee(world.orgId, {
      salarySen: asSen(250_000),
      firstName: 'Lim',
      lastName: 'Wei',
      name: 'Lim Wei',
    });
    onlyRejected = await freshEmployee(world.orgId, STATEMENT_SALARY);
    // The month before last: two paid out (fees RM 10.00 and RM 7.53), one of every other status.
    for (const [amount, status] of [
      [200, 'completed'],
      [150.5, 'completed'],
      [100, 'pending'],
      [110, 'approved'],
      [80, 'processing'],
      [300, 'rejected'],
      [120, 'cancelled'],
    ] as const) {
      await storeWithdrawal(world.orgId, ic, { amount, status, period: monthBefore });
    }
    await storeWithdrawal(world.orgId, colleague.employee.employeeICNumber, {
      amount: 100,
      status: 'completed',
      period: monthBefore,
    });
    await storeWithdrawal(world.orgId, onlyRejected.employee.employeeICNumber, {
      amount: 100,
      status: 'rejected',
      period: monthBefore,
    });
    // Last month: one paid out.
    await storeWithdrawal(world.orgId, ic, { amount: 500, status: 'completed', period: lastMonth });
  }, 120_000);

  it('makes one statement per employee with paid-out withdrawals, with exact figures; a second run changes nothing', async () => {
    // act
    const first = await generateStatements(monthBefore.key, { orgId: world.orgId });
    // assess
    expect(first).toEqual({
      periodKey: monthBefore.key,
      organisations: 1,
      employees: 3,
      created: 2,
      existing: 0,
      withoutStatement: 1,
    });
    const detail = await callApi(
      'advancePayEmployee-getMonthlyStatement',
      { statementId: monthBefore.key },
      world.employee.token,
    );
    expectOk(detail);
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
      // paid out or on their way: amounts 200 + 150.50 + 110 + 80; net 190.00 + 142.97 + 104.50 + 76.00;
      // fees 10.00 + 7.53 + 5.50 + 4.00, taken upfront; deducted = the amounts asked for, no fee on top
      // (the pending one is left out: it may still be rejected)
      totalWithdrawn: 540.5,
      serviceFee: 27.03,
      totalReceived: 513.47,
      totalDeductable: 540.5,
      balancePayable: 2459.5,
      transferred: 4,
    });
    expect(detail.body.message).toMatch(/^RM 540\.50 will be deducted from your salary on pay day, 28 /);
    expect(detail.body.message).toContain(
      'the RM 540.50 you withdrew (you received RM 513.47 of it after the RM 27.03 service fee taken upfront, so no fee is added)',
    );
    expect(detail.body.message).toContain('Your balance payable is RM 2,459.50.');
    expect(detail.body.payDate).toBe(`${statementDateOf(monthBefore.key).slice(0, 8)}28`);
    // Total Withdrawn is what the withdrawals table shows, summed; Total Deductable is what payroll deducts.
    const sum = (k: 'amount' | 'fee' | 'net') =>
      Math.round(detail.body.withdrawals.reduce((t, w) => t + w[k] * 100, 0)) / 100;
    expect([sum('amount'), sum('fee'), sum('net')]).toEqual([
      detail.body.totalWithdrawn,
      detail.body.serviceFee,
      detail.body.totalReceived,
    ]);
    const deduction = await callApi(
      'advancePayManagement-getPayrollDeductionFile',
      { period: monthBefore.key },
      world.manager.token,
    );
    expectOk(deduction);
    const row = (deduction.body.csv ?? '')
      .split('\r\n')
      .find((l) => l.includes(ic))!
      .split(',');
    expect(Number(row[4])).toBe(detail.body.totalDeductable);
    expect(
      detail.body.withdrawals.map((w: { amount: number; fee: number; net: number; status: string }) => [
        w.amount,
        w.fee,
        w.net,
        w.status,
      ]),
    ).toEqual([
      [200, 10, 190, 'completed'],
      [150.5, 7.53, 142.97, 'completed'],
      [110, 5.5, 104.5, 'approved'],
      [80, 4, 76, 'processing'],
    ]);
    const colleagues = await callApi(
      'advancePayEmployee-getMonthlyStatement',
      { statementId: monthBefore.key },
      colleague.token,
    );
    expect(colleagues.body).toMatchObject({
      employeeName: 'Lim Wei',
      salary: 2500,
      totalWithdrawn: 100,
      serviceFee: 5,
      totalReceived: 95,
      totalDeductable: 100,
      balancePayable: 2400,
      transferred: 1,
    });

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
    const none = await callApi(
      'advancePayEmployee-getMonthlyStatement',
      { statementId: monthBefore.key },
      onlyRejected.token,
    );
    expectRefused(none, 404);
    expect(none.body.errorInfo.message).toMatch(/not found/);
    expect((await callApi('advancePayEmployee-getMonthlyStatements', {}, onlyRejected.token)).body).toEqual({
      items: [],
    });
    expect(
      (await callApi('advancePayEmployee-getDownloadURL', { statementId: monthBefore.key }, onlyRejected.token)).status,
    ).toBe(404);

    const elsewhere = await advancePayWorld({ employee: STATEMENT_SALARY });
    expect(
      (
        await callApi(
          'advancePayEmployee-getMonthlyStatement',
          { statementId: monthBefore.key },
          elsewhere.employee.token,
        )
      ).status,
    ).toBe(404);

    for (const token of [world.manager.token, world.executive.token]) {
      const res = await callApi('advancePayEmployee-getMonthlyStatements', {}, token);
      expectRefused(res, 403);
      expect(res.body.errorInfo.code).toBe('FORBIDDEN');
    }
    const bad = await callApi(
      'advancePayEmployee-getMonthlyStatement',
      { statementId: '2026-13' },
      world.employee.token,
    );
    expectRefused(bad, 400);
    expect(bad.body.errorInfo.details?.[0].field).toBe('statementId');
  });

  it('serves the PDF, made on the first download, through a presigned link', async () => {
    await generateStatements(monthBefore.key, { orgId: world.orgId });
    // act
    const res = await callApi(
      'advancePayEmployee-getDownloadURL',
      { statementId: monthBefore.key },
      world.employee.token,
    );
    // assess
    expectOk(res);
    expect(res.body.message).toContain(monthBefore.text);
    const file = await fetch(res.body.url);
    expect(file.status).toBe(200);
    const bytes = new Uint8Array(await file.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 4))).toBe('%PDF');
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(1);
    expect(pdf.getTitle()).toContain(monthBefore.text);
    // the figures drawn: each withdrawal (payout, amount, fee, instant fee, received), the columns' totals and the statement's
    const lines = await pdfTextLines(bytes);
    expect(lines).toEqual(
      expect.arrayContaining([
        'Salary | RM 3,000.00',
        expect.stringMatching(
          /^\d{4}-\d{2}-\d{2} \| (\d{4}-\d{2}-\d{2} \| )?Standard \| RM 200\.00 \| RM 10\.00 \| RM 0\.00 \| RM 190\.00$/,
        ),
        expect.stringMatching(/ \| Standard \| RM 150\.50 \| RM 7\.53 \| RM 0\.00 \| RM 142\.97$/),
        expect.stringMatching(/ \| Standard \| RM 110\.00 \| RM 5\.50 \| RM 0\.00 \| RM 104\.50$/),
        expect.stringMatching(/ \| Standard \| RM 80\.00 \| RM 4\.00 \| RM 0\.00 \| RM 76\.00$/),
        'Total | RM 540.50 | RM 27.03 | RM 0.00 | RM 513.47',
        'Total Withdrawn | RM 540.50',
        'Service Fee | RM 27.03',
        'Instant Payout Fee | RM 0.00',
        'Total Received | RM 513.47',
        'Total Deductable | RM 540.50',
        'Balance Payable | RM 2,459.50',
      ]),
    );
    expect(lines.join(' ')).toContain('RM 540.50 will be deducted from your salary on pay day');

    const item = await storedItem(world.orgId, ic, monthBefore.key);
    expect(item?.pdfKey).toBe(`statements/${world.orgId}/${ic}/${monthBefore.key}.pdf`);
    const again = await callApi(
      'advancePayEmployee-getDownloadURL',
      { statementId: monthBefore.key },
      world.employee.token,
    );
    expectOk(again);
    expect((await storedItem(world.orgId, ic, monthBefore.key))?.pdfGeneratedAt).toBe(item?.pdfGeneratedAt);
    const second = new Uint8Array(await (await fetch(again.body.url)).arrayBuffer());
    expect(Buffer.from(second).equals(Buffer.from(bytes))).toBe(true);
  });

  it.each([
    [
      'zh',
      ['薪资 | RM 3,000.00', '合计 | RM 540.50 | RM 27.03 | RM 0.00 | RM 513.47', '应付余额 | RM 2,459.50'],
      'RM 540.50 将于发薪日',
    ],
    [
      'ms',
      ['Gaji | RM 3,000.00', 'Baki Perlu Dibayar | RM 2,459.50'],
      'RM 540.50 akan ditolak daripada gaji anda pada hari gaji',
    ],
  ] as const)(
    'serves the PDF in the employee’s language (%s), the English one kept as it was',
    async (language, lines, message) => {
      await generateStatements(monthBefore.key, { orgId: world.orgId });
      const english = (await storedItem(world.orgId, ic, monthBefore.key))?.pdfKey as string | undefined;
      expectOk(await callApi('users-setLanguage', { language }, world.employee.token));
      try {
        const res = await callApi(
          'advancePayEmployee-getDownloadURL',
          { statementId: monthBefore.key },
          world.employee.token,
        );
        expectOk(res);
        const bytes = new Uint8Array(await (await fetch(res.body.url)).arrayBuffer());
        expect((await PDFDocument.load(bytes)).getTitle()).toContain(
          language === 'zh' ? 'Advance Pay 月结单' : 'Penyata Bulanan',
        );
        const drawn = await pdfTextLines(bytes);
        expect(drawn).toEqual(expect.arrayContaining([...lines]));
        // Chinese wraps between characters, Malay between words.
        expect(drawn.join(language === 'zh' ? '' : ' ')).toContain(message);
        // No character lost to '?' (Chinese is drawn with the PDF's Chinese font).
        expect(drawn.join('')).not.toContain('?');
        expect((await storedItem(world.orgId, ic, monthBefore.key))?.pdfKey).toBe(english);
      } finally {
        expectOk(await callApi('users-setLanguage', { language: 'en' }, world.employee.token));
      }
    },
  );

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
    expectOk(list);
    expect(list.body.items.map((s: { id: string }) => s.id)).toEqual([lastMonth.key, monthBefore.key]);
    expect(list.body.items[0]).toMatchObject({
      totalWithdrawn: 500,
      serviceFee: 25,
      totalReceived: 475,
      totalDeductable: 500,
      balancePayable: 2500,
      statementDate: `${current.key}-01`,
    });
    const made = await storedItem(world.orgId, ic, lastMonth.key);
    await runJob(job, at);
    expect(await storedItem(world.orgId, ic, lastMonth.key)).toEqual(made);
  });
});

describe('a statement stored before Total Withdrawn counted the amounts asked for (version 1)', () => {
  it('reads with the new figures and message, and its PDF is made again from them', async () => {
    // prepare: a statement as version 1 stored it (Total Withdrawn = the net RM 190.00, "withdrawn plus
    // service fee" message) with a PDF of those figures already made
    const world = await advancePayWorld({ employee: STATEMENT_SALARY });
    const ic = world.employee.employee.employeeICNumber;
    await storeWithdrawal(world.orgId, ic, { amount: 200, status: 'completed', period: monthBefore });
    await generateStatements(monthBefore.key, { orgId: world.orgId });
    const key = keys.monthlyStatement(world.orgId, ic, monthBefore.key);
    const payDay = `${statementDateOf(monthBefore.key).slice(0, 8)}28`;
    const oldMessage = `RM 200.00 will be deducted from your salary on pay day, ${longDate(payDay)}: RM 190.00 withdrawn plus RM 10.00 service fee. Your balance payable is RM 2,800.00.`;
    await (
      await ddbDoc()
    ).send(
      new UpdateCommand({
        TableName: env.tableName,
        Key: key,
        UpdateExpression:
          'SET version = :v1, totalWithdrawnSen = :net, message = :msg, pdfKey = :pdf, pdfGeneratedAt = :at REMOVE payDate',
        ExpressionAttributeValues: {
          ':v1': 1,
          ':net': 19_000,
          ':msg': oldMessage,
          ':pdf': `statements/${world.orgId}/${ic}/${monthBefore.key}.pdf`,
          ':at': 1,
        },
      }),
    );
    await (
      await s3Client()
    ).send(
      new PutObjectCommand({
        Bucket: env.filesBucket,
        Key: `statements/${world.orgId}/${ic}/${monthBefore.key}.pdf`,
        Body: '%PDF-1.4 old figures',
      }),
    );

    // act
    const detail = await callApi(
      'advancePayEmployee-getMonthlyStatement',
      { statementId: monthBefore.key },
      world.employee.token,
    );
    expectOk(detail);
    const list = await callApi('advancePayEmployee-getMonthlyStatements', {}, world.employee.token);
    expectOk(list);
    const link = await callApi(
      'advancePayEmployee-getDownloadURL',
      { statementId: monthBefore.key },
      world.employee.token,
    );
    expectOk(link);

    // assess
    expect(detail.body).toMatchObject({
      totalWithdrawn: 200,
      serviceFee: 10,
      totalReceived: 190,
      totalDeductable: 200,
      balancePayable: 2800,
      payDate: payDay,
    });
    expect(detail.body.message).toBe(
      `RM 200.00 will be deducted from your salary on pay day, ${longDate(payDay)}: the RM 200.00 you withdrew ` +
        '(you received RM 190.00 of it after the RM 10.00 service fee taken upfront, so no fee is added). Your balance payable is RM 2,800.00.',
    );
    expect(list.body.items[0]).toMatchObject({
      id: monthBefore.key,
      totalWithdrawn: 200,
      totalReceived: 190,
      totalDeductable: 200,
    });
    const lines = await pdfTextLines(new Uint8Array(await (await fetch(link.body.url)).arrayBuffer()));
    expect(lines).toEqual(
      expect.arrayContaining([
        'Total Withdrawn | RM 200.00',
        'Total Received | RM 190.00',
        'Total Deductable | RM 200.00',
      ]),
    );
    const item = await storedItem(world.orgId, ic, monthBefore.key);
    expect(item).toMatchObject({ version: 1, pdfVersion: 3 });
    expect(item?.pdfGeneratedAt).toBeGreaterThan(1);
  });
});

describe('the demo seed step', () => {
  it('makes the statements of every closed month with withdrawals of the organisations it is given, once', async () => {
    // prepare: paid out two months ago and five months ago; this month's is not closed
    const world = await advancePayWorld({ employee: STATEMENT_SALARY });
    const ic = world.employee.employee.employeeICNumber;
    const fiveMonthsAgo = previousPeriod(previousPeriod(previousPeriod(monthBefore)));
    await storeWithdrawal(world.orgId, ic, { amount: 100, status: 'completed', period: fiveMonthsAgo });
    await storeWithdrawal(world.orgId, ic, { amount: 100, status: 'completed', period: monthBefore });
    await storeWithdrawal(world.orgId, ic, { amount: 100, status: 'completed', period: current });
    // act
    const first = await seedStatements([world.orgId]);
    const second = await seedStatements([world.orgId]);
    // assess
    expect(first.map((r) => [r.periodKey, r.created])).toEqual([
      [monthBefore.key, 1],
      [fiveMonthsAgo.key, 1],
    ]);
    expect(second.map((r) => [r.periodKey, r.created, r.existing])).toEqual([
      [monthBefore.key, 0, 1],
      [fiveMonthsAgo.key, 0, 1],
    ]);
    const list = await callApi('advancePayEmployee-getMonthlyStatements', {}, world.employee.token);
    expectOk(list);
    expect(list.body.items.map((s: { id: string }) => s.id)).toEqual([monthBefore.key, fiveMonthsAgo.key]);
  });
});
