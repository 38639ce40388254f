import { describe, expect, it } from 'vitest';
import { PROFILE_NOT_FOUND } from '../../shared/domain/employees/employee-profile';
import { getEmployee } from '../../lambdas/data/employees/employees';
import { callApi, callApiRaw, expectOk, expectRefused, signIn } from '../support/api';
import { codeSentTo, freshEmployee, freshMobile } from '../support/own-profile';
import { createTestUser } from '../support/users';
import { match } from '../support/matchers';
import { DEMO_PASSWORD } from '../../dev/seeds/demo-password';

const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('employees-getEmployeeProfile', () => {
  it("gives the caller's own record", async () => {
    const { employee, token } = await freshEmployee();
    const res = await callApi('employees-getEmployeeProfile', {}, token);
    expectOk(res);
    expect(res.body).toMatchObject({
      employeeICNumber: employee.employeeICNumber,
      orgId: 'demo',
      name: 'Nur Hidayah',
      mobileNumber: employee.mobileNumber,
      salary: 40000,
    });
  });

  it('answers 404 with the spec message to a user without an employee record', async () => {
    const user = await createTestUser({ role: 'employee', orgId: 'demo', acceptedTerms: true });
    const token = (await signIn(user.email, user.password)).idToken;
    const res = await callApi('employees-getEmployeeProfile', {}, token);
    expectRefused(res, 404);
    expect(res.body.errorInfo.message).toBe(PROFILE_NOT_FOUND);
    expect((await callApi('employees-sendSmsVerificationCode', { mobileNumber: freshMobile() }, token)).status).toBe(
      404,
    );
  });

  it('refuses a caller who has not accepted the terms', async () => {
    const token = (await signIn('employee@demo.test', DEMO_PASSWORD)).idToken;
    expect((await callApi('employees-getEmployeeProfile', {}, token)).status).toBe(403);
  });
});

describe('mobile number change by SMS code', () => {
  it('sends a code, verifies it, then saves the new number and frees the old one', async () => {
    const { employee, token } = await freshEmployee();
    const mobile = freshMobile();

    const sent = await callApi('employees-sendSmsVerificationCode', { mobileNumber: mobile }, token);
    expectOk(sent);
    expect(sent.body).toBe(true);
    const code = await codeSentTo(mobile);

    const verified = await callApi('employees-verifySmsVerificationCode', { mobileNumber: mobile, code }, token);
    expectOk(verified);
    expect(verified.body).toEqual({ verified: true, onProfile: false });

    const saved = await callApi(
      'employees-updateOwnProfile',
      { updatedProfile: { mobileNumber: mobile, city: 'Shah Alam' } },
      token,
    );
    expectOk(saved);
    expect(saved.body).toMatchObject({
      passwordChanged: false,
      profile: { mobileNumber: mobile, mobileNumberVerified: true, city: 'Shah Alam' },
    });
    expect((await getEmployee('demo', employee.employeeICNumber))?.mobileNumber).toBe(mobile);

    // The code is used up: it cannot verify again, and the marker saves one change only.
    expect((await callApi('employees-verifySmsVerificationCode', { mobileNumber: mobile, code }, token)).status).toBe(
      422,
    );

    // The old number is free again: another employee may now claim it; the new one is taken.
    const other = await freshEmployee();
    expect(
      (await callApi('employees-sendSmsVerificationCode', { mobileNumber: employee.mobileNumber! }, other.token))
        .status,
    ).toBe(200);
    const taken = await callApi('employees-sendSmsVerificationCode', { mobileNumber: mobile }, other.token);
    expectRefused(taken, 409);
    expect(taken.body.errorInfo.message).toBe(`The mobile number ${mobile} is already in use.`);
  });

  it('refuses a new number that was not verified, and changes nothing', async () => {
    const { employee, token } = await freshEmployee();
    const mobile = freshMobile();
    const res = await callApi(
      'employees-updateOwnProfile',
      { updatedProfile: { mobileNumber: mobile, city: 'Ipoh' } },
      token,
    );
    expectRefused(res, 422);
    expect(res.body.errorInfo.message).toContain('verify the mobile number');
    expect(res.body.errorInfo.details?.[0].field).toBe('updatedProfile.mobileNumber');
    const stored = await getEmployee('demo', employee.employeeICNumber);
    expect(stored).toMatchObject({ mobileNumber: employee.mobileNumber! });
    expect(stored?.city).toBeUndefined();

    // A code verified for one number does not let another one in.
    await callApi('employees-sendSmsVerificationCode', { mobileNumber: mobile }, token);
    await callApi(
      'employees-verifySmsVerificationCode',
      { mobileNumber: mobile, code: await codeSentTo(mobile) },
      token,
    );
    expect(
      (await callApi('employees-updateOwnProfile', { updatedProfile: { mobileNumber: freshMobile() } }, token)).status,
    ).toBe(422);
  });

  it('voids the code after 5 wrong tries', async () => {
    const { token } = await freshEmployee();
    const mobile = freshMobile();
    await callApi('employees-sendSmsVerificationCode', { mobileNumber: mobile }, token);
    const code = await codeSentTo(mobile);
    const wrong = otherCode(code);
    for (let left = 4; left >= 1; left--) {
      const res = await callApi('employees-verifySmsVerificationCode', { mobileNumber: mobile, code: wrong }, token);
      expectRefused(res, 422);
      expect(res.body.errorInfo.message).toBe(`Wrong verification code. ${left} ${left === 1 ? 'try' : 'tries'} left.`);
    }
    const fifth = await callApi('employees-verifySmsVerificationCode', { mobileNumber: mobile, code: wrong }, token);
    expectRefused(fifth, 422);
    expect(fifth.body.errorInfo.message).toContain('no longer valid');
    // Even the right code is refused now: a new one is needed.
    const right = await callApi('employees-verifySmsVerificationCode', { mobileNumber: mobile, code }, token);
    expectRefused(right, 422);
    expect(right.body.errorInfo.message).toContain('Please ask for a new code');
    expect(
      (await callApi('employees-updateOwnProfile', { updatedProfile: { mobileNumber: mobile } }, token)).status,
    ).toBe(422);
  });

  it('sends at most one code a minute', async () => {
    const { token } = await freshEmployee();
    expect((await callApi('employees-sendSmsVerificationCode', { mobileNumber: freshMobile() }, token)).status).toBe(
      200,
    );
    const again = await callApi('employees-sendSmsVerificationCode', { mobileNumber: freshMobile() }, token);
    expectRefused(again, 429);
    expect(again.body.errorInfo.code).toBe('THROTTLED');
    expect(again.body.errorInfo.message).toMatch(/Please try again in \d+ seconds\./);
  });

  it('refuses a code for another number than the one it was sent to, and a malformed number', async () => {
    const { token } = await freshEmployee();
    const mobile = freshMobile();
    await callApi('employees-sendSmsVerificationCode', { mobileNumber: mobile }, token);
    const res = await callApi(
      'employees-verifySmsVerificationCode',
      { mobileNumber: freshMobile(), code: await codeSentTo(mobile) },
      token,
    );
    expectRefused(res, 422);
    const bad = await callApi('employees-sendSmsVerificationCode', { mobileNumber: '0123456789' }, token);
    expectRefused(bad, 400);
    expect(bad.body.errorInfo.details?.[0]).toMatchObject({ field: 'mobileNumber' });
  });
});

describe('employees-updateOwnProfile', () => {
  it('changes names, date of birth, location and bank data; the bank name follows the code', async () => {
    const { employee, user, token } = await freshEmployee();
    const res = await callApi(
      'employees-updateOwnProfile',
      {
        updatedProfile: {
          firstName: 'Siti',
          lastName: 'Aminah',
          dateOfBirth: '1990-08-15',
          address: '1 Jalan Ampang',
          city: 'Kuala Lumpur',
          country: 'Malaysia',
          postalCode: '50450',
          bankCode: 'MBBEMYKL',
          accountNumber: '114011112222',
        },
      },
      token,
    );
    expectOk(res);
    const stored = await getEmployee('demo', employee.employeeICNumber);
    expect(stored).toMatchObject({
      name: 'Siti Aminah',
      dateOfBirth: '1990-08-15',
      country: 'Malaysia',
      bank: 'Maybank',
      bankCode: 'MBBEMYKL',
      accountNumber: '114011112222',
      salarySen: 4_000_000,
      status: 'approved',
      jobLevel: 'Staff',
    });
    const me = await callApi('users-getCurrentUser', {}, token);
    expect(me.body).toMatchObject({ email: user.email, firstName: 'Siti', lastName: 'Aminah' });
  });

  it.each([
    ['salary', { salary: 99999 }],
    ['status', { status: 'pending-approval' }],
    ['employeeICNumber', { employeeICNumber: '900101145678' }],
    ['email', { email: 'someone@demo.test' }],
    ['jobLevel', { jobLevel: 'CEO' }],
    ['teamCode', { teamCode: 'T1' }],
    ['advancePayWithdrawalsDisabled', { advancePayWithdrawalsDisabled: true }],
  ])('refuses a change of %s (400) and changes nothing', async (_field, change) => {
    const { employee, token } = await freshEmployee();
    const res = await callApi('employees-updateOwnProfile', { updatedProfile: { city: 'Penang', ...change } }, token);
    expectRefused(res, 400);
    expect(res.body.errorInfo.details?.map((d) => d.field)).toContain('updatedProfile');
    expect(await getEmployee('demo', employee.employeeICNumber)).toEqual(employee);
  });

  it('refuses bad dates, an unknown country and an account without its bank', async () => {
    const { token } = await freshEmployee();
    for (const updatedProfile of [
      { dateOfBirth: '15/08/1990' },
      { dateOfBirth: '1990-02-30' },
      { country: 'Atlantis' },
      { accountNumber: '114011112222' },
    ]) {
      expect((await callApi('employees-updateOwnProfile', { updatedProfile }, token)).status).toBe(400);
    }
  });

  it('sets a new password: the old one stops working, the new one signs in', async () => {
    const { user, token, accessToken } = await freshEmployee();
    const proof = { currentPassword: user.password, accessToken };
    const weak = await callApi(
      'employees-updateOwnProfile',
      { updatedProfile: {}, newUserPassword: 'short', ...proof },
      token,
    );
    expectRefused(weak, 400);
    // A new password needs the current one and the session's access token.
    const bare = await callApi(
      'employees-updateOwnProfile',
      { updatedProfile: {}, newUserPassword: 'N3w-Passw0rd!' },
      token,
    );
    expectRefused(bare, 400);
    expect(bare.body.errorInfo.details?.map((d) => d.field).sort()).toEqual(['accessToken', 'currentPassword']);
    const res = await callApi(
      'employees-updateOwnProfile',
      { updatedProfile: { city: 'Melaka' }, newUserPassword: 'N3w-Passw0rd!', ...proof },
      token,
    );
    expectOk(res);
    expect(res.body.passwordChanged).toBe(true);
    await expect(signIn(user.email, 'N3w-Passw0rd!')).resolves.toMatchObject({
      claims: match.objectContaining({ email: user.email }),
    });
    await expect(signIn(user.email, user.password)).rejects.toThrow();
  });

  it("cannot reach another employee's record, in its own or another organisation", async () => {
    const mine = await freshEmployee('demo');
    const theirs = await freshEmployee('other');
    // The organisation and IC number come from the caller's user record only.
    const res = await callApiRaw(
      'employees-updateOwnProfile',
      { orgId: 'other', employeeICNumber: theirs.employee.employeeICNumber, updatedProfile: { city: 'Kuching' } },
      mine.token,
    );
    expectOk(res);
    expect(res.body).toMatchObject({
      profile: { orgId: 'demo', employeeICNumber: mine.employee.employeeICNumber, city: 'Kuching' },
    });
    expect(await getEmployee('other', theirs.employee.employeeICNumber)).toEqual(theirs.employee);
    // Numbers are unique per employer: another organisation's employee's number neither answers
    // "in use" (nothing to probe) nor is taken from them; a colleague's number is refused.
    expect(
      (await callApi('employees-sendSmsVerificationCode', { mobileNumber: theirs.employee.mobileNumber! }, mine.token))
        .status,
    ).toBe(200);
    expect(await getEmployee('other', theirs.employee.employeeICNumber)).toEqual(theirs.employee);
    const colleague = await freshEmployee('demo');
    const taken = await callApi(
      'employees-sendSmsVerificationCode',
      { mobileNumber: colleague.employee.mobileNumber! },
      mine.token,
    );
    expectRefused(taken, 409);
    expect(taken.body.errorInfo.message).toBe(
      `The mobile number ${colleague.employee.mobileNumber} is already in use.`,
    );
    expect((await callApiRaw('employees-getEmployeeProfile', { orgId: 'other' }, mine.token)).status).toBe(400);
  });
});
