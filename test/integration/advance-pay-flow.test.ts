import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { periodFromParts, periodOf } from '../../shared/domain/advance-pay/advance-pay';
import { asSen } from '../../shared/domain/money/money';
import { klDate } from '../../shared/domain/time/time';
import { generateStatements } from '../../lambdas/services/advance-pay/statements';
import { advancePayWorld } from '../support/advance-pay';
import { callApi, expectOk, okBody, signIn } from '../support/api';
import { codeSentTo } from '../support/own-profile';
import { createTestUser } from '../support/users';

/**
 * The whole life of one withdrawal through the API, as the issue lists it: request → code →
 * initiate → a Manager approves → the admin's end of day sends it to bank → complete all →
 * the period closes → statement → its PDF; the dashboard follows each step.
 */
describe('an Advance Pay withdrawal from request to statement', () => {
  it('goes request → code → initiate → approve → end of day → complete → statement → PDF', async () => {
    // A salary high enough that RM 120 is withdrawable on any day of the month (day 1 included).
    const w = await advancePayWorld({ employee: { salarySen: asSen(900_000) } });
    const ic = w.employee.employee.employeeICNumber;
    const employee = w.employee.token;
    const adminUser = await createTestUser({ role: 'admin' });
    const admin = (await signIn(adminUser.email, adminUser.password)).idToken;
    const period = periodOf();

    // Request: the balance allows it; the code goes by SMS.
    const balance = await callApi('advancePayEmployee-getAdvancePayBalance', {}, employee);
    expectOk(balance);
    expect(balance.body.withdrawable).toBeGreaterThanOrEqual(120);
    expect(
      (await callApi('advancePayEmployee-sendVerificationCode', { amount: 120, reason: 'Medical' }, employee)).body,
    ).toBe(true);
    const code = await codeSentTo(w.employee.employee.mobileNumber!);

    // Initiate: pending, fee 5% paid by the employee, net RM 114.
    const initiated = await callApi(
      'advancePayEmployee-initiateTransaction',
      { amount: 120, reasonForWithdrawal: 'Medical', verificationCode: `R-${code}` },
      employee,
    );
    expectOk(initiated);
    const [tx] = okBody(await callApi('advancePayEmployee-getTransactions', { period: period.key }, employee)).items;
    expect(tx).toMatchObject({ amount: 120, status: 'pending', reasonForWithdrawal: 'Medical' });
    const one = async () =>
      okBody(await callApi('advancePayEmployee-getTransaction', { transactionId: tx.id }, employee));
    expect(await one()).toMatchObject({ fee: 6, netAmount: 114 });
    expect(okBody(await callApi('advancePayEmployee-employeeDashboard', {}, employee)).processing).toBe(120);

    // A Manager approves it.
    const approved = await callApi(
      'advancePayManagement-updateTransaction',
      { status: 'approved', transactionId: tx.id, employeeICNumber: ic },
      w.manager.token,
    );
    expectOk(approved);
    expect((await one()).status).toBe('approved');

    // End of day (this organisation only): processing, sent to bank, in the CSV.
    const eod = await callApi('advancePayAdmin-endOfDayProcessing', { orgId: w.orgId }, admin);
    expectOk(eod);
    expect(eod.body.count).toBe(1);
    const csv = await (await fetch(eod.body.downloadUrl!)).text();
    expect(csv).toContain(ic);
    expect(csv).toContain('114.00');
    expect(await one()).toMatchObject({ status: 'processing', sentToBank: true });
    // A second run sends nothing twice.
    expect(okBody(await callApi('advancePayAdmin-endOfDayProcessing', { orgId: w.orgId }, admin)).count).toBe(0);

    // Complete all: completed with today's transfer date; the dashboard counts it as withdrawn.
    const today = klDate();
    const completed = await callApi('advancePayAdmin-completeAll', { transferDate: today, orgId: w.orgId }, admin);
    expectOk(completed);
    expect(completed.body.count).toBe(1);
    const done = await one();
    expect(done).toMatchObject({ status: 'completed', transferDate: today });
    expect(done.history?.map((h) => h.status)).toEqual(['pending', 'approved', 'processing', 'completed']);
    const dashboard = okBody(await callApi('advancePayEmployee-employeeDashboard', {}, employee));
    expect(dashboard).toMatchObject({ processing: 0, withdrawnAmount: 120 });

    // The period closes (the job's time: the 1st of next month, 00:30 Malaysia time): one statement.
    const next = periodFromParts(
      period.month === 12 ? period.year + 1 : period.year,
      period.month === 12 ? 1 : period.month + 1,
    );
    const closedAt = new Date(`${next.key}-01T00:30:00+08:00`);
    expect(await generateStatements(period.key, { orgId: w.orgId, at: closedAt })).toMatchObject({ created: 1 });
    const list = await callApi('advancePayEmployee-getMonthlyStatements', {}, employee);
    expectOk(list);
    expect(list.body.items.map((s: { id: string }) => s.id)).toEqual([period.key]);
    const statement = await callApi('advancePayEmployee-getMonthlyStatement', { statementId: period.key }, employee);
    expect(statement.body).toMatchObject({
      salary: 9000,
      totalWithdrawn: 120,
      serviceFee: 6,
      totalReceived: 114,
      totalDeductable: 120,
      balancePayable: 8880,
    });

    // Its PDF, through the presigned link.
    const link = await callApi('advancePayEmployee-getDownloadURL', { statementId: period.key }, employee);
    expectOk(link);
    const pdf = new Uint8Array(await (await fetch(link.body.url)).arrayBuffer());
    expect(Buffer.from(pdf.subarray(0, 4)).toString()).toBe('%PDF');
    expect((await PDFDocument.load(pdf)).getPageCount()).toBeGreaterThanOrEqual(1);
  });
});
