import { beforeAll, describe, expect, it } from 'vitest';
import { periodOf } from '../../shared/domain/advance-pay/advance-pay';
import { nextPeriod } from '../../shared/domain/advance-pay/monthly-statement';
import { keys } from '../../lambdas/data/table/keys';
import { table } from '../../lambdas/data/table/table';
import { generateStatements } from '../../lambdas/services/advance-pay/statements';
import { DEMO_PASSWORD } from '../../dev/seeds/demo-password';
import { advancePayWorld } from '../support/advance-pay';
import { callApi, expectOk, okBody, signIn } from '../support/api';
import { codeSentTo, freshEmployee } from '../support/own-profile';
import { pdfTextLines } from '../support/pdf-text';

/**
 * Instant payout in the outputs (issue 33 line 3, docs/rules.md#instant-payout): the monthly
 * statement and its PDF, the payroll deduction file, the management monthly report and the internal
 * monthly report show which payout each withdrawal used and its instant fee, for one paid instantly,
 * one whose instant payout failed and fell back to the batch, and one standard. Requests go through
 * the API (5% service fee paid by the employee, 1.5% instant fee), approved at once by the policy.
 */

type World = Awaited<ReturnType<typeof advancePayWorld>>;
type Employee = World['employee'];
const INSTANT_ON = { instantPayout: 'yes' as const, instantPayoutFeePercentage: 1.5 };
const BANK = { bank: 'Maybank', bankCode: 'MBBEMYKL' };

/** A request of `amount` RM by this employee through the API, with the payout chosen. */
async function request(world: World, who: Employee, amount: number, payout: 'instant' | 'standard') {
  await table.delete({ Key: keys.smsCode(world.orgId, who.user.id, 'withdrawal') });
  expectOk(await callApi('advancePayEmployee-sendVerificationCode', { amount, reason: 'Bills', payout }, who.token));
  const verificationCode = await codeSentTo(who.employee.mobileNumber!);
  return okBody(
    await callApi(
      'advancePayEmployee-initiateTransaction',
      { amount, reasonForWithdrawal: 'Bills', verificationCode, payout },
      who.token,
    ),
  );
}

describe('instant payout in the statement, the payroll deduction file and the reports', () => {
  const period = periodOf();
  let world: World;
  let paid: Employee;
  let fellBack: Employee;
  let standard: Employee;
  const ic = (e: Employee) => e.employee.employeeICNumber;

  beforeAll(async () => {
    world = await advancePayWorld({ org: INSTANT_ON, policy: { autoApproval: true } });
    paid = world.employee;
    // The sandbox refuses every payout to an account starting 0000 (docs/rules.md#disbursements).
    fellBack = await freshEmployee(world.orgId, { ...BANK, accountNumber: '000012345678' });
    standard = await freshEmployee(world.orgId, { ...BANK, accountNumber: '114033334444' });
    expect(await request(world, paid, 200, 'instant')).toMatchObject({
      status: 'completed',
      payout: 'instant',
      instantFee: 3,
      netAmount: 187,
    });
    expect(await request(world, fellBack, 200, 'instant')).toMatchObject({
      status: 'approved',
      payout: 'standard',
      instantState: 'failed',
      netAmount: 190,
    });
    expect(await request(world, standard, 100, 'standard')).toMatchObject({ status: 'approved', netAmount: 95 });
  }, 120_000);

  it("the management lists and monthly report: each withdrawal's payout and instant fee; the month's instant fees", async () => {
    const list = okBody(
      await callApi('advancePayManagement-getTransactions', { period: period.key }, world.manager.token),
    );
    const byIc = new Map(list.items.map((t) => [t.employeeICNumber, t]));
    expect(byIc.get(ic(paid))).toMatchObject({ payout: 'instant', instantFee: 3 });
    expect(byIc.get(ic(fellBack))).toMatchObject({ payout: 'standard', instantState: 'failed' });
    expect(byIc.get(ic(fellBack))?.instantFee).toBeUndefined();
    expect(byIc.get(ic(standard))).toMatchObject({ payout: 'standard' });

    const report = okBody(
      await callApi('advancePayManagement-getMonthlyReport', { period: period.key }, world.manager.token),
    );
    // Only the instant one is completed (paid); the other two wait for the end-of-day batch.
    expect(report.summary).toMatchObject({
      transferred: 200,
      inFlight: 300,
      serviceFee: { employer: 0, employee: 10 },
      instantPayouts: 1,
      instantFee: 3,
    });
    const lines = new Map(report.employeesReports.map((l) => [l.employeeICNumber, l]));
    expect(lines.get(ic(paid))).toMatchObject({ transferred: 200, instantPayouts: 1, instantFee: 3 });
    expect(lines.get(ic(fellBack))).toMatchObject({ inFlight: 200, instantPayouts: 0, instantFee: 0 });
    expect(lines.get(ic(standard))).toMatchObject({ inFlight: 100, instantPayouts: 0, instantFee: 0 });
  });

  it('the payroll deduction file deducts the amounts asked for; paid instantly and the instant fees in columns of their own', async () => {
    const file = okBody(
      await callApi('advancePayManagement-getPayrollDeductionFile', { period: period.key }, world.manager.token),
    );
    expect(file.totalToDeduct).toBe(500);
    const csv = (file.csv ?? '').split('\r\n');
    expect(csv[0]).toBe(
      'Employee,IC Number,Total Withdrawn (RM),Fees (RM),Amount to Deduct on Pay Day (RM),Withdrawals,' +
        '"Pending Approval, Not Deducted (RM)",Paid Instantly,Instant Fees (RM)',
    );
    const row = (e: Employee) => csv.find((l) => l.includes(`,${ic(e)},`))?.split(`,${ic(e)},`)[1];
    expect(row(paid)).toBe('200.00,10.00,200.00,1,0.00,1,3.00');
    expect(row(fellBack)).toBe('200.00,10.00,200.00,1,0.00,0,0.00');
    expect(row(standard)).toBe('100.00,5.00,100.00,1,0.00,0,0.00');
  });

  it("the internal monthly report: the instant fee out of what was transferred, into the organisation's total", async () => {
    const admin = (await signIn('admin@platform.test', DEMO_PASSWORD)).idToken;
    const report = okBody(await callApi('advancePayAdmin-getOrgsMonthlyReport', { period: period.key }, admin));
    expect(report.orgs.find((o) => o.orgId === world.orgId)).toMatchObject({
      transferred: 187,
      employeesServiceFee: 10,
      orgServiceFee: 0,
      instantFee: 3,
      orgTotal: 200,
      completedRequests: 1,
      totalRequests: 3,
    });
    expect(report.summary.instantFee).toBeGreaterThanOrEqual(3);
  });

  it("the monthly statement and its PDF, in the employee's language: each line's payout and instant fee, the fees' total", async () => {
    // The month's statements, as the job makes them when it closes (the 1st of the next month, 00:30).
    const closedAt = new Date(`${nextPeriod(period).key}-01T00:30:00+08:00`);
    expect(await generateStatements(period.key, { orgId: world.orgId, at: closedAt })).toMatchObject({ created: 3 });
    const statementOf = async (e: Employee) =>
      okBody(await callApi('advancePayEmployee-getMonthlyStatement', { statementId: period.key }, e.token));

    const own = await statementOf(paid);
    expect(own).toMatchObject({
      totalWithdrawn: 200,
      serviceFee: 10,
      instantFee: 3,
      totalReceived: 187,
      totalDeductable: 200,
    });
    expect(own.withdrawals).toEqual([
      expect.objectContaining({ payout: 'instant', amount: 200, fee: 10, instantFee: 3, net: 187 }),
    ]);
    expect(own.message).toContain(
      'you received RM 187.00 of it after the RM 10.00 service fee and the RM 3.00 instant payout fee taken upfront, so no fee is added',
    );
    const back = await statementOf(fellBack);
    expect(back).toMatchObject({ instantFee: 0, totalReceived: 190, totalDeductable: 200 });
    expect(back.withdrawals).toEqual([expect.objectContaining({ payout: 'standard', instantFee: 0, net: 190 })]);
    const plain = await statementOf(standard);
    expect(plain).toMatchObject({ instantFee: 0, totalReceived: 95, totalDeductable: 100 });
    expect(plain.withdrawals).toEqual([expect.objectContaining({ payout: 'standard', instantFee: 0, net: 95 })]);
    const list = okBody(await callApi('advancePayEmployee-getMonthlyStatements', {}, paid.token));
    expect(list.items[0]).toMatchObject({ id: period.key, serviceFee: 10, instantFee: 3 });

    // The PDF: in English for the fallen-back one; in Malay for the instant one.
    const pdfLines = async (e: Employee) => {
      const link = okBody(await callApi('advancePayEmployee-getDownloadURL', { statementId: period.key }, e.token));
      return pdfTextLines(new Uint8Array(await (await fetch(link.url)).arrayBuffer()));
    };
    expect(await pdfLines(fellBack)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/ \| Standard \| RM 200\.00 \| RM 10\.00 \| RM 0\.00 \| RM 190\.00$/),
        'Instant Payout Fee | RM 0.00',
      ]),
    );
    expectOk(await callApi('users-setLanguage', { language: 'ms' }, paid.token));
    const malay = await pdfLines(paid);
    expect(malay).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/ \| Segera \| RM 200\.00 \| RM 10\.00 \| RM 3\.00 \| RM 187\.00$/),
        'Jumlah Keseluruhan | RM 200.00 | RM 10.00 | RM 3.00 | RM 187.00',
        'Caj Bayaran Segera | RM 3.00',
      ]),
    );
    expect(malay.join(' ')).toContain('caj bayaran segera RM 3.00 diambil terlebih dahulu');
  });
});
