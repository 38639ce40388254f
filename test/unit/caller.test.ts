import { describe, expect, it } from 'vitest';
import { identityFromClaims, scopeOrg, type Caller } from '../../lambdas/core/caller';
import { AppError } from '../../shared/registry/errors';

const caller = (over: Partial<Caller>): Caller => ({
  userId: 'u1',
  email: 'a@b.c',
  role: 'Manager',
  orgId: 'demo',
  isAdmin: false,
  acceptedTerms: null,
  authTime: null,
  user: {} as never,
  org: null,
  ...over,
});

describe('caller', () => {
  it('takes the organisation of a non-admin from its token only', () => {
    expect(scopeOrg(caller({}), undefined)).toBe('demo');
    expect(scopeOrg(caller({}), 'demo')).toBe('demo');
    expect(() => scopeOrg(caller({}), 'other')).toThrow(expect.objectContaining({ code: 'FORBIDDEN' }));
  });

  it('makes an administrator name the organisation', () => {
    const admin = caller({ role: 'admin', isAdmin: true, orgId: null });
    expect(scopeOrg(admin, 'other')).toBe('other');
    expect(() => scopeOrg(admin, undefined)).toThrow(AppError);
  });

  it('refuses claims without a known role or, for organisation users, without a tenant', () => {
    expect(() => identityFromClaims({ sub: 'x', 'custom:role': 'boss' })).toThrow(
      expect.objectContaining({ code: 'UNAUTHENTICATED' }),
    );
    expect(() => identityFromClaims({ sub: 'x', 'custom:role': 'employee', 'custom:tenantId': '' })).toThrow(AppError);
    expect(identityFromClaims({ sub: 'x', 'custom:role': 'admin', 'custom:tenantId': 'demo' }).orgId).toBeNull();
  });
});
