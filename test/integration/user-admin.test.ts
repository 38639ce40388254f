import { AdminGetUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { beforeAll, describe, expect, it } from 'vitest';
import { epochSeconds } from '../../shared/domain/time/time';
import { ddbDoc } from '../../lambdas/core/clients/dynamodb';
import { cognitoClient } from '../../lambdas/core/clients/cognito';
import { env } from '../../lambdas/core/env';
import { keys } from '../../lambdas/data/table/keys';
import { createOrg } from '../../lambdas/data/organisations/orgs';
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
import { createTestUser } from '../support/users';
import { putTableItem } from '../support/table-item';
import type { CallableInput, CallableOutput } from '../../shared/callables/index';
import { DEMO_PASSWORD } from '../../dev/seeds/demo-password';

const PASSWORD = 'Str0ng-Pass!';
const NEW_PASSWORD = 'Th3ir-0wn-Pass!';

let superadmin: string;
let admin: string;
let adminUser: Awaited<ReturnType<typeof createTestUser>>;
let orgId: string;

/** A fresh organisation of its own, so the demo organisations' users are never touched. */
beforeAll(async () => {
  orgId = `uadm-${ulid().toLowerCase()}`;
  const now = epochSeconds();
  await createOrg({
    id: orgId,
    tenantId: orgId,
    name: `User Admin ${orgId}`,
    status: 'Active',
    domain: orgId,
    eBenefits: 'yes',
    advancePay: 'yes',
    disbursements: { enable: 'no' },
    franchiseType: 'non_franchise',
    createdAt: now,
    modifiedAt: now,
  });
  superadmin = (await signIn('superadmin@platform.test', DEMO_PASSWORD)).idToken;
  adminUser = await createTestUser({ role: 'admin' });
  admin = (await signIn(adminUser.email, adminUser.password)).idToken;
});

const newEmail = (tag: string) => `ua-${tag}-${ulid().toLowerCase()}@example.test`;
const orgUser = (over: Partial<CallableInput<'users-createUser'>> = {}): CallableInput<'users-createUser'> => ({
  firstName: 'Nur',
  lastName: 'Aisyah',
  email: newEmail('u'),
  role: 'Executive',
  status: 'Active',
  password: PASSWORD,
  orgId,
  tenantId: orgId,
  ...over,
});

/** Whether Cognito has a user of this e-mail (AdminGetUser answers UserNotFoundException otherwise). */
async function cognitoHas(email: string): Promise<boolean> {
  try {
    await (await cognitoClient()).send(new AdminGetUserCommand({ UserPoolId: env.userPoolId, Username: email }));
    return true;
  } catch (err) {
    if ((err as Error).name === 'UserNotFoundException') return false;
    throw err;
  }
}

describe('users-createUser', () => {
  it('an admin creates an organisation user who signs in with the right claims', async () => {
    const input = orgUser({ email: newEmail('Mixed').replace('ua-', 'UA-') });
    const res = await callApi('users-createUser', input, admin);
    expectOk(res);
    const email = input.email.toLowerCase();
    expect(res.body).toMatchObject({
      email,
      role: 'Executive',
      status: 'Active',
      orgId,
      tenantId: orgId,
      displayName: 'Nur Aisyah',
    });

    // username = e-mail, case-insensitive; the password the admin chose is temporary: the user sets their own
    await expect(signIn(input.email, PASSWORD)).rejects.toThrow(/NEW_PASSWORD_REQUIRED/);
    const session = await firstSignIn(input.email.toUpperCase(), PASSWORD, NEW_PASSWORD);
    expect(session.claims).toMatchObject({ 'custom:role': 'Executive', 'custom:tenantId': orgId, sub: res.body.id });
    const me = await callApi('users-getCurrentUser', {}, session.idToken);
    expect(me).toMatchObject({ status: 200, body: { id: res.body.id, email } });
    const listed = await callApi('users-getUsers', { orgId }, admin);
    expectOk(listed);
    expect(listed.body.items.map((u: { email: string }) => u.email)).toContain(email);
    // the platform-wide e-mail claim was written with the record
    const claim = await (
      await ddbDoc()
    ).send(new GetCommand({ TableName: env.tableName, Key: keys.uniqueEmail(email) }));
    expect(claim.Item).toMatchObject({ userId: res.body.id, orgId });
    // a notice without the password goes through the outbox
    const [notice] = await outboxMessages(email);
    expect(notice.text).toContain(`Organisation code: ${orgId}`);
    expect(notice.text).not.toContain(PASSWORD);
  });

  it('refuses a Manager and an employee (403) and creates nothing', async () => {
    const manager = await createTestUser({ role: 'Manager', orgId, acceptedTerms: true });
    const employee = await createTestUser({ role: 'employee', orgId, acceptedTerms: true });
    for (const who of [manager, employee]) {
      const token = (await signIn(who.email, who.password)).idToken;
      const input = orgUser();
      const res = await callApi('users-createUser', input, token);
      expectRefused(res, 403);
      expect(res.body.errorInfo.code).toBe('FORBIDDEN');
      expect(await cognitoHas(input.email)).toBe(false);
    }
  });

  it('refuses a duplicate e-mail (409) and leaves no Cognito user behind', async () => {
    const input = orgUser();
    expect((await callApi('users-createUser', input, admin)).status).toBe(200);
    const again = await callApi(
      'users-createUser',
      { ...input, email: input.email.toUpperCase(), firstName: 'Other' },
      admin,
    );
    expectRefused(again, 409);
    expect(again.body.errorInfo.details).toEqual([{ field: 'email', message: 'E-mail already in use' }]);
    // the first login still works with its own (temporary) password
    await expect(firstSignIn(input.email, PASSWORD, NEW_PASSWORD)).resolves.toHaveProperty('idToken');

    // an e-mail claimed without a Cognito user (an employee record's): refused before Cognito is touched
    const claimed = newEmail('claimed');
    await putTableItem({
      ...keys.uniqueEmail(claimed),
      entity: 'uniqueEmail',
      version: 1,
      orgId,
      employeeICNumber: `IC${ulid()}`,
    });
    const res = await callApi('users-createUser', orgUser({ email: claimed }), admin);
    expectRefused(res, 409);
    expect(await cognitoHas(claimed)).toBe(false);
  });

  it('checks the password rule, the role and the organisation, and creates nothing', async () => {
    const weak = orgUser({ password: 'password1' });
    const res = await callApi('users-createUser', weak, admin);
    expectRefused(res, 400);
    expect(res.body.errorInfo.details).toEqual([
      { field: 'password', message: '*Must contain uppercase, lowercase, number, and special character' },
    ]);
    expect(await cognitoHas(weak.email)).toBe(false);

    const noOrg = await callApi('users-createUser', orgUser({ orgId: undefined, tenantId: undefined }), admin);
    expectRefused(noOrg, 400);
    const missingOrg = orgUser({ orgId: `none-${ulid().toLowerCase()}`, tenantId: undefined });
    expect((await callApi('users-createUser', missingOrg, admin)).status).toBe(404);
    expect(await cognitoHas(missingOrg.email)).toBe(false);
    const adminInOrg = await callApi('users-createUser', orgUser({ role: 'admin' }), superadmin);
    expectRefused(adminInOrg, 400);
    expect(adminInOrg.body.errorInfo.details?.[0].field).toBe('role');
  });

  it('only a superadmin creates administrators, who sign in without an organisation', async () => {
    const input: CallableInput<'users-createUser'> = {
      firstName: 'Ops',
      lastName: 'Admin',
      email: newEmail('adm'),
      role: 'admin',
      status: 'Active',
      password: PASSWORD,
    };
    const refused = await callApi('users-createUser', input, admin);
    expectRefused(refused, 403);
    expect(await cognitoHas(input.email)).toBe(false);

    const res = await callApi('users-createUser', input, superadmin);
    expectOk(res);
    expect(res.body).toMatchObject({ role: 'admin', orgId: null, tenantId: null });
    const session = await firstSignIn(input.email, PASSWORD, NEW_PASSWORD);
    expect(session.claims['custom:role']).toBe('admin');
    expect(session.claims['custom:tenantId'] ?? '').toBe('');
    expect((await callApi('users-getUsers', {}, session.idToken)).status).toBe(200);

    const list = await callApi('users-getAdministrators', {}, superadmin);
    expectOk(list);
    expect(list.body.items.map((u: { email: string }) => u.email)).toEqual(
      expect.arrayContaining([input.email, 'superadmin@platform.test']),
    );
    expect(list.body.items.every((u: { orgId: string | null }) => u.orgId === null)).toBe(true);
    expect((await callApi('users-getAdministrators', {}, admin)).status).toBe(403);
    expect((await callApi('users-listRoles', { kind: 'administrator' }, superadmin)).body).toEqual({
      roles: ['superadmin', 'admin'],
    });
  });
});

describe('users-updateUser', () => {
  async function created(over: Partial<CallableInput<'users-createUser'>> = {}) {
    const input = orgUser(over);
    const res = await callApi('users-createUser', input, admin);
    expectOk(res);
    await firstSignIn(input.email, PASSWORD, NEW_PASSWORD);
    return { input, user: res.body };
  }
  const edit = (
    user: CallableOutput<'users-getUser'>,
    over: Partial<CallableInput<'users-updateUser'>> = {},
  ): CallableInput<'users-updateUser'> => ({
    userId: user.id,
    tenantId: user.tenantId,
    orgId: user.orgId,
    firstName: user.firstName,
    lastName: user.lastName,
    displayName: user.displayName,
    role: user.role,
    status: user.status,
    modifiedAt: user.modifiedAt,
    ...over,
  });

  it('changes names and role: the record and the Cognito custom:role', async () => {
    const { input, user } = await created();
    const res = await callApi(
      'users-updateUser',
      edit(user, { role: 'Manager', firstName: 'Siti', displayName: 'Siti N.' }),
      admin,
    );
    expectOk(res);
    expect(res.body).toMatchObject({ role: 'Manager', firstName: 'Siti', displayName: 'Siti N.', status: 'Active' });
    expect(res.body.modifiedAt).toBeGreaterThan(user.modifiedAt);
    const session = await signIn(input.email, NEW_PASSWORD);
    expect(session.claims).toMatchObject({ 'custom:role': 'Manager', 'custom:tenantId': orgId });

    // the version read is stale now: 409, nothing changed
    const stale = await callApi('users-updateUser', edit(user, { role: 'employee' }), admin);
    expectRefused(stale, 409);
    const now = await callApi('users-getUser', { tenantId: orgId, userId: user.id }, admin);
    expectOk(now);
    expect(now.body.role).toBe('Manager');
    expect((await signIn(input.email, NEW_PASSWORD)).claims['custom:role']).toBe('Manager');
  });

  it('suspends a user: the API refuses it (403 ACCOUNT_LOCKED), so does the site sign-in; reactivating lets it back', async () => {
    const { input, user } = await created();
    const before = (await signIn(input.email, NEW_PASSWORD)).idToken;
    const res = await callApi('users-updateUser', edit(user, { status: 'Suspended' }), admin);
    expectOk(res);
    const refused = await callApi('users-getCurrentUser', {}, before);
    expectRefused(refused, 403);
    expect(refused.body.errorInfo.code).toBe('ACCOUNT_LOCKED');
    // the Cognito user is disabled (refused in AWS; the local emulator still issues tokens, which the API refuses)
    const cognitoUser = await (
      await cognitoClient()
    ).send(new AdminGetUserCommand({ UserPoolId: env.userPoolId, Username: input.email }));
    expect(cognitoUser.Enabled).toBe(false);
    const fresh = await signIn(input.email, NEW_PASSWORD).then(
      (s) => s.idToken,
      () => undefined,
    );
    if (fresh) expect(errorInfoOf(await callApi('users-getCurrentUser', {}, fresh)).code).toBe('ACCOUNT_LOCKED');

    const back = await callApi('users-updateUser', edit(res.body, { status: 'Active' }), admin);
    expectOk(back);
    const again = (await signIn(input.email, NEW_PASSWORD)).idToken;
    expect((await callApi('users-getCurrentUser', {}, again)).status).toBe(200);
  });

  it('refuses a Manager and an employee (403)', async () => {
    const { user } = await created();
    for (const role of ['Manager', 'employee'] as const) {
      const who = await createTestUser({ role, orgId, acceptedTerms: true });
      const token = (await signIn(who.email, who.password)).idToken;
      const res = await callApi('users-updateUser', edit(user, { status: 'Suspended' }), token);
      expectRefused(res, 403);
    }
    expect(okBody(await callApi('users-getUser', { tenantId: orgId, userId: user.id }, admin)).status).toBe('Active');
  });

  it('keeps an employee login on its employee record when the role changes', async () => {
    const employee = await createTestUser({ role: 'employee', orgId, acceptedTerms: true });
    await (
      await ddbDoc()
    ).send(
      new UpdateCommand({
        TableName: env.tableName,
        Key: keys.user(orgId, employee.id),
        UpdateExpression: 'SET employeeICNumber = :ic',
        ExpressionAttributeValues: { ':ic': '900101145678' },
      }),
    );
    const user = okBody(await callApi('users-getUser', { tenantId: orgId, userId: employee.id }, admin));
    const res = await callApi('users-updateUser', edit(user, { role: 'Executive' }), admin);
    expectOk(res);
    expect(res.body).toMatchObject({ role: 'Executive', employeeICNumber: '900101145678' });
  });

  it('nobody suspends or demotes themselves (409), and only a superadmin changes administrators', async () => {
    const me = okBody(await callApi('users-getCurrentUser', {}, admin));
    const suspend = await callApi('users-updateUser', edit(me, { status: 'Suspended' }), admin);
    expectRefused(suspend, 403); // an admin may not change administrators at all
    const superMe = await createTestUser({ role: 'superadmin' });
    const token = (await signIn(superMe.email, superMe.password)).idToken;
    const self = okBody(await callApi('users-getCurrentUser', {}, token));
    const selfSuspend = await callApi('users-updateUser', edit(self, { status: 'Suspended' }), token);
    expectRefused(selfSuspend, 409);
    expect(selfSuspend.body.errorInfo.message).toBe('You cannot suspend your own account.');
    const selfDemote = await callApi('users-updateUser', edit(self, { role: 'admin' }), token);
    expectRefused(selfDemote, 409);
    expect(selfDemote.body.errorInfo.message).toBe('You cannot change your own role.');

    // a superadmin changes another administrator; an administrator cannot become an organisation role
    const renamed = await callApi('users-updateUser', edit(me, { displayName: 'Renamed Admin' }), token);
    expectOk(renamed);
    const toOrgRole = await callApi('users-updateUser', edit(renamed.body, { role: 'Manager' }), token);
    expectRefused(toOrgRole, 400);
    expect(toOrgRole.body.errorInfo.details?.[0].field).toBe('role');
  });
});
