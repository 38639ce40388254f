import { describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { ulid } from 'ulid';
import { AdminGetUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import { epochSeconds } from '../../shared/domain/time/time';
import { TERMS_VERSION } from '../../shared/registry/roles';
import { cognitoClient } from '../../lambdas/core/clients/cognito';
import { env } from '../../lambdas/core/env';
import { getEmployee } from '../../lambdas/data/employees/employees';
import { listEmployeeAdvanceTransactions } from '../../lambdas/data/advance-pay/advance-transactions';
import { advancePayWorld } from '../support/advance-pay';
import {
  callApi,
  errorInfoOf,
  expectOk,
  expectRefused,
  firstSignIn,
  invitationPassword,
  okBody,
  outboxMessages,
  refreshTokens,
  signIn,
} from '../support/api';
import { codeSentTo, freshEmployee, freshMobile } from '../support/own-profile';
import { forgeToken } from '../support/tokens';
import { createTestUser } from '../support/users';
import { putTableItem, tableItem } from '../support/table-item';
import type { CallableInput } from '../../shared/callables/index';

/** An ID token of the same user, newly issued, whose sign-in was at `authTime` (as a refreshed token is). */
async function issuedFor(idToken: string, authTime: number): Promise<string> {
  const { aud: _a, iss: _i, exp: _e, iat: _t, ...claims } = decodeJwt(idToken);
  return forgeToken({ ...claims, auth_time: authTime });
}

/** An ID token of the same user whose sign-in was `ageSeconds` ago (a stolen, older session). */
const olderSession = (idToken: string, ageSeconds: number) => issuedFor(idToken, epochSeconds() - ageSeconds);

/** Wait until the clock has moved to the next second (auth_time and passwordChangedAt are whole seconds). */
async function nextSecond(): Promise<void> {
  const start = epochSeconds();
  while (epochSeconds() === start) await new Promise((r) => setTimeout(r, 50));
}

const withdrawal = { amount: 100, reason: 'Bills' } satisfies CallableInput<'advancePayEmployee-sendVerificationCode'>;

describe('a manager-created employee, from first sign-in to a withdrawal request', () => {
  it('verifies the number on record and withdraws', async () => {
    // Prepare: an organisation whose policy approves at once; its Manager onboards a new employee.
    const world = await advancePayWorld({ policy: { autoApproval: true } });
    const email = `walk-${ulid().toLowerCase()}@example.my`;
    const mobile = freshMobile();
    const ic = `W${ulid().slice(-11)}`;
    const created = await callApi(
      'employees-createEmployee',
      {
        employeeICNumber: ic,
        firstName: 'Wira',
        lastName: 'Baru',
        email,
        mobileNumber: mobile,
        bankCode: 'MBBEMYKL',
        accountNumber: '114099998888',
        salary: 9000,
      },
      world.manager.token,
    );
    expectOk(created);
    expect((await callApi('employees-approveEmployees', { ICNumbers: [ic] }, world.manager.token)).body).toEqual({
      approved: 1,
      invited: 1,
    });

    // The first sign-in: the invitation's temporary password opens the new-password step.
    const first = await firstSignIn(email, await invitationPassword(email), 'Wira-Passw0rd!');
    expect((await callApi('employees-acceptTermsAndConditions', { device: 'vitest' }, first.idToken)).status).toBe(200);
    const { idToken: token, claims } = await refreshTokens(first.refreshToken);
    expect(claims['custom:acceptedTerms']).toBe(TERMS_VERSION);

    // Get Paid: the number the Manager typed is not verified yet, so no code can go there.
    const before = await callApi('advancePayEmployee-getAdvancePayBalance', {}, token);
    expectOk(before);
    expect(before.body.mobileNumber).toBeNull();
    const refused = await callApi('advancePayEmployee-sendVerificationCode', withdrawal, token);
    expectRefused(refused, 422);
    expect(refused.body.errorInfo.details?.[0].field).toBe('mobileNumber');

    // The profile step: a code to the number on record, verified, marks it verified.
    expect((await callApi('employees-sendSmsVerificationCode', { mobileNumber: mobile }, token)).status).toBe(200);
    const verified = await callApi(
      'employees-verifySmsVerificationCode',
      { mobileNumber: mobile, code: await codeSentTo(mobile) },
      token,
    );
    expect(verified.body).toEqual({ verified: true, onProfile: true });
    expect((await callApi('employees-getEmployeeProfile', {}, token)).body).toMatchObject({
      mobileNumber: mobile,
      mobileNumberVerified: true,
    });
    // Saving the profile afterwards keeps it verified.
    expect(
      okBody(await callApi('employees-updateOwnProfile', { updatedProfile: { city: 'Johor Bahru' } }, token)).profile,
    ).toMatchObject({ mobileNumberVerified: true });

    // The withdrawal request, through to the end.
    expect(okBody(await callApi('advancePayEmployee-getAdvancePayBalance', {}, token)).mobileNumber).toMatch(
      /\*+\d{4}$/,
    );
    expect((await callApi('advancePayEmployee-sendVerificationCode', withdrawal, token)).status).toBe(200);
    const code = await codeSentTo(mobile);
    const done = await callApi(
      'advancePayEmployee-initiateTransaction',
      { amount: 100, reasonForWithdrawal: 'Bills', verificationCode: `R-${code}` },
      token,
    );
    expectOk(done);
    expect(done.body).toMatchObject({
      amount: 100,
      status: 'approved',
      employeeICNumber: ic,
      banking: { accountNumber: '114099998888' },
    });
    expect(done.body.reviewReason).toBeUndefined();
  });
});

describe('sensitive changes need a fresh sign-in', () => {
  it('refuses a new bank account, mobile number or password from an older session (403 REAUTHENTICATION_REQUIRED) and changes nothing', async () => {
    const { employee, user, token, accessToken } = await freshEmployee();
    const stale = await olderSession(token, 301);
    const proof = { currentPassword: user.password, accessToken };

    // Names and address stay editable with any valid session.
    expect((await callApi('employees-updateOwnProfile', { updatedProfile: { city: 'Melaka' } }, stale)).status).toBe(
      200,
    );

    for (const change of [
      { updatedProfile: { bankCode: 'CIBBMYKL', accountNumber: '8000111122' } },
      { updatedProfile: { accountNumber: '8000111122', bankCode: 'MBBEMYKL' } },
      { updatedProfile: { mobileNumber: freshMobile() } },
      { updatedProfile: {}, newUserPassword: 'N3w-Passw0rd!', ...proof },
    ]) {
      const res = await callApi('employees-updateOwnProfile', change, stale);
      expectRefused(res, 403, JSON.stringify(change));
      expect(res.body.errorInfo.code).toBe('REAUTHENTICATION_REQUIRED');
      expect(res.body.errorInfo.message).toMatch(/enter your current password/);
    }
    const changePassword = await callApi(
      'users-changeUserPassword',
      { newUserPassword: 'N3w-Passw0rd!', ...proof },
      stale,
    );
    expectRefused(changePassword, 403);
    expect(changePassword.body.errorInfo.code).toBe('REAUTHENTICATION_REQUIRED');

    const stored = await getEmployee(employee.orgId, employee.employeeICNumber);
    expect(stored).toMatchObject({ city: 'Melaka', mobileNumber: employee.mobileNumber });
    expect(stored?.accountNumber).toBeUndefined();
    expect(stored?.bankAccountChangedAt).toBeUndefined();

    // A session of the last few minutes may change them.
    const fresh = await olderSession(token, 60);
    const ok = await callApi(
      'employees-updateOwnProfile',
      { updatedProfile: { bankCode: 'CIBBMYKL', accountNumber: '8000111122' } },
      fresh,
    );
    expectOk(ok);
    expect(ok.body.profile).toMatchObject({ bank: 'CIMB Bank', accountNumber: '8000111122' });
  });

  it('a refreshed token keeps the time of the sign-in, so refreshing is no fresh sign-in', async () => {
    const user = await createTestUser({ role: 'employee', acceptedTerms: true });
    const session = await signIn(user.email, user.password);
    await nextSecond();
    const refreshed = await refreshTokens(session.refreshToken);
    expect(refreshed.claims.auth_time).toBe(session.claims.auth_time);
    expect(Number(refreshed.claims.iat)).toBeGreaterThan(Number(session.claims.auth_time));
    expect(decodeJwt(refreshed.accessToken).auth_time).toBe(session.claims.auth_time);
  });
});

describe('a password change signs out everywhere and is told', () => {
  it('refuses every earlier session, refreshed or not, and revokes the refresh tokens', async () => {
    const user = await createTestUser({ role: 'employee', acceptedTerms: true });
    const laptop = await signIn(user.email, user.password);
    const phone = await signIn(user.email, user.password);
    await nextSecond();

    const res = await callApi(
      'users-changeUserPassword',
      { newUserPassword: 'Sec0nd-Passw0rd!', currentPassword: user.password, accessToken: phone.accessToken },
      phone.idToken,
    );
    expect(res).toEqual({ status: 200, body: { ok: true } });

    for (const session of [laptop, phone]) {
      const refusal = await callApi('users-getCurrentUser', {}, session.idToken);
      expectRefused(refusal, 401);
      expect(refusal.body.errorInfo.code).toBe('UNAUTHENTICATED');
      await expect(refreshTokens(session.refreshToken)).rejects.toThrow();
    }
    // An old session's token cannot come back through a refresh either (a refreshed token keeps its auth_time).
    expect(
      (await callApi('users-getCurrentUser', {}, await issuedFor(laptop.idToken, Number(laptop.claims.auth_time))))
        .status,
    ).toBe(401);

    const again = await signIn(user.email, 'Sec0nd-Passw0rd!');
    expect((await callApi('users-getCurrentUser', {}, again.idToken)).status).toBe(200);
    const [notice] = await outboxMessages(user.email);
    expect(notice.subject).toBe('Your Advance Pay password was changed');
    expect(notice.text).toContain('signed out');
  });

  it('refuses a session signed in within the same second as the change', async () => {
    const user = await createTestUser({ role: 'employee', acceptedTerms: true });
    const session = await signIn(user.email, user.password);
    expect((await callApi('users-getCurrentUser', {}, session.idToken)).status).toBe(200);
    // The change's second is the sign-in's own: whole seconds cannot tell which came first, so the session ends.
    const key = { pk: `ORG#${user.orgId}`, sk: `USER#${user.id}` };
    const record = await tableItem(key);
    await putTableItem({ ...record, passwordChangedAt: Number(session.claims.auth_time) });
    const refusal = await callApi('users-getCurrentUser', {}, session.idToken);
    expectRefused(refusal, 401);
    expect(refusal.body.errorInfo).toMatchObject({
      code: 'UNAUTHENTICATED',
      message: 'Your password was changed. Please log in again with the new one.',
    });
    // One second later is a later sign-in.
    expect(
      (
        await callApi(
          'users-getCurrentUser',
          {},
          await issuedFor(session.idToken, Number(session.claims.auth_time) + 1),
        )
      ).status,
    ).toBe(200);
  });

  it('a change right after signing in still lets the person sign in again at once with the new password', async () => {
    // No waiting anywhere: the sign-in, the change and the new sign-in may all fall in one or two seconds.
    for (let round = 0; round < 3; round += 1) {
      const user = await createTestUser({ role: 'employee', acceptedTerms: true });
      const session = await signIn(user.email, user.password);
      const res = await callApi(
        'users-changeUserPassword',
        { newUserPassword: 'Th1rd-Passw0rd!', currentPassword: user.password, accessToken: session.accessToken },
        session.idToken,
      );
      expect(res).toEqual({ status: 200, body: { ok: true } });
      expect((await callApi('users-getCurrentUser', {}, session.idToken)).status).toBe(401);
      const again = await signIn(user.email, 'Th1rd-Passw0rd!');
      expect(Number(again.claims.auth_time)).toBeGreaterThan(Number(session.claims.auth_time));
      expect((await callApi('users-getCurrentUser', {}, again.idToken)).status).toBe(200);
    }
  });

  it('the profile password change does the same', async () => {
    const { user, token, accessToken } = await freshEmployee();
    await nextSecond();
    const res = await callApi(
      'employees-updateOwnProfile',
      { updatedProfile: {}, newUserPassword: 'Pr0file-Passw0rd!', currentPassword: user.password, accessToken },
      token,
    );
    expectOk(res);
    expect(res.body.passwordChanged).toBe(true);
    expect((await callApi('employees-getEmployeeProfile', {}, token)).status).toBe(401);
    expect((await outboxMessages(user.email))[0].subject).toBe('Your Advance Pay password was changed');
  });
});

describe('notices of a new bank account or mobile number', () => {
  it('e-mails the address on record (last 4 digits only) and texts the OLD number', async () => {
    const { employee, user, token } = await freshEmployee('demo', {
      bank: 'Maybank',
      bankCode: 'MBBEMYKL',
      accountNumber: '114011112222',
    });
    const mobile = freshMobile();
    await callApi('employees-sendSmsVerificationCode', { mobileNumber: mobile }, token);
    await callApi(
      'employees-verifySmsVerificationCode',
      { mobileNumber: mobile, code: await codeSentTo(mobile) },
      token,
    );

    const res = await callApi(
      'employees-updateOwnProfile',
      { updatedProfile: { mobileNumber: mobile, bankCode: 'CIBBMYKL', accountNumber: '8000333344' } },
      token,
    );
    expectOk(res);

    const [mail] = await outboxMessages(user.email);
    expect(mail.subject).toBe('Your Advance Pay bank account and mobile number were changed');
    expect(mail.text).toContain('account ending 3344 (was ending 2222)');
    expect(mail.text).toContain(`now ending ${mobile.slice(-4)} (was ending ${employee.mobileNumber!.slice(-4)})`);
    expect(mail.text).toMatch(/\(Malaysia time\)/);
    expect(mail.text).toContain('support@');
    for (const secret of ['8000333344', '114011112222', mobile, employee.mobileNumber!])
      expect(mail.text).not.toContain(secret);
    // One SMS to the OLD number tells both changes, the last 4 digits only.
    const [sms] = (await outboxMessages(employee.mobileNumber)).filter((m) => m.channel === 'sms');
    expect(sms.text).toContain('the bank account your wages are paid into was changed');
    expect(sms.text).toContain('account ending 3344 (was ending 2222)');
    expect(sms.text).toContain(`Your mobile number is now ending ${mobile.slice(-4)}`);
    for (const secret of ['8000333344', '114011112222', mobile]) expect(sms.text).not.toContain(secret);
    // Names and addresses send nothing.
    const count = (await outboxMessages(user.email)).length;
    await callApi('employees-updateOwnProfile', { updatedProfile: { city: 'Ipoh' } }, token);
    expect((await outboxMessages(user.email)).length).toBe(count);
  });
});

describe("a manager's change of an employee's bank account or number", () => {
  it('starts the cooling-off and tells the employee who changed what', async () => {
    const world = await advancePayWorld({
      policy: { autoApproval: true },
      employee: { email: `mgr-edit-${ulid().toLowerCase()}@example.my` },
    });
    const { employee, user } = world.employee;
    const before = epochSeconds();
    const res = await callApi(
      'employees-editEmployee',
      { employeeICNumber: employee.employeeICNumber, bankCode: 'CIBBMYKL', accountNumber: '8000123499' },
      world.manager.token,
    );
    expectOk(res);
    expect(res.body.bankAccountChangedAt).toBeGreaterThanOrEqual(before);
    expect(res.body.bankAccountChangedAt).toBeLessThanOrEqual(epochSeconds());
    expect(
      okBody(await callApi('advancePayEmployee-getAdvancePayBalance', {}, world.employee.token)).bankChangeReview,
    ).not.toBeNull();
    const [mail] = await outboxMessages(employee.email);
    expect(mail.subject).toBe('Your Advance Pay bank account was changed');
    expect(mail.text).toContain(`by ${world.manager.displayName} of ${world.org.name}`);
    expect(mail.text).toContain('account ending 3499 (was ending 2222)');
    expect(user.email).toBeTruthy();

    // A name change starts nothing and sends nothing.
    const count = (await outboxMessages(employee.email)).length;
    const renamed = await callApi(
      'employees-editEmployee',
      { employeeICNumber: employee.employeeICNumber, firstName: 'Renamed' },
      world.manager.token,
    );
    expectOk(renamed);
    expect(renamed.body.bankAccountChangedAt).toBe(res.body.bankAccountChangedAt);
    expect((await outboxMessages(employee.email)).length).toBe(count);
  });
});

describe('the cooling-off after a bank account change', () => {
  it('holds withdrawals for a manager for 24 hours even under auto-approval, and says why', async () => {
    const world = await advancePayWorld({ policy: { autoApproval: true } });
    const { token } = world.employee;
    const changed = await callApi(
      'employees-updateOwnProfile',
      { updatedProfile: { bankCode: 'CIBBMYKL', accountNumber: '8000555566' } },
      token,
    );
    expectOk(changed);

    const balance = await callApi('advancePayEmployee-getAdvancePayBalance', {}, token);
    expectOk(balance);
    expect(balance.body.bankChangeReview).toMatchObject({
      until: changed.body.profile.bankAccountChangedAt! + 24 * 3600,
    });
    expect(balance.body.bankChangeReview?.message).toContain("every request waits for your employer's approval");

    await callApi('advancePayEmployee-sendVerificationCode', withdrawal, token);
    const code = await codeSentTo(world.employee.employee.mobileNumber!);
    const res = await callApi(
      'advancePayEmployee-initiateTransaction',
      { amount: 100, reasonForWithdrawal: 'Bills', verificationCode: code },
      token,
    );
    expectOk(res);
    expect(res.body.status).toBe('pending');
    expect(res.body.reviewReason).toContain('Your bank account was changed on');
    const details = await callApi('advancePayEmployee-getTransaction', { transactionId: res.body.id }, token);
    expectOk(details);
    expect(details.body.reviewReason).toBe(res.body.reviewReason);
  });
});

describe('the lock-out cannot be raced', () => {
  it('compares at most five codes: the right code sent late in a burst of 40 wrong ones is refused, and no withdrawal exists', async () => {
    const world = await advancePayWorld();
    const { token, employee, user } = world.employee;
    expect((await callApi('advancePayEmployee-sendVerificationCode', withdrawal, token)).status).toBe(200);
    const code = await codeSentTo(employee.mobileNumber!);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const attempt = (c: string) =>
      callApi(
        'advancePayEmployee-initiateTransaction',
        { amount: 100, reasonForWithdrawal: 'Bills', verificationCode: c },
        token,
      );

    // 40 wrong codes at once; the right one goes once five answers are back.
    let answered = 0;
    let release!: () => void;
    const fiveAnswered = new Promise<void>((r) => (release = r));
    const burst = Array.from({ length: 40 }, () => attempt(wrong).finally(() => (answered += 1) === 5 && release()));
    await fiveAnswered;
    const right = await attempt(code);
    const answers = await Promise.all(burst);

    const compared = answers.filter(
      (a) => a.status === 422 || (a.status !== 200 && a.body.errorInfo.code === 'OUT_OF_RANGE'),
    );
    expect(compared).toHaveLength(5);
    expect(answers.filter((a) => a.status !== 200 && a.body.errorInfo.code === 'OUT_OF_RANGE')).toHaveLength(1);
    expect(answers.filter((a) => a.status === 422).map((a) => errorInfoOf(a).details?.[0].field)).toEqual(
      Array(4).fill('verificationCode'),
    );
    // The rest were never compared: refused while the tries were taken (429), or as locked (403).
    expect(answers.every((a) => a.status === 422 || a.status === 403 || a.status === 429)).toBe(true);
    expectRefused(right, 403);
    expect(right.body.errorInfo.code).toBe('ACCOUNT_LOCKED');
    expect(await listEmployeeAdvanceTransactions(world.orgId, employee.employeeICNumber)).toEqual([]);
    // The user-sync worker disables the login once it reads the lock (off the request path).
    const enabled = async () =>
      (
        await (
          await cognitoClient()
        ).send(new AdminGetUserCommand({ UserPoolId: env.userPoolId, Username: user.email }))
      ).Enabled;
    await expect.poll(enabled, { timeout: 10_000 }).toBe(false);
  });
});

describe('mobile numbers are unique within an organisation', () => {
  it("lets another organisation's employee have the same number, never a colleague", async () => {
    const a = await advancePayWorld();
    const b = await advancePayWorld();
    const mobile = a.employee.employee.mobileNumber!;
    const make = (token: string) =>
      callApi(
        'employees-createEmployee',
        { employeeICNumber: `M${ulid().slice(-11)}`, firstName: 'Same', lastName: 'Number', mobileNumber: mobile },
        token,
      );

    expect((await make(b.manager.token)).status).toBe(200);
    const colleague = await make(a.manager.token);
    expectRefused(colleague, 409);
    expect(colleague.body.errorInfo.details).toEqual([
      { field: 'mobileNumber', message: `The mobile number ${mobile} is already in use.` },
    ]);
  });
});

describe('the local Cognito behaves as AWS does where security relies on it', () => {
  it('refuses the new-password challenge without the right temporary password or session', async () => {
    const world = await advancePayWorld();
    const email = `tmp-${ulid().toLowerCase()}@example.my`;
    const ic = `T${ulid().slice(-11)}`;
    await callApi(
      'employees-createEmployee',
      { employeeICNumber: ic, firstName: 'Tem', lastName: 'Porary', email },
      world.manager.token,
    );
    await callApi('employees-approveEmployees', { ICNumbers: [ic] }, world.manager.token);
    await expect(firstSignIn(email, 'Wr0ng-Temp0rary!', 'Mine-Passw0rd!')).rejects.toThrow();
    const temporary = await invitationPassword(email);
    await expect(firstSignIn(email, temporary, 'weak')).rejects.toThrow();
    const session = await firstSignIn(email, temporary, 'Mine-Passw0rd!');
    // The refresh token of a first sign-in works like any other.
    await expect(refreshTokens(session.refreshToken)).resolves.toHaveProperty('idToken');
  });
});
