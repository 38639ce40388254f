import { describe, expect, it } from 'vitest';
import { getSandboxPayout } from '../../lambdas/data/finance/payment-gateway-sandbox';
import { getAdvanceTransaction } from '../../lambdas/data/advance-pay/advance-transactions';
import { keys } from '../../lambdas/data/table/keys';
import { table } from '../../lambdas/data/table/table';
import { INSTANT_PAYOUT_BY, instantReference, payInstantly } from '../../lambdas/services/advance-pay/instant-payout';
import { INSTANT_NOT_OFFERED } from '../../lambdas/services/advance-pay/withdrawal-request';
import { CODE_PAYOUT_DIFFERS } from '../../lambdas/data/advance-pay/withdrawal-codes';
import { isoToDisplay } from '../../shared/domain/time/date-text';
import { klDate } from '../../shared/domain/time/time';
import { DEMO_PASSWORD } from '../../dev/seeds/demo-password';
import { advancePayWorld } from '../support/advance-pay';
import { callApi, errorInfoOf, expectOk, okBody, outboxMessages, signIn } from '../support/api';
import { codeSentTo } from '../support/own-profile';

/**
 * Instant payout (issue 33 line 3, docs/rules.md#instant-payout) on the local stack: paid through the
 * sandbox gateway when approved (at once, or at the Manager's approval), a failing sandbox account
 * falls back to the end-of-day batch without the instant fee, retries and racing approvals never
 * pay twice, and an organisation that does not offer it refuses it. The code confirms the payout it
 * was sent for; the employee is told when it is paid and when it falls back.
 */

type World = Awaited<ReturnType<typeof advancePayWorld>>;
const INSTANT_ON = { instantPayout: 'yes' as const, instantPayoutFeePercentage: 1.5 };

type Payout = 'instant' | 'standard';

/** A code for `amount` RM and `payout` (none: as a client written from the spec), read from the outbox. */
async function codeFor(world: World, amount: number, payout?: Payout) {
  await table.delete({ Key: keys.smsCode(world.orgId, world.employee.user.id, 'withdrawal') });
  expectOk(
    await callApi(
      'advancePayEmployee-sendVerificationCode',
      { amount, reason: 'Bills', ...(payout ? { payout } : {}) },
      world.employee.token,
    ),
  );
  return codeSentTo(world.employee.employee.mobileNumber!);
}

/** Confirm a request of `amount` RM with `verificationCode`, the payout chosen (none: as the spec's client). */
const confirm = (world: World, amount: number, verificationCode: string, payout?: Payout) =>
  callApi(
    'advancePayEmployee-initiateTransaction',
    { amount, reasonForWithdrawal: 'Bills', verificationCode, ...(payout ? { payout } : {}) },
    world.employee.token,
  );

/** A request of `amount` RM through the API with the payout chosen (its code sent for that payout). */
const request = async (world: World, amount: number, payout?: Payout) =>
  confirm(world, amount, await codeFor(world, amount, payout), payout);

/** The withdrawal notices the employee got by SMS, oldest first (the codes left out). */
const noticesTo = async (world: World) =>
  (await outboxMessages(world.employee.employee.mobileNumber))
    .filter((m) => m.channel === 'sms' && !/\b\d{6}\b/.test(m.text))
    .map((m) => m.text)
    .reverse();

const stored = (world: World, id: string) =>
  getAdvanceTransaction(world.orgId, world.employee.employee.employeeICNumber, id);

const endOfDay = async (world: World) => {
  const admin = (await signIn('admin@platform.test', DEMO_PASSWORD)).idToken;
  return okBody(await callApi('advancePayAdmin-endOfDayProcessing', { orgId: world.orgId }, admin));
};

describe('instant payout', () => {
  it('is refused with a clear 4xx where the organisation does not offer it; nothing is written', async () => {
    const world = await advancePayWorld({ policy: { autoApproval: true } });
    // No code is sent for it…
    await table.delete({ Key: keys.smsCode(world.orgId, world.employee.user.id, 'withdrawal') });
    const asked = await callApi(
      'advancePayEmployee-sendVerificationCode',
      { amount: 200, reason: 'Bills', payout: 'instant' },
      world.employee.token,
    );
    expect(asked.status).toBe(422);
    expect(errorInfoOf(asked).details).toEqual([{ field: 'payout', message: INSTANT_NOT_OFFERED }]);
    expect(await noticesTo(world)).toEqual([]);
    // …nor is a standard code taken for it.
    const res = await confirm(world, 200, await codeFor(world, 200), 'instant');
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(errorInfoOf(res).details).toEqual([{ field: 'payout', message: INSTANT_NOT_OFFERED }]);
    const list = okBody(await callApi('advancePayEmployee-getTransactions', {}, world.employee.token));
    expect(list.items).toHaveLength(0);
    // Without the choice (a client written from the spec), the standard payout as before.
    const standard = okBody(await request(world, 200));
    expect(standard).toMatchObject({ status: 'approved', payout: 'standard', netAmount: 190 });
    expect(standard.instantFee).toBeUndefined();
  });

  it('approved at once: paid through the gateway with its fee, completed, never in the end-of-day file', async () => {
    const world = await advancePayWorld({ org: INSTANT_ON, policy: { autoApproval: true } });
    const tx = okBody(await request(world, 200, 'instant'));
    // 5% service fee (RM 10.00) and 1.5% instant fee (RM 3.00) come off what the employee receives.
    expect(tx).toMatchObject({
      status: 'completed',
      payout: 'instant',
      fee: 10,
      instantFee: 3,
      netAmount: 187,
      instantState: 'paid',
      gatewayReference: instantReference(tx),
    });
    expect(tx.history?.at(-1)).toMatchObject({ status: 'completed', by: INSTANT_PAYOUT_BY });
    expect(await getSandboxPayout(instantReference(tx))).toMatchObject({ status: 'paid', amountSen: 18_700 });
    expect((await endOfDay(world)).count).toBe(0);
  });

  it("at the Manager's approval; a failing account falls back to the batch without the instant fee", async () => {
    const world = await advancePayWorld({ org: INSTANT_ON, employee: { accountNumber: '000012345678' } });
    const tx = okBody(await request(world, 200, 'instant'));
    expect(tx).toMatchObject({ status: 'pending', payout: 'instant', instantFee: 3, netAmount: 187 });
    // Waiting for the Manager, it is in no end-of-day queue.
    expect((await endOfDay(world)).count).toBe(0);
    const decided = okBody(
      await callApi(
        'advancePayManagement-updateTransaction',
        { status: 'approved', transactionId: tx.id, employeeICNumber: tx.employeeICNumber },
        world.manager.token,
      ),
    );
    expect(decided).toMatchObject({ status: 'approved', payout: 'standard', instantState: 'failed', netAmount: 190 });
    const after = await stored(world, tx.id);
    expect(after?.instantFeeSen).toBeUndefined();
    expect(after?.history?.at(-1)?.reason).toMatch(
      /instant payout failed .*next end-of-day batch, without the instant fee/,
    );
    const eod = await endOfDay(world);
    expect(eod.count).toBe(1);
    expect(eod.total).toBe(190);
    expect(await getSandboxPayout(instantReference(tx))).toMatchObject({ status: 'failed', attempts: 1 });
  });

  it('racing approvals and retries pay once', async () => {
    const world = await advancePayWorld({ org: INSTANT_ON });
    const tx = okBody(await request(world, 300, 'instant'));
    const approve = () =>
      callApi(
        'advancePayManagement-updateTransaction',
        { status: 'approved', transactionId: tx.id, employeeICNumber: tx.employeeICNumber },
        world.manager.token,
      );
    const results = await Promise.all([approve(), approve(), approve()]);
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    const paid = await stored(world, tx.id);
    expect(paid).toMatchObject({ status: 'completed', instantState: 'paid' });
    // Retries of the payout with the version read before it was paid: nothing more is paid.
    const approvedVersion = { ...paid!, status: 'approved' as const, instantState: 'due' as const };
    await Promise.all([1, 2, 3, 4].map(() => payInstantly(approvedVersion, 'Retry')));
    expect(await getSandboxPayout(instantReference(tx))).toMatchObject({ status: 'paid', attempts: 1 });
    expect(await stored(world, tx.id)).toEqual(paid);
    expect((await endOfDay(world)).count).toBe(0);
  });

  it('racing holders of a flaky account: one gateway call, its failure goes to the batch, never paid too', async () => {
    // 0001…: refused on a reference's first try, paid on the next; a second caller would pay it.
    const world = await advancePayWorld({ org: INSTANT_ON, employee: { accountNumber: '000112345678' } });
    const tx = okBody(await request(world, 200, 'instant'));
    okBody(
      await callApi(
        'advancePayManagement-updateTransaction',
        { status: 'approved', transactionId: tx.id, employeeICNumber: tx.employeeICNumber },
        world.manager.token,
      ),
    );
    const approved = await stored(world, tx.id);
    expect(approved).toMatchObject({ status: 'approved', instantState: 'failed' });
    // Callers still holding the version the approval wrote (approved, due) cannot take it any more.
    const approvedAt = approved!.history!.find((h) => h.status === 'approved')!.at;
    const due = { ...approved!, payout: 'instant' as const, instantState: 'due' as const, modifiedAt: approvedAt };
    await Promise.all([1, 2, 3].map(() => payInstantly(due, 'Race')));
    expect(await getSandboxPayout(instantReference(tx))).toMatchObject({ status: 'failed', attempts: 1 });
    expect((await endOfDay(world)).count).toBe(1);
  });

  it('a code confirms only the payout it was sent for; nothing is written and the code is dropped', async () => {
    const world = await advancePayWorld({ org: INSTANT_ON, policy: { autoApproval: true } });
    const standardCode = await codeFor(world, 200);
    const asInstant = await confirm(world, 200, standardCode, 'instant');
    expect(asInstant.status).toBe(422);
    expect(errorInfoOf(asInstant).details).toEqual([{ field: 'verificationCode', message: CODE_PAYOUT_DIFFERS }]);
    // Dropped: it cannot be used for the standard payout either.
    expect((await confirm(world, 200, standardCode)).status).toBe(422);
    const instantCode = await codeFor(world, 200, 'instant');
    const asStandard = await confirm(world, 200, instantCode);
    expect(errorInfoOf(asStandard).details).toEqual([{ field: 'verificationCode', message: CODE_PAYOUT_DIFFERS }]);
    const list = okBody(await callApi('advancePayEmployee-getTransactions', {}, world.employee.token));
    expect(list.items).toHaveLength(0);
    // The right pair goes through.
    expect(okBody(await request(world, 200, 'instant'))).toMatchObject({ status: 'completed', payout: 'instant' });
  });

  it('tells the employee, in their language, that it was paid instantly, or that it fell back to the batch', async () => {
    const world = await advancePayWorld({ org: INSTANT_ON, policy: { autoApproval: true } });
    const paid = okBody(await request(world, 200, 'instant'));
    const today = isoToDisplay(klDate());
    expect(await noticesTo(world)).toEqual([
      `Advance Pay: Your withdrawal request of RM 200.00 was received and approved. The money is expected in your account ending 2222 on ${today}.`,
      `Advance Pay: Your withdrawal of RM 200.00 was paid instantly by DuitNow: RM 187.00 into your account ending 2222 on ${isoToDisplay(paid.transferDate)}.`,
    ]);

    const failing = await advancePayWorld({ org: INSTANT_ON, employee: { accountNumber: '000012345678' } });
    expectOk(await callApi('users-setLanguage', { language: 'ms' }, failing.employee.token));
    const tx = okBody(await request(failing, 200, 'instant'));
    const approved = okBody(
      await callApi(
        'advancePayManagement-updateTransaction',
        { status: 'approved', transactionId: tx.id, employeeICNumber: tx.employeeICNumber },
        failing.manager.token,
      ),
    );
    expect(approved).toMatchObject({ status: 'approved', instantState: 'failed' });
    const expected = okBody(
      await callApi('advancePayEmployee-getTransaction', { transactionId: tx.id }, failing.employee.token),
    ).expectedCreditDate;
    // The batch's date now, not today's.
    expect(expected).not.toBe(klDate());
    const notices = await noticesTo(failing);
    expect(notices.at(-1)).toBe(
      `Advance Pay: Bayaran segera bagi pengeluaran anda sebanyak RM 200.00 gagal, jadi ia dihantar bersama pindahan bank akhir hari yang berikutnya, tanpa caj segera: RM 190.00 ke akaun anda yang berakhir 5678, dijangka pada ${isoToDisplay(expected)}.`,
    );
    const mail = (await outboxMessages(failing.employee.employee.email || failing.employee.user.email)).filter(
      (m) => m.channel === 'email',
    );
    expect(mail[0].subject).toBe('Advance Pay: bayaran segera sebanyak RM 200.00 gagal');
  });
});
