import { beforeAll, describe, expect, it } from 'vitest';
import { callApi, expectOk, expectRefused, signIn } from '../support/api';
import { DEMO_PASSWORD } from '../../dev/seeds/demo-password';

const INVALID = 'Invalid credentials, please re-check your code, email and password and try again';

describe('orgs-getOrgTenantId (before sign-in)', () => {
  it('answers the tenant of an organisation code and one of its e-mails, ignoring case', async () => {
    expect(await callApi('orgs-getOrgTenantId', { email: 'manager@demo.test', domain: 'demo' })).toEqual({
      status: 200,
      body: { tenantId: 'demo' },
    });
    expect((await callApi('orgs-getOrgTenantId', { email: ' Manager@Demo.TEST ', domain: 'DEMO' })).body).toEqual({
      tenantId: 'demo',
    });
  });

  it.each([
    ['an unknown code', { email: 'manager@demo.test', domain: 'nope' }],
    ['an unknown e-mail', { email: 'nobody@demo.test', domain: 'demo' }],
    ["another organisation's e-mail", { email: 'manager@other.test', domain: 'demo' }],
    ['an administrator at an organisation', { email: 'admin@platform.test', domain: 'demo' }],
  ])('gives the same answer for %s', async (_case, payload) => {
    const res = await callApi('orgs-getOrgTenantId', payload);
    expectRefused(res, 404);
    expect(res.body.errorInfo).toEqual({ code: 'NOT_FOUND', message: INVALID });
  });

  it('asks for both fields', async () => {
    const res = await callApi('orgs-getOrgTenantId', { email: '', domain: '' });
    expectRefused(res, 400);
    expect(res.body.errorInfo.details?.map((d) => d.field).sort()).toEqual(['domain', 'email']);
  });
});

describe('orgs-getOrgInfo', () => {
  const token: Record<string, string> = {};
  beforeAll(async () => {
    for (const email of ['manager@demo.test', 'employee@other.test', 'admin@platform.test'])
      token[email] = (await signIn(email, DEMO_PASSWORD)).idToken;
  });

  it('gives an organisation user its own organisation, with the credit in RM', async () => {
    const res = await callApi('orgs-getOrgInfo', {}, token['manager@demo.test']);
    expectOk(res);
    expect(res.body).toMatchObject({
      id: 'demo',
      name: 'Demo Sdn Bhd',
      status: 'Active',
      advancePay: 'yes',
      eBenefits: 'yes',
      // RM 100,000 less the seeded approved, processing and completed disbursements (RM 16,659),
      // plus the RM 1,750 the seeded settlement's payments gave back and the RM 250 of the seeded
      // settlement file.
      disbursements: { enable: 'yes', creditLimit: 85341 },
    });
  });

  it("refuses another organisation's record to an organisation user", async () => {
    const res = await callApi('orgs-getOrgInfo', { orgId: 'demo' }, token['employee@other.test']);
    expectRefused(res, 403);
    expect(res.body.errorInfo.code).toBe('FORBIDDEN');
  });

  it('lets an administrator read any organisation, which it must name', async () => {
    expect((await callApi('orgs-getOrgInfo', { orgId: 'other' }, token['admin@platform.test'])).body).toMatchObject({
      id: 'other',
      name: 'Other Trading Sdn Bhd',
    });
    expect((await callApi('orgs-getOrgInfo', {}, token['admin@platform.test'])).status).toBe(400);
    const missing = await callApi('orgs-getOrgInfo', { orgId: 'no-such-org' }, token['admin@platform.test']);
    expectRefused(missing, 404);
    expect(missing.body.errorInfo.message).toBe('Organization not found!');
  });
});
