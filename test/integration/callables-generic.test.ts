import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { callables } from '../../shared/callables';
import { ROLES, type Role } from '../../shared/registry/roles';
import { callApiRaw, expectRefused, signIn } from '../support/api';

/** One demo login per role; each has accepted the terms, so only the role decides. */
const LOGIN_OF: Record<Role, string> = {
  superadmin: 'superadmin@platform.test',
  admin: 'admin@platform.test',
  Manager: 'manager@other.test',
  Executive: 'executive@demo.test',
  employee: 'employee@other.test',
};

const tokens = {} as Record<Role, string>;

beforeAll(async () => {
  for (const role of ROLES) tokens[role] = (await signIn(LOGIN_OF[role], 'Passw0rd!')).idToken;
});

/** A value of another JSON type than the example's, so the field is certainly malformed. */
const wrongTypeFor = (value: unknown): unknown => (typeof value === 'string' ? 12345 : 'not-the-right-type');

describe.each(callables.map((c) => [c.name, c] as const))('%s', (name, def) => {
  const allowed = def.roles === 'public' ? [...ROLES] : [...def.roles];
  const refused = ROLES.filter((r) => !allowed.includes(r));
  const caller = allowed[0];

  if (def.roles !== 'public') {
    it('answers 401 without a token', async () => {
      const res = await callApiRaw(name, def.example);
      expectRefused(res, 401);
      expect(res.body.errorInfo.code).toBe('UNAUTHENTICATED');
    });
  }

  it.skipIf(refused.length === 0).each(refused)('answers 403 to %s', async (role) => {
    const res = await callApiRaw(name, def.example, tokens[role]);
    expectRefused(res, 403);
    expect(res.body.errorInfo.code).toBe('FORBIDDEN');
  });

  it('answers 400 with field details for a malformed payload', async () => {
    const example = def.example as Record<string, unknown>;
    const field = Object.keys(example).at(0);
    const payload = field ? { ...example, [field]: wrongTypeFor(example[field]) } : 'a string, not an object';
    const res = await callApiRaw(name, payload, def.roles === 'public' ? undefined : tokens[caller]);
    expectRefused(res, 400);
    expect(res.body.errorInfo.code).toBe('INVALID_ARGUMENT');
    expect(res.body.errorInfo.details?.map((d) => d.field)).toContain(field ?? '(payload)');
  });

  it('never answers 5xx to random payloads, and every refusal carries errorInfo', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.anything(),
          fc.dictionary(fc.constantFrom(...Object.keys(def.example as object), 'x'), fc.anything()),
        ),
        async (payload) => {
          // A random payload the schema accepts would be a real write to the shared demo data (a
          // random strong password once changed the caller's own): writes are tested with purpose elsewhere.
          if (def.access.table === 'write' && def.input.safeParse(payload).success) return;
          const res = await callApiRaw(name, payload, def.roles === 'public' ? undefined : tokens[caller]);
          expect(res.status).toBeLessThan(500);
          if (res.status !== 200) expect(typeof res.body.errorInfo.message).toBe('string');
        },
      ),
      { numRuns: 15 },
    );
  });
});
