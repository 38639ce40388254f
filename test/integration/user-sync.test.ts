import { describe, expect, it } from 'vitest';
import { AdminGetUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import { cognitoClient } from '../../lambdas/core/clients/cognito';
import { env } from '../../lambdas/core/env';
import { keys } from '../../lambdas/data/table/keys';
import { callApi, expectOk, refreshTokens, signIn } from '../support/api';
import { freshEmployee } from '../support/own-profile';
import { putTableItem, tableItem } from '../support/table-item';
import { createTestUser } from '../support/users';

/**
 * What employees change about their own login reaches Cognito through the user-sync worker, the
 * only holder of those admin actions (docs/rules.md#own-profile-and-sensitive-changes): the person
 * sees no difference, and the worker copies the user record, nothing a message could choose.
 */

const cognitoUser = async (email: string) =>
  (await cognitoClient()).send(new AdminGetUserCommand({ UserPoolId: env.userPoolId, Username: email }));
const attribute = (user: Awaited<ReturnType<typeof cognitoUser>>, name: string) =>
  user.UserAttributes?.find((a) => a.Name === name)?.Value;

describe('the user-sync worker', () => {
  it('a profile name change is in the next refreshed token, as before', async () => {
    const { user, token } = await freshEmployee();
    const { refreshToken } = await signIn(user.email, user.password);
    const res = await callApi(
      'employees-updateOwnProfile',
      { updatedProfile: { firstName: 'Siti', lastName: 'Hajar' } },
      token,
    );
    expectOk(res);
    const refreshed = await refreshTokens(refreshToken);
    expect(refreshed.claims).toMatchObject({ given_name: 'Siti', family_name: 'Hajar', name: 'Siti Hajar' });
    // It noted the request it synced, on the record, and nothing else of the record changed for it.
    expect((await tableItem(keys.user(user.orgId, user.id)))?.cognitoSyncedAt).toEqual(expect.any(Number));
  });

  it('accepting the terms puts the version in the refreshed token at once (the answer waits for the worker)', async () => {
    const user = await createTestUser({ role: 'employee', acceptedTerms: false });
    const session = await signIn(user.email, user.password);
    expectOk(await callApi('employees-acceptTermsAndConditions', { device: 'vitest' }, session.idToken));
    expect((await refreshTokens(session.refreshToken)).claims['custom:acceptedTerms']).toBe('2023-01-30');
  });

  it('copies the record only: what Cognito gets is what the record says, whoever asked', async () => {
    // prepare: the record says one thing, Cognito another (as if someone had changed Cognito directly)
    const user = await createTestUser({ role: 'employee', acceptedTerms: true });
    const record = await tableItem(keys.user(user.orgId, user.id));
    await putTableItem({ ...record, firstName: 'Record', lastName: 'Name', displayName: 'Record Name' });
    const { idToken } = await signIn(user.email, user.password);
    // act: a sync asked by the person's own call (accepting again) brings Cognito in line with the record
    expectOk(await callApi('employees-acceptTermsAndConditions', {}, idToken));
    // assess
    const synced = await cognitoUser(user.email);
    expect(attribute(synced, 'name')).toBe('Record Name');
    expect(attribute(synced, 'given_name')).toBe('Record');
    expect(synced.Enabled).toBe(true);
  });
});
