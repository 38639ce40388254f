import { Agent, request } from 'node:http';
import { describe, expect, it } from 'vitest';
import {
  PASSWORD_RESET_DAILY_CODES,
  PASSWORD_RESET_MAX_WRONG_CODES,
  RESET_REFUSED_MESSAGE,
} from '../../shared/domain/identity/password-reset';
import { epochSeconds } from '../../shared/domain/time/time';
import { SIGN_IN_ADDRESS_LIMIT } from '../../shared/registry/throttling';
import { getUser, setUserLanguage } from '../../lambdas/data/identity/users';
import { lockUserRecord } from '../../lambdas/data/identity/user-locks';
import { callApi, expectOk, expectRefused, outboxMessages, refreshTokens, signIn, stackUrl } from '../support/api';
import { freshEmployee } from '../support/own-profile';
import { createTestUser } from '../support/users';
import { freshOrgWithManager } from '../support/fresh-org';

/**
 * A forgotten password (docs/rules.md#forgotten-password): a code to the verified mobile number,
 * else the e-mail, in the person's language; the code and a new password under the pool's rule
 * sign every session out and send the notice of a password change. Nothing answered tells whether
 * the organisation code, the e-mail or the number exist; codes are limited per code and e-mail and
 * per client address, five wrong codes end a code, and a locked login is never reset.
 */

const NEW_PASSWORD = 'R3set-Passw0rd!';

/** The messages to an address or number carrying a reset code, newest first. */
const resetCodesTo = async (to: string) =>
  (await outboxMessages(to)).filter(
    (m) => /reset|semula|重置/i.test(`${m.subject ?? ''} ${m.text}`) && /\b\d{6}\b/.test(m.text),
  );

/** The code of the latest reset message to `to` (waits a little for it). */
async function resetCodeSentTo(to: string, waitMs = 5000): Promise<string> {
  const until = Date.now() + waitMs;
  for (;;) {
    const code = (await resetCodesTo(to))[0]?.text.match(/\b(\d{6})\b/)?.[1];
    if (code) return code;
    if (Date.now() > until) throw new Error(`No reset code was sent to ${to}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** A code that is not `code` (the next one round). */
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('users-forgotPassword and users-resetPassword: the paths', () => {
  it("texts an employee's code to the verified number; the reset signs every session out, the new password signs in, the notice is e-mailed", async () => {
    // prepare: an employee with a verified number, signed in on a device
    const { user, employee } = await freshEmployee('demo');
    const before = await signIn(user.email, user.password);
    // act: the code, asked with the organisation code as typed on /login
    expectOk(await callApi('users-forgotPassword', { domain: ' DEMO ', email: user.email.toUpperCase() }));
    const code = await resetCodeSentTo(employee.mobileNumber!);
    // assess: an SMS, no e-mailed code
    expect((await resetCodesTo(employee.mobileNumber!))[0].channel).toBe('sms');
    expect((await resetCodesTo(employee.mobileNumber!))[0].text).toMatch(/valid for 15 minutes/);
    expect(await resetCodesTo(user.email)).toEqual([]);
    // a password that breaks the rule is refused before the code is tried
    expectRefused(
      await callApi('users-resetPassword', { domain: 'demo', email: user.email, code, newPassword: 'weakpass' }),
      400,
    );
    // act: the reset
    const reset = await callApi('users-resetPassword', {
      domain: 'demo',
      email: user.email,
      code,
      newPassword: NEW_PASSWORD,
    });
    // assess
    expect(reset).toEqual({ status: 200, body: { ok: true } });
    await expect(signIn(user.email, user.password)).rejects.toThrow();
    const after = await signIn(user.email, NEW_PASSWORD);
    expectOk(await callApi('users-getCurrentUser', {}, after.idToken));
    const old = await callApi('users-getCurrentUser', {}, before.idToken);
    expectRefused(old, 401);
    expect(old.body.errorInfo.message).toBe('Your password was changed. Please log in again with the new one.');
    await expect(refreshTokens(before.refreshToken)).rejects.toThrow();
    const notice = (await outboxMessages(user.email)).find(
      (m) => m.subject === 'Your Advance Pay password was changed',
    );
    expect(notice?.text).toMatch(/Every session signed in before the change has been signed out/);
    // the code worked once
    expectRefused(
      await callApi('users-resetPassword', {
        domain: 'demo',
        email: user.email,
        code,
        newPassword: 'An0ther-Passw0rd!',
      }),
      422,
    );
  });

  it('e-mails the code in the person’s language when they have no verified number', async () => {
    // prepare
    const { user } = await freshEmployee('demo', { mobileNumberVerified: false });
    await setUserLanguage(user, 'ms');
    // act
    expectOk(await callApi('users-forgotPassword', { domain: 'demo', email: user.email }));
    const code = await resetCodeSentTo(user.email);
    // assess
    const [mail] = await resetCodesTo(user.email);
    expect(mail.channel).toBe('email');
    expect(mail.subject).toBe('Kod tetapan semula kata laluan Advance Pay anda');
    expect(mail.text).toContain(`Kod untuk menetapkan semula kata laluan Advance Pay anda ialah ${code}.`);
    expectOk(
      await callApi('users-resetPassword', { domain: 'demo', email: user.email, code, newPassword: NEW_PASSWORD }),
    );
    const notice = (await outboxMessages(user.email)).find(
      (m) => m.subject === 'kata laluan Advance Pay anda telah diubah',
    );
    expect(notice?.text).toMatch(/kata laluan/i);
    await signIn(user.email, NEW_PASSWORD);
  });

  it('resets an administrator’s password with the e-mail alone (/internal), never with an organisation code', async () => {
    // prepare
    const admin = await createTestUser({ role: 'admin' });
    // act: with a code (as if typed on /login), then without
    expectOk(await callApi('users-forgotPassword', { domain: 'demo', email: admin.email }));
    expect(await resetCodesTo(admin.email)).toEqual([]);
    expectOk(await callApi('users-forgotPassword', { email: admin.email }));
    const code = await resetCodeSentTo(admin.email);
    // assess
    expectRefused(
      await callApi('users-resetPassword', { domain: 'demo', email: admin.email, code, newPassword: NEW_PASSWORD }),
      422,
    );
    expectOk(await callApi('users-resetPassword', { email: admin.email, code, newPassword: NEW_PASSWORD }));
    const session = await signIn(admin.email, NEW_PASSWORD);
    expect(session.claims['custom:role']).toBe('admin');
  });
});

describe('refusals that reveal nothing', () => {
  it('answers alike for an unknown code or e-mail, another organisation’s code, no code and a live login, sending only to the last', async () => {
    // prepare
    const { user, employee } = await freshEmployee('demo', { mobileNumberVerified: false });
    const other = await freshOrgWithManager({ idPrefix: 'fgt', label: 'Forgot' });
    const asks = [
      { domain: 'no-such-org-code', email: user.email },
      { domain: other.orgId, email: user.email },
      { email: user.email },
      { domain: 'demo', email: `nobody-${Date.now()}@demo.test` },
      { domain: 'demo', email: user.email },
    ];
    // act
    const answers = [];
    for (const ask of asks) answers.push(await callApi('users-forgotPassword', ask));
    // assess: the same status and body every time; one code, to the live login's e-mail
    for (const answer of answers) expect(answer).toEqual({ status: 200, body: { ok: true } });
    await resetCodeSentTo(user.email);
    expect(await resetCodesTo(user.email)).toHaveLength(1);
    expect(employee.mobileNumber && (await resetCodesTo(employee.mobileNumber))).toEqual([]);
  });

  it('refuses a wrong code of a live login exactly as any code of an unknown one', async () => {
    // prepare
    const { user } = await freshEmployee('demo', { mobileNumberVerified: false });
    expectOk(await callApi('users-forgotPassword', { domain: 'demo', email: user.email }));
    const code = await resetCodeSentTo(user.email);
    // act
    const wrong = await callApi('users-resetPassword', {
      domain: 'demo',
      email: user.email,
      code: wrongCode(code),
      newPassword: NEW_PASSWORD,
    });
    const unknown = await callApi('users-resetPassword', {
      domain: 'demo',
      email: `nobody-${Date.now()}@demo.test`,
      code,
      newPassword: NEW_PASSWORD,
    });
    const noCodeAsked = await callApi('users-resetPassword', {
      domain: 'demo',
      email: (await createTestUser({ role: 'employee' })).email,
      code,
      newPassword: NEW_PASSWORD,
    });
    // assess
    const refusal = {
      status: 422,
      body: {
        errorInfo: {
          code: 'FAILED_PRECONDITION',
          message: RESET_REFUSED_MESSAGE,
          details: [{ field: 'code', message: RESET_REFUSED_MESSAGE }],
        },
      },
    };
    expect(wrong).toEqual(refusal);
    expect(unknown).toEqual(refusal);
    expect(noCodeAsked).toEqual(refusal);
  });
});

describe('limits and lock-out', () => {
  it(`gives ${PASSWORD_RESET_DAILY_CODES} codes a day per organisation code and e-mail, then a 429 that is the same for an unknown e-mail`, async () => {
    // prepare
    const { user } = await freshEmployee('demo', { mobileNumberVerified: false });
    const nobody = `nobody-${Date.now()}@demo.test`;
    // act
    const known = [];
    const unknown = [];
    for (let i = 0; i <= PASSWORD_RESET_DAILY_CODES; i++) {
      known.push(await callApi('users-forgotPassword', { domain: 'demo', email: user.email }));
      unknown.push(await callApi('users-forgotPassword', { domain: 'demo', email: nobody }));
    }
    // assess
    expect(known.slice(0, -1).map((a) => a.status)).toEqual(Array(PASSWORD_RESET_DAILY_CODES).fill(200));
    const [lastKnown, lastUnknown] = [known.at(-1)!, unknown.at(-1)!];
    expectRefused(lastKnown, 429);
    expectRefused(lastUnknown, 429);
    expect(lastKnown.body.errorInfo.code).toBe('TOO_MANY_REQUESTS');
    expect(lastKnown.body.errorInfo.message).toMatch(
      new RegExp(
        `^This e-mail has asked for the most password reset codes one login may get in a day \\(${PASSWORD_RESET_DAILY_CODES}\\)\\. Please try again after midnight Malaysia time, in \\d+ (hour|minute)`,
      ),
    );
    expect(lastUnknown.body).toEqual(lastKnown.body);
    expect(await resetCodesTo(user.email)).toHaveLength(PASSWORD_RESET_DAILY_CODES);
  });

  it(`ends a code after ${PASSWORD_RESET_MAX_WRONG_CODES} wrong ones (the right one then fails too); a new code works`, async () => {
    // prepare
    const { user } = await freshEmployee('demo', { mobileNumberVerified: false });
    const ask = { domain: 'demo', email: user.email };
    expectOk(await callApi('users-forgotPassword', ask));
    const code = await resetCodeSentTo(user.email);
    // act
    for (let i = 0; i < PASSWORD_RESET_MAX_WRONG_CODES; i++)
      expectRefused(
        await callApi('users-resetPassword', { ...ask, code: wrongCode(code), newPassword: NEW_PASSWORD }),
        422,
      );
    const right = await callApi('users-resetPassword', { ...ask, code, newPassword: NEW_PASSWORD });
    // assess
    expectRefused(right, 422);
    expect(right.body.errorInfo.message).toBe(RESET_REFUSED_MESSAGE);
    await signIn(user.email, user.password);
    expectOk(await callApi('users-forgotPassword', ask));
    const fresh = await resetCodeSentTo(user.email);
    expect(fresh).not.toBe(code);
    expectOk(await callApi('users-resetPassword', { ...ask, code: fresh, newPassword: NEW_PASSWORD }));
  });

  it('never resets a locked login: no code is sent, a code sent before the lock is refused, and the lock stays', async () => {
    // prepare: a code, then the lock (as after wrong withdrawal codes)
    const { user } = await freshEmployee('demo', { mobileNumberVerified: false });
    const ask = { domain: 'demo', email: user.email };
    expectOk(await callApi('users-forgotPassword', ask));
    const code = await resetCodeSentTo(user.email);
    await lockUserRecord(user, '5 wrong verification codes', epochSeconds());
    // act
    const again = await callApi('users-forgotPassword', ask);
    const reset = await callApi('users-resetPassword', { ...ask, code, newPassword: NEW_PASSWORD });
    // assess
    expect(again).toEqual({ status: 200, body: { ok: true } });
    expect(await resetCodesTo(user.email)).toHaveLength(1);
    expectRefused(reset, 422);
    expect(reset.body.errorInfo.message).toBe(RESET_REFUSED_MESSAGE);
    const record = await getUser('demo', user.id);
    expect(record?.locked).toBe(true);
    expect(record?.passwordChangedAt).toBeUndefined();
  });
});

describe('the forgotten password is limited per client address', () => {
  /** One request from `localAddress` (the local gateway keys on the connection's source address). */
  function postFrom(localAddress: string, agent: Agent, path: string, payload: object) {
    const { hostname, port } = new URL(stackUrl());
    return new Promise<{ status: number; retryAfter?: string; body: { errorInfo?: { code: string } } }>(
      (resolve, reject) => {
        const body = JSON.stringify(payload);
        const req = request(
          {
            host: hostname === 'localhost' ? '127.0.0.1' : hostname,
            port,
            path,
            method: 'POST',
            localAddress,
            agent,
            headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
          },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (c: Buffer) => chunks.push(c));
            res.on('end', () =>
              resolve({
                status: res.statusCode ?? 0,
                retryAfter: res.headers['retry-after'],
                body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as { errorInfo?: { code: string } },
              }),
            );
            res.on('error', reject);
          },
        );
        req.on('error', reject);
        req.end(body);
      },
    );
  }

  it.each(['/api/users-forgotPassword', '/api/users-resetPassword'])(
    '%s: a flood from one address is refused past the sign-in limit (429, Retry-After) while another address goes on',
    async (path) => {
      // prepare: addresses of their own in 127.0.0.0/8; a guess the schema refuses (400) is counted like any
      const agent = new Agent({ keepAlive: true, maxSockets: 8 });
      const suffix = path.includes('forgot') ? 1 : 2;
      const guesser = `127.0.3.${suffix}`;
      const person = `127.0.4.${suffix}`;
      try {
        // act
        const flood = await Promise.all(
          Array.from({ length: SIGN_IN_ADDRESS_LIMIT.requests + 10 }, () =>
            postFrom(guesser, agent, path, { email: '' }),
          ),
        );
        const other = await postFrom(person, agent, path, { email: '' });
        // assess
        expect(flood.filter((a) => a.status === 400)).toHaveLength(SIGN_IN_ADDRESS_LIMIT.requests);
        const refused = flood.filter((a) => a.status === 429);
        expect(refused).toHaveLength(10);
        for (const answer of refused) {
          expect(answer.body.errorInfo?.code).toBe('TOO_MANY_REQUESTS');
          expect(Number(answer.retryAfter)).toBeGreaterThanOrEqual(1);
        }
        expect(other.status).toBe(400);
      } finally {
        agent.destroy();
      }
    },
  );
});
