import { AdminGetUserCommand, CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { decodeJwt } from 'jose';
import { describe, expect, inject, it } from 'vitest';
import {
  MOBILE_SIGN_IN_DAILY_CODES,
  MOBILE_SIGN_IN_MAX_TRIES,
  MOBILE_SIGN_IN_REFUSED,
} from '../../shared/domain/identity/mobile-sign-in';
import { epochSeconds } from '../../shared/domain/time/time';
import { lockUserRecord } from '../../lambdas/data/identity/user-locks';
import { callApi, expectOk, expectRefused, outboxMessages, refreshTokens } from '../support/api';
import { freshMobile } from '../support/advance-pay-records';
import { freshEmployee } from '../support/own-profile';
import { freshOrgWithManager } from '../support/fresh-org';

/**
 * Signing in with the mobile number (docs/rules.md#sign-in-with-the-mobile-number): the
 * organisation code and the verified number of an employee with a login get a texted code (Cognito's
 * SMS OTP; locally its stand-in, through the outbox), and the code gets Cognito's tokens. Nothing
 * answered tells whether the code or the number belong to anyone; codes are limited per code and
 * number, a sign-in takes three codes, and a locked login is never signed in.
 */

const cognito = new CognitoIdentityProviderClient({
  region: 'ap-southeast-1',
  endpoint: inject('cognitoUrl'),
  credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
});

/** The number as an employee types it: `011-2345 6789` for +601123456789. */
const asTyped = (e164: string) => `0${e164.slice(3, 5)}-${e164.slice(5, 9)} ${e164.slice(9)}`;

/** The sign-in SMS sent to the number, newest first. */
const signInCodesTo = async (to: string) =>
  (await outboxMessages(to)).filter((m) => m.channel === 'sms' && /sign-in code/.test(m.text));

/** The code of the latest sign-in SMS to `to` (waits a little for it). */
async function signInCodeSentTo(to: string, waitMs = 5000): Promise<string> {
  const until = Date.now() + waitMs;
  for (;;) {
    const code = (await signInCodesTo(to))[0]?.text.match(/\b(\d{6})\b/)?.[1];
    if (code) return code;
    if (Date.now() > until) throw new Error(`No sign-in code was sent to ${to}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

/** The Cognito user's phone number, if it has one. */
async function cognitoPhone(email: string): Promise<string | undefined> {
  const out = await cognito.send(new AdminGetUserCommand({ UserPoolId: inject('userPoolId'), Username: email }));
  return out.UserAttributes?.find((a) => a.Name === 'phone_number')?.Value;
}

async function start(domain: string, mobileNumber: string): Promise<string> {
  const res = await callApi('users-startMobileSignIn', { domain, mobileNumber });
  expectOk(res);
  return res.body.signIn;
}

describe('users-startMobileSignIn and users-finishMobileSignIn', () => {
  it("texts a code to the employee's verified number; the code signs in as a password does, fresh, and the number leaves Cognito", async () => {
    // prepare: an employee with a login and a verified number
    const { user, employee } = await freshEmployee('demo');
    const mobile = employee.mobileNumber!;
    // act: the organisation code and the number, as typed on a phone
    const signIn = await start(' DEMO ', asTyped(mobile));
    const code = await signInCodeSentTo(mobile);
    const res = await callApi('users-finishMobileSignIn', { signIn, code });
    // assess: Cognito's tokens, for this employee, with a fresh sign-in time
    expectOk(res);
    const claims = decodeJwt(res.body.idToken);
    expect(claims.sub).toBe(user.id);
    expect(claims['custom:tenantId']).toBe('demo');
    expect(Number(claims.auth_time)).toBeGreaterThanOrEqual(epochSeconds() - 30);
    const me = await callApi('users-getCurrentUser', {}, res.body.idToken);
    expectOk(me);
    expect(me.body.email).toBe(user.email);
    // the refresh token works as a password sign-in's does
    expect((await refreshTokens(res.body.refreshToken)).idToken).toBeTruthy();
    // the code is used up, and Cognito keeps no number once the sign-in ended
    expectRefused(await callApi('users-finishMobileSignIn', { signIn, code }), 422);
    expect(await cognitoPhone(user.email)).toBeUndefined();
  });

  it('answers alike for an unknown number, another organisation, an unverified number and a live one, texting only the last', async () => {
    // prepare
    const live = await freshEmployee('demo');
    const unverified = await freshEmployee('demo', { mobileNumberVerified: false });
    const other = await freshOrgWithManager({ idPrefix: 'msi', label: 'Mobile sign-in' });
    const nobody = freshMobile();
    // act
    const answers = [
      await callApi('users-startMobileSignIn', { domain: 'demo', mobileNumber: nobody }),
      await callApi('users-startMobileSignIn', { domain: other.orgId, mobileNumber: live.employee.mobileNumber! }),
      await callApi('users-startMobileSignIn', { domain: 'demo', mobileNumber: unverified.employee.mobileNumber! }),
      await callApi('users-startMobileSignIn', { domain: 'demo', mobileNumber: live.employee.mobileNumber! }),
    ];
    // assess: the same shape every time; a code to the live employee only
    for (const a of answers) {
      expectOk(a);
      expect(Object.keys(a.body)).toEqual(['signIn']);
      expect(a.body.signIn).toMatch(/^[\w-]{24}$/);
    }
    await signInCodeSentTo(live.employee.mobileNumber!);
    expect(await signInCodesTo(nobody)).toEqual([]);
    expect(await signInCodesTo(unverified.employee.mobileNumber!)).toEqual([]);
    expect(await signInCodesTo(live.employee.mobileNumber!)).toHaveLength(1);
    // every code of a sign-in that sent nothing is refused in the one wording
    for (const a of answers.slice(0, 3)) {
      const refused = await callApi('users-finishMobileSignIn', {
        signIn: a.status === 200 ? a.body.signIn : '',
        code: '123456',
      });
      expectRefused(refused, 422);
      expect(refused.body.errorInfo.message).toBe(MOBILE_SIGN_IN_REFUSED);
    }
  });

  it(`ends a sign-in after ${MOBILE_SIGN_IN_MAX_TRIES} codes (the right one then fails too); a new code works`, async () => {
    // prepare
    const { user, employee } = await freshEmployee('demo');
    const mobile = employee.mobileNumber!;
    const first = await start('demo', mobile);
    const code = await signInCodeSentTo(mobile);
    // act: wrong codes until the sign-in ends
    for (let i = 0; i < MOBILE_SIGN_IN_MAX_TRIES; i++) {
      const wrong = await callApi('users-finishMobileSignIn', { signIn: first, code: wrongCode(code) });
      expectRefused(wrong, 422);
      expect(wrong.body.errorInfo.message).toBe(MOBILE_SIGN_IN_REFUSED);
    }
    // assess: the right code no longer works, and the number left Cognito
    expectRefused(await callApi('users-finishMobileSignIn', { signIn: first, code }), 422);
    expect(await cognitoPhone(user.email)).toBeUndefined();
    // a new sign-in: a wrong code, then the right one
    const second = await start('demo', mobile);
    const next = await signInCodeSentTo(mobile);
    expectRefused(await callApi('users-finishMobileSignIn', { signIn: second, code: wrongCode(next) }), 422);
    expectOk(await callApi('users-finishMobileSignIn', { signIn: second, code: next }));
  });

  it(`gives ${MOBILE_SIGN_IN_DAILY_CODES} codes a day per organisation code and number, then a 429 that is the same for an unknown number`, async () => {
    // prepare
    const { employee } = await freshEmployee('demo');
    const nobody = freshMobile();
    for (let i = 0; i < MOBILE_SIGN_IN_DAILY_CODES; i++) {
      await start('demo', employee.mobileNumber!);
      await start('demo', nobody);
    }
    // act
    const live = await callApi('users-startMobileSignIn', { domain: 'demo', mobileNumber: employee.mobileNumber! });
    const unknown = await callApi('users-startMobileSignIn', { domain: 'demo', mobileNumber: nobody });
    // assess
    expectRefused(live, 429);
    expectRefused(unknown, 429);
    expect(live.body.errorInfo.message).toBe(unknown.body.errorInfo.message);
    expect(live.body.errorInfo.message).toMatch(/most sign-in codes one number may get in a day \(5\)/);
    expect(await signInCodesTo(employee.mobileNumber!)).toHaveLength(MOBILE_SIGN_IN_DAILY_CODES);
  });

  it('never signs in a locked login: no code is sent, and a code sent before the lock is refused', async () => {
    // prepare: a sign-in started, then the account locked
    const { user, employee } = await freshEmployee('demo');
    const mobile = employee.mobileNumber!;
    const signIn = await start('demo', mobile);
    const code = await signInCodeSentTo(mobile);
    await lockUserRecord(user, '5 wrong verification codes', epochSeconds());
    // act
    const refused = await callApi('users-finishMobileSignIn', { signIn, code });
    await start('demo', mobile);
    // assess: refused in the one wording; no second code
    expectRefused(refused, 422);
    expect(refused.body.errorInfo.message).toBe(MOBILE_SIGN_IN_REFUSED);
    expect(await signInCodesTo(mobile)).toHaveLength(1);
  });

  it("refuses a manager's number: managers and administrators sign in with their e-mail", async () => {
    // prepare: a manager who is also in the directory with a verified number
    const { user, employee } = await freshEmployee('demo');
    const { updateUser } = await import('../../lambdas/data/identity/users');
    await updateUser('demo', user.id, { role: 'Manager' }, epochSeconds());
    // act
    const signIn = await start('demo', employee.mobileNumber!);
    // assess
    expect(await signInCodesTo(employee.mobileNumber!)).toEqual([]);
    expectRefused(await callApi('users-finishMobileSignIn', { signIn, code: '123456' }), 422);
  });
});
