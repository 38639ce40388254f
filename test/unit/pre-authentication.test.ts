import { describe, expect, it } from 'vitest';
import {
  decidePreAuthentication,
  MESSAGES,
  orgCodeOf,
  type PreAuthFacts,
} from '../../lambdas/triggers/pre-authentication';

const active = { status: 'Active' as const };
const manager: PreAuthFacts = {
  role: 'Manager',
  tenantId: 'org-1',
  user: active,
  orgCode: 'demo',
  orgIdOfCode: 'org-1',
  org: { status: 'Active', advancePay: 'yes', eBenefits: 'no', disbursements: { enable: 'no' } },
};
const admin: PreAuthFacts = {
  role: 'admin',
  tenantId: undefined,
  user: active,
  orgCode: undefined,
  orgIdOfCode: undefined,
  org: undefined,
};

describe('decidePreAuthentication', () => {
  it.each(['Manager', 'Executive', 'employee'])('lets a %s in with their own organisation code', (role) => {
    expect(decidePreAuthentication({ ...manager, role })).toEqual({ allow: true });
  });

  it.each(['admin', 'superadmin'])('lets an active %s in without an organisation code (internal login)', (role) => {
    expect(decidePreAuthentication({ ...admin, role })).toEqual({ allow: true });
  });

  it.each([
    ['a suspended account', { ...manager, user: { status: 'Suspended' as const } }],
    ['a locked account', { ...manager, user: { ...active, locked: true } }],
    ['an account with no user record', { ...manager, user: undefined }],
    ['a suspended administrator', { ...admin, user: { status: 'Suspended' as const } }],
  ])('refuses %s as locked', (_, facts) => {
    expect(decidePreAuthentication(facts)).toEqual({ allow: false, code: 'ACCOUNT_LOCKED', message: MESSAGES.locked });
  });

  it.each([
    ['Suspended', { ...manager, org: { ...manager.org!, status: 'Suspended' as const } }],
    ['soft-deleted', { ...manager, org: { ...manager.org!, deleted: true } }],
    ['gone', { ...manager, org: undefined }],
  ])(
    "refuses the users of a %s organisation with the generic credentials message (the look-up's words)",
    (_, facts) => {
      expect(decidePreAuthentication(facts)).toEqual({
        allow: false,
        code: 'ORGANISATION_SUSPENDED',
        message: MESSAGES.invalid,
      });
    },
  );

  it("lets an Onboarding organisation's users in (it is being set up)", () => {
    expect(decidePreAuthentication({ ...manager, org: { ...manager.org!, status: 'Onboarding' } })).toEqual({
      allow: true,
    });
  });

  it.each([
    ["another organisation's code", { ...manager, orgIdOfCode: 'org-2' }],
    ['an unknown code', { ...manager, orgIdOfCode: undefined }],
    ['a user without a tenant', { ...manager, tenantId: undefined }],
    ['an administrator at the organisation login', { ...admin, orgCode: 'demo', orgIdOfCode: 'org-1' }],
  ])('refuses %s with the generic credentials message', (_, facts) => {
    expect(decidePreAuthentication(facts)).toEqual({
      allow: false,
      code: 'INVALID_CREDENTIALS',
      message: MESSAGES.invalid,
    });
  });

  it.each(['Manager', 'Executive', 'employee', undefined, 'nonsense'])(
    'refuses role %s at the internal login',
    (role) => {
      const decision = decidePreAuthentication({ ...manager, role, orgCode: undefined, orgIdOfCode: undefined });
      expect(decision).toEqual({ allow: false, code: 'INTERNAL_LOGIN_ONLY_ADMINS', message: MESSAGES.internal });
    },
  );

  it('treats a blank organisation code as none', () => {
    expect(decidePreAuthentication({ ...manager, orgCode: '   ' }).allow).toBe(false);
    expect(decidePreAuthentication({ ...admin, orgCode: '  ' })).toEqual({ allow: true });
  });
});

describe('orgCodeOf', () => {
  const event = (request: Record<string, unknown>) => ({ request: { userAttributes: {}, ...request } }) as never;

  it('reads orgDomain from validationData (ClientMetadata of InitiateAuth)', () => {
    expect(orgCodeOf(event({ validationData: { orgDomain: ' Demo ' } }))).toBe('Demo');
  });

  it('falls back to clientMetadata', () => {
    expect(orgCodeOf(event({ clientMetadata: { orgDomain: 'demo' } }))).toBe('demo');
  });

  it('is undefined when absent or blank', () => {
    expect(orgCodeOf(event({}))).toBeUndefined();
    expect(orgCodeOf(event({ validationData: { orgDomain: '' } }))).toBeUndefined();
  });
});
