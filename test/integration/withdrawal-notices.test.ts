import { beforeAll, describe, expect, it } from 'vitest';
import type { OutboxMessage } from '../../lambdas/services/messages/outbox';
import { getUser } from '../../lambdas/data/identity/users';
import { runEndOfDay } from '../../lambdas/services/advance-pay/end-of-day';
import { isoToDisplay } from '../../shared/domain/time/date-text';
import { klDate } from '../../shared/domain/time/time';
import { creditDateOfRun, expectedCreditDate } from '../../shared/domain/time/working-days';
import { businessCalendar } from '../../lambdas/data/calendar/holidays';
import { DEMO_PASSWORD } from '../../dev/seeds/demo-password';
import { advancePayWorld, storeWithdrawal } from '../support/advance-pay';
import { callApi, callApiRaw, expectOk, expectRefused, outboxMessages, signIn } from '../support/api';
import { codeSentTo, freshEmployee } from '../support/own-profile';

/**
 * The withdrawal notices (issue 30, line 4; docs/rules.md#withdrawal-notices): an SMS to the
 * verified number and an e-mail at each step, read back from the local outbox, in the person's
 * language, naming the amount and never the full account number; the employee's switch turns them
 * off, never the security notices. Each test has its own organisation and employees (their own
 * number and e-mail), so other tests' messages never mix in.
 */

let admin: string;
beforeAll(async () => {
  admin = (await signIn('admin@platform.test', DEMO_PASSWORD)).idToken;
});

type World = Awaited<ReturnType<typeof advancePayWorld>>;
type Person = World['employee'];

/** The SMS and e-mails sent to a person, newest first (the withdrawal codes left out). */
async function messagesTo(person: Person): Promise<{ sms: OutboxMessage[]; mail: OutboxMessage[] }> {
  const sms = (await outboxMessages(person.employee.mobileNumber)).filter(
    (m) => m.channel === 'sms' && !/\bR-\d{6}\b|\b\d{6}\b/.test(m.text),
  );
  const mail = (await outboxMessages(person.employee.email || person.user.email)).filter((m) => m.channel === 'email');
  return { sms, mail };
}

/** No message carries the full account number of the fixtures (Maybank 114011112222). */
function expectMasked(messages: readonly OutboxMessage[]) {
  for (const m of messages) {
    expect(m.text).not.toContain('114011112222');
    expect(m.subject ?? '').not.toContain('114011112222');
  }
}

/** A withdrawal of `amount` RM asked for through the API (the code read from the outbox). */
async function requestWithdrawal(person: Person, amount: number) {
  expectOk(await callApi('advancePayEmployee-sendVerificationCode', { amount, reason: 'Bills' }, person.token));
  const code = await codeSentTo(person.employee.mobileNumber!);
  const res = await callApi(
    'advancePayEmployee-initiateTransaction',
    { amount, reasonForWithdrawal: 'Bills', verificationCode: code },
    person.token,
  );
  expectOk(res);
  return res.body;
}

const ref = (tx: { id: string; employeeICNumber: string }) => ({
  transactionId: tx.id,
  employeeICNumber: tx.employeeICNumber,
});

describe('withdrawal notices', () => {
  it('tell of a request waiting for approval, by SMS and e-mail, with the amount and no account number', async () => {
    const world = await advancePayWorld();
    await requestWithdrawal(world.employee, 100);

    const { sms, mail } = await messagesTo(world.employee);
    expect(sms.map((m) => m.text)).toEqual([
      'Advance Pay: Your withdrawal request of RM 100.00 was received and waits for your employer’s approval.',
    ]);
    expect(mail).toHaveLength(1);
    expect(mail[0].subject).toBe('Advance Pay: your request of RM 100.00 was received');
    expect(mail[0].text).toContain('Hello Nur,');
    expect(mail[0].text).toContain('You can turn these messages off in your profile.');
    expectMasked([...sms, ...mail]);
  });

  it('tell of a request the policy approved at once, with the expected credit date', async () => {
    const world = await advancePayWorld({ policy: { autoApproval: true } });
    const tx = await requestWithdrawal(world.employee, 100);
    expect(tx.status).toBe('approved');

    const { sms, mail } = await messagesTo(world.employee);
    expect(sms.map((m) => m.text)).toEqual([
      `Advance Pay: Your withdrawal request of RM 100.00 was received and approved. The money is expected in your account ending 2222 on ${isoToDisplay(tx.expectedCreditDate)}.`,
    ]);
    expect(mail.map((m) => m.subject)).toEqual(['Advance Pay: your request of RM 100.00 was approved']);
    expectMasked([...sms, ...mail]);
  });

  it("tell of a manager's approval in the employee's language, and of a rejection with its reason", async () => {
    const world = await advancePayWorld();
    const ic = world.employee.employee.employeeICNumber;
    expectOk(await callApi('users-setLanguage', { language: 'ms' }, world.employee.token));
    const toApprove = await storeWithdrawal(world.orgId, ic, { amount: 200 });
    const toReject = await storeWithdrawal(world.orgId, ic, { amount: 150 });

    const before = Date.now();
    expectOk(
      await callApi(
        'advancePayManagement-updateTransaction',
        { status: 'approved', ...ref(toApprove) },
        world.manager.token,
      ),
    );
    const expected = isoToDisplay(expectedCreditDate(new Date(before), await businessCalendar(new Date(before))));
    let { sms, mail } = await messagesTo(world.employee);
    expect(sms.map((m) => m.text)).toEqual([
      `Advance Pay: Permohonan pengeluaran anda sebanyak RM 200.00 telah diluluskan. Wang dijangka masuk ke akaun anda yang berakhir 2222 pada ${expected}.`,
    ]);
    expect(mail.map((m) => m.subject)).toEqual(['Advance Pay: permohonan anda sebanyak RM 200.00 telah diluluskan']);
    expect(mail[0].text).toContain('Helo Nur,');

    expectOk(await callApi('users-setLanguage', { language: 'en' }, world.employee.token));
    expectOk(
      await callApi(
        'advancePayManagement-updateTransaction',
        { status: 'rejected', reason: 'Too many requests this month', ...ref(toReject) },
        world.manager.token,
      ),
    );
    ({ sms, mail } = await messagesTo(world.employee));
    expect(sms[0].text).toBe(
      'Advance Pay: Your withdrawal request of RM 150.00 was rejected. Reason: Too many requests this month',
    );
    expect(mail[0].subject).toBe('Advance Pay: your request of RM 150.00 was rejected');
    expect(mail[0].text).toContain('Reason: Too many requests this month');
    expect(sms).toHaveLength(2);
    expectMasked([...sms, ...mail]);
  });

  it('tell each employee of a bulk approval once, in their own language', async () => {
    const world = await advancePayWorld();
    const second = await freshEmployee(world.orgId);
    expectOk(await callApi('users-setLanguage', { language: 'zh' }, second.token));
    const first = await storeWithdrawal(world.orgId, world.employee.employee.employeeICNumber, { amount: 100 });
    const other = await storeWithdrawal(world.orgId, second.employee.employeeICNumber, { amount: 300 });

    const res = await callApi(
      'advancePayManagement-bulkApproveTransactions',
      { transactions: [first, other].map((t) => ({ id: t.id, employeeICNumber: t.employeeICNumber })) },
      world.manager.token,
    );
    expectOk(res);
    expect(res.body.approved).toBe(2);

    const mine = await messagesTo(world.employee);
    expect(mine.sms).toHaveLength(1);
    expect(mine.sms[0].text).toMatch(/^Advance Pay: Your withdrawal request of RM 100\.00 was approved\./);
    const theirs = await messagesTo(second);
    expect(theirs.sms).toHaveLength(1);
    // Their own withdrawal's figures (stored with the fixture's Maybank account), in Chinese.
    expect(theirs.sms[0].text).toMatch(
      /^Advance Pay：您提取 RM 300\.00 的申请已获批准。款项预计于 \d\d\/\d\d\/\d{4} 存入您尾号 2222 的账户。$/,
    );
    expect(theirs.mail.map((m) => m.subject)).toEqual(['Advance Pay：您提取 RM 300.00 的申请已获批准']);
    expectMasked([...mine.sms, ...mine.mail, ...theirs.sms, ...theirs.mail]);
  });

  it('tell of the end of day with the expected credit date once, however often it runs, then of the payment', async () => {
    const world = await advancePayWorld();
    const ic = world.employee.employee.employeeICNumber;
    await storeWithdrawal(world.orgId, ic, { status: 'approved', amount: 200 });

    const run = await callApi('advancePayAdmin-endOfDayProcessing', { orgId: world.orgId }, admin);
    expectOk(run);
    expect(run.body.count).toBe(1);
    const credit = isoToDisplay(creditDateOfRun(new Date(), await businessCalendar()));
    let { sms, mail } = await messagesTo(world.employee);
    expect(sms.map((m) => m.text)).toEqual([
      `Advance Pay: Your withdrawal of RM 200.00 was sent to the bank: RM 190.00 to your account ending 2222, expected on ${credit}.`,
    ]);
    expect(mail.map((m) => m.subject)).toEqual(['Advance Pay: your withdrawal of RM 200.00 was sent to the bank']);

    // A second run (a retried step) sends nothing and tells no one again.
    const again = await callApi('advancePayAdmin-endOfDayProcessing', { orgId: world.orgId }, admin);
    expectOk(again);
    expect(again.body.count).toBe(0);
    expect((await messagesTo(world.employee)).sms).toHaveLength(1);

    const today = klDate();
    expectOk(await callApi('advancePayAdmin-completeAll', { transferDate: today, orgId: world.orgId }, admin));
    ({ sms, mail } = await messagesTo(world.employee));
    expect(sms[0].text).toBe(
      `Advance Pay: Your withdrawal of RM 200.00 was paid: RM 190.00 into your account ending 2222 on ${isoToDisplay(today)}.`,
    );
    expect(mail[0].subject).toBe('Advance Pay: your withdrawal of RM 200.00 was paid');
    expect(sms).toHaveLength(2);
    // Completing again completes nothing and tells no one.
    expectOk(await callApi('advancePayAdmin-completeAll', { transferDate: today, orgId: world.orgId }, admin));
    expect((await messagesTo(world.employee)).sms).toHaveLength(2);
    expectMasked([...sms, ...mail]);
  });

  it('tell no one of an end of day whose bank file failed, and once of the run that sends it', async () => {
    const world = await advancePayWorld();
    await storeWithdrawal(world.orgId, world.employee.employee.employeeICNumber, { status: 'approved', amount: 250 });
    // This worker's own copy of the service, pointed at a bucket that does not exist.
    const bucket = process.env.FILES_BUCKET;
    process.env.FILES_BUCKET = 'no-such-bucket-for-this-test';
    try {
      await expect(runEndOfDay({ orgId: world.orgId, by: 'test' })).rejects.toThrow();
    } finally {
      process.env.FILES_BUCKET = bucket;
    }
    expect(await messagesTo(world.employee)).toEqual({ sms: [], mail: [] });

    const next = await callApi('advancePayAdmin-endOfDayProcessing', { orgId: world.orgId }, admin);
    expectOk(next);
    expect(next.body.count).toBe(1);
    const { sms, mail } = await messagesTo(world.employee);
    expect(sms.map((m) => m.text)).toEqual([
      `Advance Pay: Your withdrawal of RM 250.00 was sent to the bank: RM 237.50 to your account ending 2222, expected on ${isoToDisplay(creditDateOfRun(new Date(), await businessCalendar()))}.`,
    ]);
    expect(mail).toHaveLength(1);
  });

  it("tell of an administrator's cancel with its reason and of a completion by hand", async () => {
    const world = await advancePayWorld();
    const ic = world.employee.employee.employeeICNumber;
    const toCancel = await storeWithdrawal(world.orgId, ic, { status: 'approved', amount: 120 });
    const toComplete = await storeWithdrawal(world.orgId, ic, { status: 'processing', amount: 100 });

    expectOk(
      await callApi(
        'advancePayAdmin-updateOne',
        { orgId: world.orgId, ...ref(toCancel), status: 'cancelled', reason: 'Duplicate request' },
        admin,
      ),
    );
    let { sms } = await messagesTo(world.employee);
    expect(sms.map((m) => m.text)).toEqual([
      'Advance Pay: Your withdrawal request of RM 120.00 was cancelled. Reason: Duplicate request',
    ]);
    const today = klDate();
    expectOk(
      await callApi(
        'advancePayAdmin-updateOne',
        { orgId: world.orgId, ...ref(toComplete), status: 'completed', transferDate: today },
        admin,
      ),
    );
    ({ sms } = await messagesTo(world.employee));
    expect(sms[0].text).toBe(
      `Advance Pay: Your withdrawal of RM 100.00 was paid: RM 95.00 into your account ending 2222 on ${isoToDisplay(today)}.`,
    );
  });

  it('are turned off by the employee for themselves only, and the security notices still come', async () => {
    const world = await advancePayWorld();
    const { token, user } = world.employee;
    const ic = world.employee.employee.employeeICNumber;

    // Their own record only: no other user can be named.
    expectRefused(
      await callApiRaw('users-setWithdrawalNotices', { notifyWithdrawalSteps: false, userId: world.manager.id }, token),
      400,
    );
    expectOk(await callApi('users-setWithdrawalNotices', { notifyWithdrawalSteps: false }, token));
    expect((await getUser(world.orgId, user.id))?.notifyWithdrawalSteps).toBe(false);
    const current = await callApi('users-getCurrentUser', {}, token);
    expectOk(current);
    expect(current.body.notifyWithdrawalSteps).toBe(false);

    const tx = await storeWithdrawal(world.orgId, ic, { amount: 200 });
    expectOk(
      await callApi('advancePayManagement-updateTransaction', { status: 'approved', ...ref(tx) }, world.manager.token),
    );
    expectOk(await callApi('advancePayAdmin-endOfDayProcessing', { orgId: world.orgId }, admin));
    let { sms, mail } = await messagesTo(world.employee);
    expect(sms).toEqual([]);
    expect(mail).toEqual([]);

    // A change of the bank account is always told.
    expectOk(
      await callApi(
        'employees-updateOwnProfile',
        { updatedProfile: { bankCode: 'CIBBMYKL', accountNumber: '8000333344' } },
        token,
      ),
    );
    ({ sms, mail } = await messagesTo(world.employee));
    expect(mail.map((m) => m.subject)).toEqual(['Your Advance Pay bank account was changed']);
    expect(sms).toHaveLength(1);
    expect(sms[0].text).toContain('the bank account your wages are paid into was changed');

    // Turned on again: the next step is told.
    expectOk(await callApi('users-setWithdrawalNotices', { notifyWithdrawalSteps: true }, token));
    expectOk(await callApi('advancePayAdmin-completeAll', { transferDate: klDate(), orgId: world.orgId }, admin));
    ({ sms } = await messagesTo(world.employee));
    expect(sms[0].text).toMatch(
      /^Advance Pay: Your withdrawal of RM 200\.00 was paid: RM 190\.00 into your account ending 2222 on /,
    );
  });
});
