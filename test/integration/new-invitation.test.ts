import { decodeJwt } from 'jose';
import { ulid } from 'ulid';
import { beforeAll, describe, expect, it } from 'vitest';
import { NEW_INVITATION_DAILY_LIMIT } from '../../shared/domain/identity/new-invitation';
import { epochSeconds } from '../../shared/domain/time/time';
import { updateUser } from '../../lambdas/data/identity/users';
import { listRecordHistory } from '../../lambdas/data/table/record-history';
import {
  callApi,
  errorInfoOf,
  expectOk,
  expectRefused,
  firstSignIn,
  okBody,
  outboxMessages,
  signIn,
} from '../support/api';
import { freshOrgWithManager, type FreshOrg } from '../support/fresh-org';
import { freshEmployee } from '../support/own-profile';
import { forgeToken } from '../support/tokens';
import { createTestUser } from '../support/users';

/**
 * A new invitation (issue 30, docs/rules.md#a-new-invitation): a Manager gives an employee who
 * lost access a new temporary password by SMS and / or e-mail; the old password and sessions end;
 * a notice and a history entry; refusals that change nothing.
 */
const SEND = 'employees-sendNewInvitation';
const NEW_PASSWORD = 'Another#Pass2026';

/** The Manager's token as if signed in `ageSeconds` ago (past the fresh sign-in window). */
async function staleToken(idToken: string, ageSeconds = 16 * 60): Promise<string> {
  const { aud: _a, iss: _i, exp: _e, iat: _t, ...claims } = decodeJwt(idToken);
  return forgeToken({ ...claims, auth_time: epochSeconds() - ageSeconds });
}

/** The temporary password a message carries (the SMS in any language, the e-mail's line). */
const passwordIn = (text: string) => /(?:password|sementara|临时密码) ?:? ?(\S+?)(?: |\(|（|$)/.exec(text)?.[1];

let org: FreshOrg;
beforeAll(async () => {
  org = await freshOrgWithManager({ idPrefix: 'invite', label: 'Invitation Test' });
});

/** An employee of the test's organisation with a login, a verified mobile number and a session. */
const employeeWithLogin = (fields: Parameters<typeof freshEmployee>[1] = {}) => freshEmployee(org.orgId, fields);

describe('a new invitation', () => {
  it('sends a new temporary password by SMS (in the employee’s language) and e-mail; the old password and sessions end; a notice and a history entry', async () => {
    const e = await employeeWithLogin();
    await updateUser(org.orgId, e.user.id, { language: 'ms' }, epochSeconds());
    const mobile = e.employee.mobileNumber!;
    const sent = okBody(await callApi(SEND, { employeeICNumber: e.employee.employeeICNumber }, org.token));
    expect(sent.sms).toBe(`ending ${mobile.replace(/\D/g, '').slice(-4)}`);
    expect(sent.email).toBe(e.user.email);

    // The SMS, in Malay, names the code and the e-mail and never the whole number; the e-mail says the same.
    const sms = (await outboxMessages(mobile)).find((m) => m.channel === 'sms' && /kata laluan sementara/.test(m.text));
    expect(sms?.text).toContain(org.orgId);
    expect(sms?.text).toContain(e.user.email);
    const temporary = passwordIn(sms!.text);
    expect(temporary).toMatch(/^\S{12}$/);
    const mails = (await outboxMessages(e.user.email)).filter((m) => m.channel === 'email');
    expect(mails.find((m) => m.text.includes(`Kata laluan sementara: ${temporary}`))).toBeDefined();
    // The security notice of a password changed by someone else (the Manager), in Malay too.
    expect(mails.some((m) => m.text.includes(org.manager.displayName) && !m.text.includes(temporary!))).toBe(true);

    // The old password no longer signs in; the old session is refused; the new one asks for a password of their own.
    await expect(signIn(e.user.email, e.user.password)).rejects.toThrow();
    const old = await callApi('users-getCurrentUser', {}, e.token);
    expectRefused(old, 401);
    const session = await firstSignIn(e.user.email, temporary!, NEW_PASSWORD);
    expectOk(await callApi('users-getCurrentUser', {}, session.idToken));

    const history = await listRecordHistory(org.orgId, 'EMPLOYEE', e.employee.employeeICNumber);
    expect(history.at(-1)).toMatchObject({ action: 'new invitation sent', by: org.manager.displayName });
    expect(history.at(-1)?.why).toContain('SMS to ending');
  });

  it('goes only by the channel chosen', async () => {
    const e = await employeeWithLogin();
    const sent = okBody(
      await callApi(SEND, { employeeICNumber: e.employee.employeeICNumber, channels: ['email'] }, org.token),
    );
    expect(sent).toMatchObject({ email: e.user.email });
    expect(sent.sms).toBeUndefined();
    expect((await outboxMessages(e.employee.mobileNumber)).filter((m) => m.channel === 'sms')).toEqual([]);
  });

  it('refuses, changing and sending nothing: a stale sign-in, an Executive, another organisation, no such channel, no login, a locked login', async () => {
    const e = await employeeWithLogin({ mobileNumberVerified: false });
    const input = { employeeICNumber: e.employee.employeeICNumber };
    const stale = await callApi(SEND, input, await staleToken(org.token));
    expectRefused(stale, 403);
    expect(errorInfoOf(stale).code).toBe('REAUTHENTICATION_REQUIRED');

    const executive = await createTestUser({ role: 'Executive', orgId: org.orgId, acceptedTerms: true });
    expectRefused(await callApi(SEND, input, (await signIn(executive.email, executive.password)).idToken), 403);

    const other = await freshOrgWithManager({ idPrefix: 'invite-other', label: 'Invitation Other' });
    const elsewhere = await callApi(SEND, input, other.token);
    expectRefused(elsewhere, 404);

    // No verified mobile number: SMS refused by name; e-mail alone is what "every channel" means.
    const sms = await callApi(SEND, { ...input, channels: ['sms'] }, org.token);
    expectRefused(sms, 422);
    expect(errorInfoOf(sms).details).toEqual([
      { field: 'channels', message: `${e.employee.name} has no verified mobile number.` },
    ]);

    const loginless = await callApi(
      SEND,
      { employeeICNumber: (await freshEmployeeWithoutLogin()).employeeICNumber },
      org.token,
    );
    expectRefused(loginless, 422);
    expect(errorInfoOf(loginless).message).toMatch(/has no login yet/);

    await updateUser(org.orgId, e.user.id, { locked: true, lockedReason: 'a test' }, epochSeconds());
    const locked = await callApi(SEND, input, org.token);
    expectRefused(locked, 409);
    expect(errorInfoOf(locked).message).toMatch(/unlock it first/);
    await updateUser(org.orgId, e.user.id, { locked: false }, epochSeconds());

    // Nothing changed: the password still signs in, nothing was sent.
    expect((await signIn(e.user.email, e.user.password)).idToken).toBeTruthy();
    expect((await outboxMessages(e.user.email)).filter((m) => /Temporary password/.test(m.text))).toEqual([]);
  });

  it(`sends at most ${NEW_INVITATION_DAILY_LIMIT} a day to one employee (429 after)`, async () => {
    const e = await employeeWithLogin();
    const input = { employeeICNumber: e.employee.employeeICNumber, channels: ['email' as const] };
    for (let i = 0; i < NEW_INVITATION_DAILY_LIMIT; i++) expectOk(await callApi(SEND, input, org.token));
    const over = await callApi(SEND, input, org.token);
    expectRefused(over, 429);
    expect(errorInfoOf(over).message).toMatch(/after midnight Malaysia time/);
  });
});

/** An approved employee of the test's organisation who has no login (no e-mail). */
async function freshEmployeeWithoutLogin() {
  const ic = `N${ulid().slice(-11)}`;
  expectOk(
    await callApi(
      'employees-createEmployee',
      {
        employeeICNumber: ic,
        firstName: 'Tiada',
        lastName: 'Login',
        bankCode: 'MBBEMYKL',
        accountNumber: '114011112222',
        salary: 3000,
      },
      org.token,
    ),
  );
  expectOk(await callApi('employees-approveEmployees', { ICNumbers: [ic] }, org.token));
  return { employeeICNumber: ic };
}
