import { beforeAll, describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import { periodOf } from '../../shared/domain/advance-pay/advance-pay';
import type { CallableOutput } from '../../shared/callables/index';
import { ORGANISATION_SUSPENDED_MESSAGE, PRODUCT_OFF_MESSAGES } from '../../shared/registry/org-gate';
import { findByEmail } from '../../lambdas/data/identity/users';
import { listTeams } from '../../lambdas/data/organisations/teams';
import { callApi, callApiRaw, expectOk, expectRefused, okBody, signIn } from '../support/api';
import { activeOrg } from '../support/fresh-org';
import { freshEmployee } from '../support/own-profile';
import { createTestUser } from '../support/users';
import { DEMO_PASSWORD } from '../../dev/seeds/demo-password';

/**
 * The organisation's gates (docs/rules.md#suspended-organisations, #products-switched-off) on the
 * attacks that passed before them: sessions opened before an administrator suspends the
 * organisation or switches a product off, replayed with valid payloads. The registry-wide proof is
 * test/integration/callables-generic.test.ts; this file follows the administrator's real edits.
 */
let admin: string;
beforeAll(async () => {
  admin = (await signIn('admin@platform.test', DEMO_PASSWORD)).idToken;
});

type Org = CallableOutput<'orgs-createOrg'>;

/** An administrator's partial edit of the organisation (the fields given, over the version read). */
async function adminEdit(org: Org, fields: Record<string, unknown>): Promise<Org> {
  return okBody(await callApi('orgs-updateOrg', { id: org.id, modifiedAt: org.modifiedAt, ...fields }, admin));
}

/** A fresh Active organisation (Advance Pay, eBenefits and disbursements on) with a signed-in Manager and employee. */
async function orgWithPeople() {
  const org = okBody(await callApi('orgs-createOrg', activeOrg({ eBenefits: 'yes' }), admin));
  const manager = await createTestUser({ role: 'Manager', orgId: org.id, acceptedTerms: true });
  const managerToken = (await signIn(manager.email, manager.password)).idToken;
  const { token: employeeToken } = await freshEmployee(org.id);
  return { org, manager, managerToken, employeeToken };
}

const teamFields = () => ({ teamName: `Gate ${ulid().slice(-6)}`, teamDescription: 'Night shift', status: 'draft' });

describe('a Suspended organisation', () => {
  it("stops its people's open sessions at the server, keeps their own statements readable, and opens again once Active", async () => {
    // prepare: sessions opened while the organisation is Active
    const { org, manager, managerToken, employeeToken } = await orgWithPeople();
    expectOk(await callApi('advancePayManagement-getTransactions', { period: periodOf().key }, managerToken));
    expectOk(await callApi('advancePayEmployee-getAdvancePayBalance', {}, employeeToken));

    // act: an administrator suspends it; the same tokens try what they did before
    const suspended = await adminEdit(org, { status: 'Suspended' });
    const replayed = [
      await callApi('advancePayEmployee-getAdvancePayBalance', {}, employeeToken),
      await callApi('advancePayEmployee-sendVerificationCode', { amount: 100, reason: 'Bills' }, employeeToken),
      await callApi('advancePayManagement-getTransactions', { period: periodOf().key }, managerToken),
      await callApi('advancePayManagement-bulkApproveTransactions', { transactions: [] }, managerToken),
      await callApi('teams-createTeam', teamFields() as never, managerToken),
      await callApi('users-getCurrentUser', {}, managerToken),
    ];

    // assess: every one refused with the same clear words, nothing written
    for (const res of replayed) {
      expectRefused(res, 403);
      expect(res.body.errorInfo).toEqual({ code: 'ORGANISATION_SUSPENDED', message: ORGANISATION_SUSPENDED_MESSAGE });
    }
    expect((await listTeams(org.id)).length).toBe(0);
    // Their own past statements stay readable (declared orgStatus 'any').
    expectOk(await callApi('advancePayEmployee-getMonthlyStatements', {}, employeeToken));
    expectOk(await callApi('advancePayEmployee-getTransactions', {}, employeeToken));

    // The sign-in look-up answers as for an unknown code.
    const lookup = await callApiRaw('orgs-getOrgTenantId', { email: manager.email, domain: org.domain });
    expectRefused(lookup, 404);
    expect(lookup.body.errorInfo.message).toMatch(/^Invalid credentials/);

    // Active again: the same sessions work again.
    await adminEdit(suspended, { status: 'Active' });
    expectOk(await callApi('advancePayManagement-getTransactions', { period: periodOf().key }, managerToken));
  });

  it('cannot be given new users by an administrator (409), and nothing is made', async () => {
    const { org } = await orgWithPeople();
    await adminEdit(org, { status: 'Suspended' });
    const email = `gate-${ulid().toLowerCase()}@example.my`;

    const res = await callApi(
      'users-createUser',
      {
        email,
        firstName: 'New',
        lastName: 'Person',
        role: 'Manager',
        status: 'Active',
        orgId: org.id,
        password: DEMO_PASSWORD,
        tenantId: org.id,
      },
      admin,
    );

    expectRefused(res, 409);
    expect(res.body.errorInfo.message).toBe(`${org.name} is suspended: make it Active before adding users.`);
    expect(await findByEmail(email)).toBeUndefined();
  });
});

describe('a product switched off', () => {
  it("refuses its callables to the organisation's open sessions, and serves them again once on", async () => {
    const { org, managerToken, employeeToken } = await orgWithPeople();
    expectOk(await callApi('teams-getTeams', {}, managerToken));

    const off = await adminEdit(org, { eBenefits: 'no' });
    const refused = [
      await callApi('teams-createTeam', teamFields() as never, managerToken),
      await callApi('payRuns-getPayRuns', {}, managerToken),
      await callApi('compensationPolicies-getPolicies', {}, managerToken),
      await callApi('employeeWallets-getElectedWallets', {}, employeeToken),
    ];

    for (const res of refused) {
      expectRefused(res, 403);
      expect(res.body.errorInfo).toEqual({ code: 'PRODUCT_OFF', message: PRODUCT_OFF_MESSAGES.eBenefits });
    }
    expect((await listTeams(org.id)).length).toBe(0);
    // The other products are untouched.
    expectOk(await callApi('advancePayManagement-getTransactions', { period: periodOf().key }, managerToken));

    await adminEdit(off, { eBenefits: 'yes' });
    expectOk(await callApi('teams-createTeam', teamFields() as never, managerToken));
  });
});
