import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { TERMS_VERSION } from '../../shared/registry/roles';
import { epochSeconds } from '../../shared/domain/time/time';
import { ddbDoc } from '../../lambdas/core/clients/dynamodb';
import { env } from '../../lambdas/core/env';
import { keys } from '../../lambdas/data/table/keys';
import { updateUser } from '../../lambdas/data/identity/users';
import { callApi, expectOk, expectRefused, refreshTokens, signIn } from '../support/api';
import { createTestUser } from '../support/users';
import { DEMO_PASSWORD } from '../../dev/seeds/demo-password';

let admin: string;
beforeAll(async () => {
  admin = (await signIn('admin@platform.test', DEMO_PASSWORD)).idToken;
});

describe('users-getUsers / users-getUser / users-listRoles', () => {
  it('lists the users of every organisation for an administrator, organisation by organisation', async () => {
    // The list walks the administrators, then each organisation's partition: pages may be short,
    // the list ends when no cursor comes back.
    const emails: string[] = [];
    let cursor: string | undefined;
    for (let pages = 0; ; pages++) {
      const res = await callApi('users-getUsers', { limit: 500, ...(cursor ? { cursor } : {}) }, admin);
      expectOk(res);
      emails.push(...res.body.items.map((u: { email: string }) => u.email));
      cursor = res.body.nextCursor;
      if (!cursor) break;
      expect(pages).toBeLessThan(500);
    }
    expect(new Set(emails).size).toBe(emails.length);
    expect(emails).toEqual(
      expect.arrayContaining(['manager@demo.test', 'employee@other.test', 'superadmin@platform.test']),
    );
  });

  it('filters by organisation and pages with a cursor', async () => {
    const first = await callApi('users-getUsers', { tenantId: 'demo', limit: 2 }, admin);
    expectOk(first);
    expect(first.body.items).toHaveLength(2);
    expect(first.body.items.every((u) => u.tenantId === 'demo')).toBe(true);
    expect(first.body.nextCursor).toEqual(expect.any(String));
    const second = await callApi(
      'users-getUsers',
      { tenantId: 'demo', limit: 2, cursor: first.body.nextCursor },
      admin,
    );
    expectOk(second);
    const ids = new Set([...first.body.items, ...second.body.items].map((u: { id: string }) => u.id));
    expect(ids.size).toBe(first.body.items.length + second.body.items.length);
  });

  it('refuses a cursor it did not make and two different organisations', async () => {
    expect((await callApi('users-getUsers', { cursor: '!!!' }, admin)).status).toBe(400);
    expect((await callApi('users-getUsers', { orgId: 'demo', tenantId: 'other' }, admin)).status).toBe(400);
  });

  it('reads one user by tenant and id, and says when there is none', async () => {
    const list = await callApi('users-getUsers', { tenantId: 'other' }, admin);
    expectOk(list);
    const someone = list.body.items[0];
    expect((await callApi('users-getUser', { tenantId: 'other', userId: someone.id }, admin)).body).toEqual(someone);
    const missing = await callApi('users-getUser', { tenantId: 'demo', userId: someone.id }, admin);
    expectRefused(missing, 404);
    expect(missing.body.errorInfo.message).toBe('User not found!');
  });

  it('lists the roles of organisation users', async () => {
    expect((await callApi('users-listRoles', {}, admin)).body).toEqual({ roles: ['Manager', 'Executive', 'employee'] });
  });
});

describe('users-getCurrentUser', () => {
  it("gives the caller's own record", async () => {
    const token = (await signIn('employee@other.test', DEMO_PASSWORD)).idToken;
    expect((await callApi('users-getCurrentUser', {}, token)).body).toMatchObject({
      email: 'employee@other.test',
      role: 'employee',
      tenantId: 'other',
    });
  });

  it('refuses a suspended account although its token is still valid', async () => {
    const user = await createTestUser({ role: 'Manager', acceptedTerms: true });
    const { idToken } = await signIn(user.email, user.password);
    expect((await callApi('users-getCurrentUser', {}, idToken)).status).toBe(200);
    await updateUser(user.orgId, user.id, { status: 'Suspended' }, epochSeconds());
    const res = await callApi('users-getCurrentUser', {}, idToken);
    expectRefused(res, 403);
    expect(res.body.errorInfo).toMatchObject({
      code: 'ACCOUNT_LOCKED',
      message: 'Your account is locked! Please contact support for help.',
    });
  });
});

describe('users-changeUserPassword', () => {
  it('sets the new password: the old one stops working', async () => {
    const user = await createTestUser({ role: 'employee', acceptedTerms: true });
    const { idToken, accessToken } = await signIn(user.email, user.password);
    const proof = { currentPassword: user.password, accessToken };
    expect(
      await callApi('users-changeUserPassword', { newUserPassword: 'Sec0nd-Passw0rd!', ...proof }, idToken),
    ).toEqual({
      status: 200,
      body: { ok: true },
    });
    await expect(signIn(user.email, user.password)).rejects.toThrow();
    await expect(signIn(user.email, 'Sec0nd-Passw0rd!')).resolves.toHaveProperty('idToken');
  });

  it('refuses a weak password with the reason, and changes nothing', async () => {
    const user = await createTestUser({ role: 'employee', acceptedTerms: true });
    const { idToken, accessToken } = await signIn(user.email, user.password);
    const res = await callApi(
      'users-changeUserPassword',
      { newUserPassword: 'abcdef', currentPassword: user.password, accessToken },
      idToken,
    );
    expectRefused(res, 400);
    expect(res.body.errorInfo.details?.[0].field).toBe('newUserPassword');
    await expect(signIn(user.email, user.password)).resolves.toHaveProperty('idToken');
  });

  it('refuses a wrong current password on its field, and changes nothing', async () => {
    const user = await createTestUser({ role: 'employee', acceptedTerms: true });
    const { idToken, accessToken } = await signIn(user.email, user.password);
    const res = await callApi(
      'users-changeUserPassword',
      { newUserPassword: 'Sec0nd-Passw0rd!', currentPassword: 'Not-the-Passw0rd!', accessToken },
      idToken,
    );
    expectRefused(res, 400);
    expect(res.body.errorInfo.details).toEqual([
      { field: 'currentPassword', message: 'The current password is not right.' },
    ]);
    expect((await callApi('users-getCurrentUser', {}, idToken)).status).toBe(200);
    await expect(signIn(user.email, user.password)).resolves.toHaveProperty('idToken');
  });

  it("cannot change another user's password with that user's access token", async () => {
    // prepare: a stolen access token (and password) of someone else is no use through this session
    const caller = await createTestUser({ role: 'employee', acceptedTerms: true });
    const victim = await createTestUser({ role: 'employee', acceptedTerms: true });
    const mine = await signIn(caller.email, caller.password);
    const theirs = await signIn(victim.email, victim.password);
    // act
    const res = await callApi(
      'users-changeUserPassword',
      { newUserPassword: 'Ta4en-Passw0rd!', currentPassword: victim.password, accessToken: theirs.accessToken },
      mine.idToken,
    );
    // assess
    expectRefused(res, 400);
    expect(res.body.errorInfo.details).toEqual([{ field: 'accessToken', message: "Not this session's access token." }]);
    await expect(signIn(victim.email, victim.password)).resolves.toHaveProperty('idToken');
  });

  it('refuses a forged access token of the caller (Cognito verifies it) with 401, and changes nothing', async () => {
    const user = await createTestUser({ role: 'employee', acceptedTerms: true });
    const { idToken, accessToken } = await signIn(user.email, user.password);
    const [header, payload] = accessToken.split('.');
    const forged = `${header}.${payload}.${Buffer.from('not the signature').toString('base64url')}`;
    const res = await callApi(
      'users-changeUserPassword',
      { newUserPassword: 'F0rged-Passw0rd!', currentPassword: user.password, accessToken: forged },
      idToken,
    );
    expectRefused(res, 401);
    expect(res.body.errorInfo.code).toBe('UNAUTHENTICATED');
    await expect(signIn(user.email, user.password)).resolves.toHaveProperty('idToken');
  });
});

describe('employees-acceptTermsAndConditions', () => {
  it('records a dated acceptance and puts the version in the refreshed token', async () => {
    const user = await createTestUser({ role: 'employee', acceptedTerms: false });
    const session = await signIn(user.email, user.password);
    expect(session.claims['custom:acceptedTerms'] ?? '').toBe('');

    const res = await callApi('employees-acceptTermsAndConditions', { device: 'vitest' }, session.idToken);
    expectOk(res);
    expect(res.body.acceptedTerms).toBe(TERMS_VERSION);

    const refreshed = await refreshTokens(session.refreshToken);
    expect(refreshed.claims['custom:acceptedTerms']).toBe(TERMS_VERSION);
    const { Item } = await (
      await ddbDoc()
    ).send(new GetCommand({ TableName: env.tableName, Key: keys.user(user.orgId, user.id) }));
    expect(Item?.acceptedTerms).toBe(TERMS_VERSION);
    const records = await (
      await ddbDoc()
    ).send(
      new QueryCommand({
        TableName: env.tableName,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
        ExpressionAttributeValues: { ':pk': `ORG#${user.orgId}`, ':sk': `TERMS#${user.id}#` },
      }),
    );
    expect(records.Items).toEqual([
      expect.objectContaining({ termsVersion: TERMS_VERSION, device: 'vitest', acceptedAt: res.body.acceptedAt }),
    ]);
  });
});
