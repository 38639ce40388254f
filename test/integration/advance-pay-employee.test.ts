import { PRODUCT_OFF_MESSAGES } from '../../shared/registry/org-gate';
import { AdminGetUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { earnedWagesSen, periodOf } from '../../shared/domain/advance-pay/advance-pay';
import { asSen, formatMyr, rmToSen, senToRm } from '../../shared/domain/money/money';
import type { OrganisationRecord } from '../../shared/domain/organisations/organisation-record';
import { epochSeconds, klDate, klParts } from '../../shared/domain/time/time';
import type { WithdrawalPolicyRecord } from '../../shared/domain/advance-pay/withdrawal-policy';
import { WITHDRAWAL_REASONS } from '../../shared/domain/advance-pay/withdrawal-reasons';
import type { EmployeeRecord } from '../../shared/domain/employees/employee-record';
import { ddbDoc } from '../../lambdas/core/clients/dynamodb';
import { cognitoClient } from '../../lambdas/core/clients/cognito';
import { env } from '../../lambdas/core/env';
import { keys } from '../../lambdas/data/table/keys';
import { getWithdrawnThisPeriodSen } from '../../lambdas/data/advance-pay/advance-pay-summaries';
import { listEmployeeAdvanceTransactions } from '../../lambdas/data/advance-pay/advance-transactions';
import { setNotificationsEmail } from '../../lambdas/data/organisations/management-settings';
import { getUser } from '../../lambdas/data/identity/users';
import { searchAuditPage } from '../../lambdas/data/audit/audit-trail';
import { NO_POLICY_MESSAGE } from '../../lambdas/services/advance-pay/withdrawals';
import { MISSING_STEP_MESSAGES } from '../../shared/domain/advance-pay/withdrawal-steps';
import {
  callApi,
  callApiRaw,
  errorInfoOf,
  expectOk,
  expectRefused,
  okBody,
  outboxMessages,
  signIn,
  stackUrl,
} from '../support/api';
import { freshAdvancePayOrg, putPolicy, storeWithdrawal } from '../support/advance-pay';
import { codeSentTo, freshEmployee } from '../support/own-profile';
import { createTestUser } from '../support/users';
import type { CallableInput } from '../../shared/callables/index';
import { match } from '../support/matchers';

/**
 * The employee's withdrawal flow (docs/rules.md#refusals, #verification-codes-and-lock-out):
 * balance → code by SMS → initiate, the refusals with their messages, the code's life, the
 * lock-out after five wrong codes and the unlock. Every test has a fresh organisation of its own.
 */

const BANK = { bank: 'Maybank', bankCode: 'MBBEMYKL', accountNumber: '114011112222' };

/**
 * A fresh organisation (5% fee paid by the employee, RM 2,000 maximum), an APPROVED general DAILY
 * RM 1,000 policy, an employee with a salary high enough that the policy's RM 1,000 (or 50% of
 * earned wages on the first days of a month) is the limit, and a Manager and an Executive.
 */
async function world(
  opts: {
    org?: Partial<OrganisationRecord>;
    policy?: Partial<WithdrawalPolicyRecord> | null;
    employee?: Partial<EmployeeRecord>;
    notify?: boolean;
  } = {},
) {
  const org = await freshAdvancePayOrg(opts.org);
  const policy = opts.policy === null ? undefined : await putPolicy(org.id, opts.policy ?? {});
  const employee = await freshEmployee(org.id, { salarySen: asSen(6_000_000), ...BANK, ...opts.employee });
  const [manager, executive] = await Promise.all([
    createTestUser({ role: 'Manager', orgId: org.id, acceptedTerms: true }),
    createTestUser({ role: 'Executive', orgId: org.id, acceptedTerms: true }),
  ]);
  if (opts.notify) await setNotificationsEmail(org, undefined, executive.email, 'test', epochSeconds());
  return {
    org,
    orgId: org.id,
    policy,
    employee,
    mobile: employee.employee.mobileNumber!,
    manager: { ...manager, token: (await signIn(manager.email, manager.password)).idToken },
    executive: { ...executive, token: (await signIn(executive.email, executive.password)).idToken },
  };
}
type World = Awaited<ReturnType<typeof world>>;

/** What the rules say this employee may withdraw now (RM). */
const expectedWithdrawable = (salary = 60_000) =>
  senToRm(asSen(Math.min(Math.floor(earnedWagesSen(rmToSen(salary)) / 2), 100_000)));

type Reason = CallableInput<'advancePayEmployee-sendVerificationCode'>['reason'];
const send = (w: World, amount: number, reason: Reason = 'Medical') =>
  callApi('advancePayEmployee-sendVerificationCode', { amount, reason }, w.employee.token);
const initiate = (w: World, amount: number, verificationCode: string, reasonForWithdrawal: Reason = 'Medical') =>
  callApi(
    'advancePayEmployee-initiateTransaction',
    { amount, reasonForWithdrawal, verificationCode },
    w.employee.token,
  );
const codeItem = async (w: World) =>
  (
    await (
      await ddbDoc()
    ).send(
      new GetCommand({
        TableName: env.tableName,
        Key: keys.smsCode(w.orgId, w.employee.user.id, 'withdrawal'),
        ConsistentRead: true,
      }),
    )
  ).Item;
const setCodeItem = async (w: World, values: Record<string, number>) =>
  (await ddbDoc()).send(
    new UpdateCommand({
      TableName: env.tableName,
      Key: keys.smsCode(w.orgId, w.employee.user.id, 'withdrawal'),
      UpdateExpression: `SET ${Object.keys(values)
        .map((k) => `${k} = :${k}`)
        .join(', ')}`,
      ExpressionAttributeValues: Object.fromEntries(Object.entries(values).map(([k, v]) => [`:${k}`, v])),
    }),
  );
const cognitoEnabled = async (email: string) =>
  (await (await cognitoClient()).send(new AdminGetUserCommand({ UserPoolId: env.userPoolId, Username: email })))
    .Enabled;

/** A 6-digit code that is not `code`. */
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('advancePayEmployee-getAdvancePayBalance', () => {
  it('answers the spec fields and the fee terms, computed by the rules', async () => {
    const w = await world();
    const res = await callApi('advancePayEmployee-getAdvancePayBalance', {}, w.employee.token);
    expectOk(res);
    const period = periodOf();
    expect(res.body).toMatchObject({
      withdrawable: expectedWithdrawable(),
      advancePay: 'yes',
      cutOff: false,
      period: period.text,
      periodKey: period.key,
      reasons: [...WITHDRAWAL_REASONS],
      balance: senToRm(earnedWagesSen(rmToSen(60_000))),
      frequencyExceeded: false,
      earnedWages: senToRm(earnedWagesSen(rmToSen(60_000))),
      withdrawnThisPeriod: 0,
      serviceFeePercentage: 5,
      serviceFeePaidBy: 'employee',
      minimum: 100,
      blocked: null,
      hasBankAccount: true,
      missingSteps: [],
      lastReason: null,
      policy: {
        type: 'GENERAL',
        maximumWithdrawalAmount: 1000,
        withdrawalFrequency: 'DAILY',
        frequencyLabel: 'Daily',
        autoApproval: false,
      },
    });
    expect(res.body.mobileNumber).toMatch(/^\+6011\*+\d{4}$/);
    expect(res.body.expectedCreditDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('names what the employee still has to do, and shows it done right after, in the same session', async () => {
    // prepare: a number a manager typed (not verified yet) and no bank account
    const w = await world({
      employee: { mobileNumberVerified: false, accountNumber: undefined, bankCode: undefined, bank: undefined },
    });
    const token = w.employee.token;
    const balance = async () => okBody(await callApi('advancePayEmployee-getAdvancePayBalance', {}, token));
    expect(await balance()).toMatchObject({ missingSteps: ['mobileNumber', 'bankAccount'], mobileNumber: null });
    // a request is refused with the first missing step, sending the employee to their profile
    const refused = await send(w, 150);
    expectRefused(refused, 422);
    expect(refused.body.errorInfo.details).toEqual([
      { field: 'mobileNumber', message: MISSING_STEP_MESSAGES.mobileNumber },
    ]);

    // act: the number verified with the same ID token (no new sign-in)
    expect((await callApi('employees-sendSmsVerificationCode', { mobileNumber: w.mobile }, token)).status).toBe(200);
    const code = await codeSentTo(w.mobile);
    expectOk(await callApi('employees-verifySmsVerificationCode', { mobileNumber: w.mobile, code }, token));

    // assess: the balance of the same session says so at once; only the bank account is left
    const afterMobile = await balance();
    expect(afterMobile.missingSteps).toEqual(['bankAccount']);
    expect(afterMobile.mobileNumber).toMatch(/\*+\d{4}$/);
    expect(errorInfoOf(await send(w, 150))).toMatchObject({ message: MISSING_STEP_MESSAGES.bankAccount });

    // the bank account saved (a fresh sign-in: the test's token was just made), still the same token
    expectOk(
      await callApi(
        'employees-updateOwnProfile',
        { updatedProfile: { bankCode: 'MBBEMYKL', accountNumber: '114099990000' } },
        token,
      ),
    );
    expect(await balance()).toMatchObject({ missingSteps: [], hasBankAccount: true });
    expect((await send(w, 150)).status).toBe(200);
  });

  it('offers the reason of the last withdrawal again', async () => {
    const w = await world();
    const ic = w.employee.employee.employeeICNumber;
    await storeWithdrawal(w.orgId, ic, { amount: 100, status: 'rejected', reasonForWithdrawal: 'Medical' });
    expect(okBody(await callApi('advancePayEmployee-getAdvancePayBalance', {}, w.employee.token)).lastReason).toBe(
      'Medical',
    );
  });

  it('is for employees only, of their own record', async () => {
    const w = await world();
    for (const token of [w.manager.token, w.executive.token]) {
      expect(errorInfoOf(await callApi('advancePayEmployee-getAdvancePayBalance', {}, token)).code).toBe('FORBIDDEN');
    }
    const noRecord = await createTestUser({ role: 'employee', orgId: w.orgId, acceptedTerms: true });
    const res = await callApi(
      'advancePayEmployee-getAdvancePayBalance',
      {},
      (await signIn(noRecord.email, noRecord.password)).idToken,
    );
    expectRefused(res, 404);
  });
});

describe('request → code → initiate', () => {
  it('stores a pending withdrawal with fee, net amount, banking and history; moves the summary; e-mails the notifications e-mail', async () => {
    const w = await world({ notify: true });
    const sent = await send(w, 300);
    expectOk(sent);
    expect(sent.body).toBe(true);
    const sms = (await outboxMessages(w.mobile)).find((m) => m.channel === 'sms')!;
    expect(sms.text).toMatch(/Your Advance Pay code is R-\d{6}/);
    const code = await codeSentTo(w.mobile);
    // Stored hashed, bound to the amount and reason.
    const stored = await codeItem(w);
    expect(JSON.stringify(stored)).not.toContain(code);
    expect(stored).toMatchObject({ amountSen: 30_000, reason: 'Medical' });

    const res = await initiate(w, 300, `R-${code}`);
    expectOk(res);
    const tx = res.body;
    expect(tx).toMatchObject({
      orgId: w.orgId,
      orgName: w.org.name,
      employeeICNumber: w.employee.employee.employeeICNumber,
      email: w.employee.user.email,
      status: 'pending',
      period: periodOf().text,
      periodKey: periodOf().key,
      amount: 300,
      fee: 15,
      netAmount: 285,
      serviceFeePaidBy: 'employee',
      salary: 60_000,
      banking: BANK,
      reasonForWithdrawal: 'Medical',
      createdBy: 'Nur Hidayah',
    });
    expect(tx.history).toEqual([{ status: 'pending', at: tx.createdAt, by: 'Nur Hidayah' }]);
    expect(tx.expectedCreditDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(await getWithdrawnThisPeriodSen(w.orgId, tx.employeeICNumber, periodOf().key)).toBe(30_000);

    // The code is consumed with the withdrawal (and a second one today is refused by the DAILY policy first).
    expect((await codeItem(w))?.codeHash).toBeUndefined();
    const again = await initiate(w, 300, code);
    expectRefused(again, 422);
    expect(again.body.errorInfo.message).toBe('You have reached the number of withdrawals your policy allows for now.');

    // The new-request e-mail, through the outbox.
    const mail = (await outboxMessages(w.executive.email)).find((m) => m.channel === 'email')!;
    expect(mail.subject).toContain('RM 300.00');
    expect(mail.text).toContain('Nur Hidayah');
    expect(mail.text).toContain('Medical');
    // A full link to the page, from the site's address (SITE_URL), not a bare path.
    expect(mail.text).toContain(`Review it at ${stackUrl('/management/advance-pay/transactions')}\n`);

    // The lists and the balance see it.
    const list = await callApi('advancePayEmployee-getTransactions', { period: periodOf().key }, w.employee.token);
    expectOk(list);
    expect(list.body.items.map((t: { id: string }) => t.id)).toEqual([tx.id]);
    expect(
      okBody(await callApi('advancePayEmployee-getTransactions', { period: periodOf().text }, w.employee.token)).items,
    ).toHaveLength(1);
    expect(
      okBody(await callApi('advancePayEmployee-getTransactions', { period: '2001-01' }, w.employee.token)).items,
    ).toEqual([]);
    expect(okBody(await callApi('advancePayEmployee-getTransactions', {}, w.employee.token)).items).toHaveLength(1);
    const one = await callApi('advancePayEmployee-getTransaction', { transactionId: tx.id }, w.employee.token);
    expectOk(one);
    expect(one.body).toMatchObject({ id: tx.id, status: 'pending', amount: 300 });
    expect(one.body.expectedCreditDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const balance = okBody(await callApi('advancePayEmployee-getAdvancePayBalance', {}, w.employee.token));
    expect(balance).toMatchObject({
      withdrawnThisPeriod: 300,
      frequencyExceeded: true,
      blocked: { reason: 'frequencyExceeded' },
    });
    expect(balance.withdrawable).toBe(Math.max(0, Math.round((expectedWithdrawable() - 300) * 100) / 100));
  });

  it('is approved at once under an auto-approving policy; an employer-paid fee is not deducted', async () => {
    const w = await world({
      policy: { autoApproval: true },
      org: { serviceFeePaidBy: 'employer', serviceFeePercentage: 2.5 },
    });
    await send(w, 200, 'Bills');
    const res = await initiate(w, 200, await codeSentTo(w.mobile), 'Bills');
    expectOk(res);
    expect(res.body).toMatchObject({
      status: 'approved',
      amount: 200,
      fee: 5,
      netAmount: 200,
      serviceFeePaidBy: 'employer',
    });
    expect(res.body.history?.map((h) => h.status)).toEqual(['pending', 'approved']);
    expect(res.body.history?.[1].by).toBe('Auto-approval (withdrawal policy)');
  });

  it("keeps employees apart: another employee's transaction is not found", async () => {
    const w = await world();
    const theirs = await storeWithdrawal(w.orgId, w.employee.employee.employeeICNumber, { amount: 150 });
    const colleague = await freshEmployee(w.orgId, { salarySen: asSen(6_000_000), ...BANK });
    const res = await callApi('advancePayEmployee-getTransaction', { transactionId: theirs.id }, colleague.token);
    expectRefused(res, 404);
    expect(okBody(await callApi('advancePayEmployee-getTransactions', {}, colleague.token)).items).toEqual([]);
    for (const name of [
      'advancePayEmployee-getTransactions',
      'advancePayEmployee-sendVerificationCode',
      'advancePayEmployee-initiateTransaction',
    ]) {
      expect(
        (
          await callApiRaw(
            name,
            { amount: 150, reason: 'Bills', reasonForWithdrawal: 'Bills', verificationCode: '123456' },
            w.manager.token,
          )
        ).status,
        name,
      ).toBe(403);
    }
  });
});

describe("refusals (422, the rule's message; no code sent, nothing stored)", () => {
  const refusedBoth = async (w: World, amount: number, message: string) => {
    const before = await listEmployeeAdvanceTransactions(w.orgId, w.employee.employee.employeeICNumber);
    const s = await send(w, amount);
    expectRefused(s, 422);
    expect(s.body.errorInfo).toMatchObject({ code: 'FAILED_PRECONDITION', message });
    const i = await initiate(w, amount, '123456');
    expectRefused(i, 422);
    expect(i.body.errorInfo.message).toBe(message);
    expect(await outboxMessages(w.mobile)).toEqual([]);
    expect(await listEmployeeAdvanceTransactions(w.orgId, w.employee.employee.employeeICNumber)).toEqual(before);
  };

  it('below the RM100 minimum and above the limit', async () => {
    const w = await world();
    await refusedBoth(w, 99.99, 'The minimum per withdrawal is MYR 100.00.');
    const limit = expectedWithdrawable();
    await refusedBoth(w, limit + 0.01, `Your Withdrawal limit is ${formatMyr(limit)}!`);
  });

  it('after the cut-off date', async () => {
    const w = await world({ org: { cutoffDate: klParts().day - 1 } });
    await refusedBoth(
      w,
      150,
      "This month's cut-off date has passed. You can request again from the 1st of next month.",
    );
    expect((await callApi('advancePayEmployee-getAdvancePayBalance', {}, w.employee.token)).body).toMatchObject({
      cutOff: true,
      blocked: { reason: 'cutOff' },
    });
  });

  it('a second withdrawal the same day under a DAILY policy', async () => {
    const w = await world();
    await storeWithdrawal(w.orgId, w.employee.employee.employeeICNumber, { amount: 150 });
    await refusedBoth(w, 150, 'You have reached the number of withdrawals your policy allows for now.');
  });

  it('withdrawals disabled, no approved policy', async () => {
    await refusedBoth(
      await world({ employee: { advancePayWithdrawalsDisabled: true } }),
      150,
      'Your Advance Pay withdrawals are switched off. Please ask your manager.',
    );
    await refusedBoth(await world({ policy: { status: 'PENDING' } }), 150, NO_POLICY_MESSAGE);
  });

  it('Advance Pay off: the handler chain refuses both calls (403 PRODUCT_OFF) before any rule is read', async () => {
    const w = await world({ org: { advancePay: 'no' } });
    for (const res of [await send(w, 150), await initiate(w, 150, '123456')]) {
      expectRefused(res, 403);
      expect(res.body.errorInfo).toEqual({ code: 'PRODUCT_OFF', message: PRODUCT_OFF_MESSAGES.advancePay });
    }
    expect(await outboxMessages(w.mobile)).toEqual([]);
    expect(await listEmployeeAdvanceTransactions(w.orgId, w.employee.employee.employeeICNumber)).toEqual([]);
  });

  it('no bank account, no verified mobile number', async () => {
    const noBank = await world({ employee: { accountNumber: undefined, bankCode: undefined, bank: undefined } });
    expect(errorInfoOf(await send(noBank, 150))).toMatchObject({
      message: 'Please add your bank account in your profile first: the money you withdraw is paid into it.',
      details: [{ field: 'bank', message: MISSING_STEP_MESSAGES.bankAccount }],
    });
    const noMobile = await world({ employee: { mobileNumberVerified: false } });
    const res = await send(noMobile, 150);
    expectRefused(res, 422);
    expect(res.body.errorInfo.details?.[0].field).toBe('mobileNumber');
  });

  it("malformed input is a 400 on the field with the spec's messages", async () => {
    const w = await world();
    const zero = await send(w, 0);
    expectRefused(zero, 400);
    expect(zero.body.errorInfo.details).toEqual([
      { field: 'amount', message: 'Amount should be greater than zero(0)' },
    ]);
    const bad = await callApiRaw(
      'advancePayEmployee-initiateTransaction',
      { amount: 150, reasonForWithdrawal: 'Holiday', verificationCode: '12' },
      w.employee.token,
    );
    expectRefused(bad, 400);
    expect(bad.body.errorInfo.details?.map((d) => d.field).sort()).toEqual(['reasonForWithdrawal', 'verificationCode']);
  });
});

describe('the verification code', () => {
  it('one new code per 2 minutes (429 saying when), then a new one replaces it', async () => {
    const w = await world();
    expect((await send(w, 150)).status).toBe(200);
    const first = await codeSentTo(w.mobile);
    const again = await send(w, 150);
    expectRefused(again, 429);
    expect(again.body.errorInfo.code).toBe('THROTTLED');
    expect(again.body.errorInfo.message).toMatch(/Please try again in \d+ seconds\./);

    await setCodeItem(w, { sentAt: epochSeconds() - 121 });
    expect((await send(w, 160)).status).toBe(200);
    const messages = (await outboxMessages(w.mobile)).filter((m) => m.channel === 'sms');
    expect(messages).toHaveLength(2);
    const second = messages[0].text.match(/R-(\d{6})/)![1];
    // The first code no longer confirms anything (unless the two happen to be equal).
    if (second !== first) expect((await initiate(w, 160, first)).status).toBe(422);
    expect((await initiate(w, 160, second)).status).toBe(200);
  });

  it('expires after 5 minutes', async () => {
    const w = await world();
    await send(w, 150);
    const code = await codeSentTo(w.mobile);
    await setCodeItem(w, { codeExpiresAt: epochSeconds() - 1 });
    const res = await initiate(w, 150, code);
    expectRefused(res, 422);
    expect(res.body.errorInfo.message).toBe('The verification code has expired. Please ask for a new code.');
  });

  it('confirms only the amount and reason it was sent for', async () => {
    const w = await world();
    await send(w, 150, 'Bills');
    const code = await codeSentTo(w.mobile);
    const res = await initiate(w, 150, code, 'Medical');
    expectRefused(res, 422);
    expect(res.body.errorInfo.message).toBe(
      'The amount or reason differs from the one the code was sent for. Please ask for a new code.',
    );
    expect((await initiate(w, 150, code, 'Bills')).status).toBe(422); // dropped: ask for a new one
  });

  it('a right code resets the wrong-code count (five wrong codes "in a row")', async () => {
    const w = await world();
    await send(w, 150);
    const code = await codeSentTo(w.mobile);
    for (let i = 0; i < 4; i++) expect((await initiate(w, 150, wrong(code))).status).toBe(422);
    expect((await initiate(w, 150, code)).status).toBe(200);
    expect((await codeItem(w))?.wrongAttempts).toBe(0);
  });
});

describe('lock-out after five wrong codes, and unlock', () => {
  it('the fifth wrong code locks the account (403 OUT_OF_RANGE), then every call is ACCOUNT_LOCKED and Cognito is disabled', async () => {
    const w = await world();
    await send(w, 150);
    const code = await codeSentTo(w.mobile);
    for (let left = 4; left >= 1; left--) {
      const res = await initiate(w, 150, wrong(code));
      expectRefused(res, 422);
      expect(res.body.errorInfo.message).toBe(
        `Wrong verification code. ${left} ${left === 1 ? 'try' : 'tries'} left before your account is locked.`,
      );
    }
    const fifth = await initiate(w, 150, wrong(code));
    expectRefused(fifth, 403);
    expect(fifth.body.errorInfo).toMatchObject({
      code: 'OUT_OF_RANGE',
      message: 'Too many Attempts! Your account has been locked. Please contact support for help!',
    });

    const user = await getUser(w.orgId, w.employee.user.id);
    expect(user).toMatchObject({ locked: true, lockedReason: '5 wrong verification codes' });
    expect(user!.lockedAt).toBeGreaterThan(epochSeconds() - 60);
    // The user-sync worker disables the login once it reads the lock (off the request path).
    await expect.poll(() => cognitoEnabled(w.employee.user.email), { timeout: 10_000 }).toBe(false);
    // Even the right code is refused now: the account is locked.
    for (const res of [
      await initiate(w, 150, code),
      await callApi('advancePayEmployee-getAdvancePayBalance', {}, w.employee.token),
    ]) {
      expectRefused(res, 403);
      expect(res.body.errorInfo.code).toBe('ACCOUNT_LOCKED');
      // ... and tells the employee when and why (the sign-in shows it under 'Your account is locked!…').
      expect(res.body.errorInfo.details).toEqual([
        {
          field: 'lockedAt',
          message: match.stringMatching(
            /^Locked on \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} \(Malaysia time\) after 5 wrong verification codes\. A manager of your organisation can unlock it\.$/,
          ),
        },
      ]);
    }
    expect(await listEmployeeAdvanceTransactions(w.orgId, w.employee.employee.employeeICNumber)).toEqual([]);

    // The managers see why and when.
    const lock = await callApi(
      'employees-getAccountLock',
      { employeeICNumber: w.employee.employee.employeeICNumber },
      w.executive.token,
    );
    expect(lock.body).toEqual({
      hasLogin: true,
      locked: true,
      lockedAt: user!.lockedAt,
      lockedReason: '5 wrong verification codes',
    });

    // Unlock: not by an Executive, not by another organisation's Manager, not by the employee.
    const ic = { employeeICNumber: w.employee.employee.employeeICNumber };
    expect(errorInfoOf(await callApi('employees-unlockAccount', ic, w.executive.token)).code).toBe('FORBIDDEN');
    const other = await world();
    expect((await callApi('employees-unlockAccount', ic, other.manager.token)).status).toBe(404);
    expect((await callApi('employees-unlockAccount', { ...ic, orgId: w.orgId }, other.manager.token)).status).toBe(403);
    expect((await getUser(w.orgId, w.employee.user.id))?.locked).toBe(true);

    const unlocked = await callApi('employees-unlockAccount', ic, w.manager.token);
    expectOk(unlocked);
    expect(unlocked.body).toMatchObject({ locked: false, unlockedBy: 'Test Manager' });
    expect(await cognitoEnabled(w.employee.user.email)).toBe(true);
    const after = await getUser(w.orgId, w.employee.user.id);
    expect(after).toMatchObject({ unlockedBy: 'Test Manager' });
    expect(after?.locked).toBeUndefined();
    expect((await callApi('employees-unlockAccount', ic, w.manager.token)).status).toBe(409);

    // The lock (by the employee's own wrong codes) and the unlock (by the Manager) are in the audit trail.
    const trail = await searchAuditPage(
      { orgId: w.orgId, from: klDate(new Date(Date.now() - 86_400_000)), to: klDate(), kind: 'user' },
      { limit: 50 },
    );
    const aboutLogin = trail.items.filter((e) => e.subject.id === w.employee.user.id).reverse();
    expect(aboutLogin.map((e) => [e.action, e.why, e.changes])).toEqual([
      ['locked', 'Locked after 5 wrong verification codes', [{ field: 'locked', before: 'no', after: 'yes' }]],
      ['unlocked', 'Locked after 5 wrong verification codes', [{ field: 'locked', before: 'yes', after: 'no' }]],
    ]);
    expect(aboutLogin[0].actor).toMatchObject({ role: 'employee' });

    // Back in, with a fresh count.
    expect((await callApi('advancePayEmployee-getAdvancePayBalance', {}, w.employee.token)).status).toBe(200);
    await send(w, 150);
    const fresh = (await outboxMessages(w.mobile)).find((m) => m.channel === 'sms')!.text.match(/R-(\d{6})/)![1];
    expect(errorInfoOf(await initiate(w, 150, wrong(fresh))).message).toContain('4 tries left');
  });

  it('an admin unlocks naming the organisation', async () => {
    const w = await world();
    await send(w, 150);
    const code = await codeSentTo(w.mobile);
    for (let i = 0; i < 5; i++) await initiate(w, 150, wrong(code));
    expect((await getUser(w.orgId, w.employee.user.id))?.locked).toBe(true);
    const admin = await createTestUser({ role: 'admin' });
    const token = (await signIn(admin.email, admin.password)).idToken;
    const ic = { employeeICNumber: w.employee.employee.employeeICNumber };
    expect((await callApi('employees-unlockAccount', ic, token)).status).toBe(400); // admins name the organisation
    const res = await callApi('employees-unlockAccount', { ...ic, orgId: w.orgId }, token);
    expectOk(res);
    expect(res.body.locked).toBe(false);
  });
});
