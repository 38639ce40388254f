import fc from 'fast-check';
import { ulid } from 'ulid';
import { beforeAll, describe, expect, it } from 'vitest';
import { callables } from '../../shared/callables';
import { ORG_ROLES, ROLES, type Role } from '../../shared/registry/roles';
import { PRODUCT_OFF_MESSAGES } from '../../shared/registry/org-gate';
import type { CallableDefinition } from '../../shared/registry/define';
import { asSen } from '../../shared/domain/money/money';
import type { OrganisationRecord } from '../../shared/domain/organisations/organisation-record';
import { epochSeconds } from '../../shared/domain/time/time';
import { createOrg } from '../../lambdas/data/organisations/orgs';
import { callApiRaw, expectRefused, signIn } from '../support/api';
import { createTestUser } from '../support/users';
import { DEMO_PASSWORD } from '../../dev/seeds/demo-password';

/** One demo login per role; each has accepted the terms, so only the role decides. */
const LOGIN_OF: Record<Role, string> = {
  superadmin: 'superadmin@platform.test',
  admin: 'admin@platform.test',
  Manager: 'manager@other.test',
  Executive: 'executive@demo.test',
  employee: 'employee@other.test',
};

const tokens = {} as Record<Role, string>;

type OrgRole = (typeof ORG_ROLES)[number];
/** Logins of two organisations of this file's own: a Suspended one with every product on, an Active one with every product off. */
const suspendedTokens = {} as Record<OrgRole, string>;
/** Logins of an Active organisation with every product on: the organisation roles' caller of the checks below. */
const allOnTokens = {} as Record<OrgRole, string>;
const productsOffTokens = {} as Record<OrgRole, string>;

/** An organisation of this file's own, and a signed-in Manager, Executive and employee of it (terms accepted). */
async function orgWithLogins(
  id: string,
  fields: Pick<OrganisationRecord, 'status' | 'advancePay' | 'eBenefits' | 'disbursements'>,
) {
  const now = epochSeconds();
  await createOrg({
    id,
    tenantId: id,
    name: `Generic ${id}`,
    domain: id,
    franchiseType: 'non_franchise',
    createdAt: now,
    modifiedAt: now,
    ...fields,
  });
  const out = {} as Record<OrgRole, string>;
  for (const role of ORG_ROLES) {
    const user = await createTestUser({ role, orgId: id, acceptedTerms: true });
    out[role] = (await signIn(user.email, user.password)).idToken;
  }
  return out;
}

beforeAll(async () => {
  for (const role of ROLES) tokens[role] = (await signIn(LOGIN_OF[role], DEMO_PASSWORD)).idToken;
  const suffix = ulid().toLowerCase();
  const everyProduct = {
    advancePay: 'yes',
    eBenefits: 'yes',
    disbursements: {
      enable: 'yes',
      initialCreditLimitSen: asSen(100_000),
      creditLimitSen: asSen(100_000),
      platformFeePercentage: 1,
      monthlyFeePercentage: 1,
    },
  } as const;
  Object.assign(allOnTokens, await orgWithLogins(`generic-on-${suffix}`, { status: 'Active', ...everyProduct }));
  Object.assign(
    suspendedTokens,
    await orgWithLogins(`generic-suspended-${suffix}`, { status: 'Suspended', ...everyProduct }),
  );
  Object.assign(
    productsOffTokens,
    await orgWithLogins(`generic-off-${suffix}`, {
      status: 'Active',
      advancePay: 'no',
      eBenefits: 'no',
      disbursements: { enable: 'no' },
    }),
  );
});

/** A value of another JSON type than the example's, so the field is certainly malformed. */
const wrongTypeFor = (value: unknown): unknown => (typeof value === 'string' ? 12345 : 'not-the-right-type');

/**
 * The example with its first field of the wrong type (or not an object at all): the handler chain
 * answers 400 for it once every check before the parse has passed, so a call with it changes
 * nothing and shows which check refused.
 */
function malformedExample(def: CallableDefinition): { payload: unknown; field: string } {
  const example = def.example as Record<string, unknown>;
  const field = Object.keys(example).at(0);
  return field
    ? { payload: { ...example, [field]: wrongTypeFor(example[field]) }, field }
    : { payload: 'a string, not an object', field: '(payload)' };
}

describe.each(callables.map((c) => [c.name, c] as const))('%s', (name, def) => {
  const allowed = def.roles === 'public' ? [...ROLES] : [...def.roles];
  const refused = ROLES.filter((r) => !allowed.includes(r));
  const caller = allowed[0];
  /** The caller's token: an organisation role's of the organisation with every product on, so no product gate refuses first. */
  const callerToken = () =>
    def.roles === 'public'
      ? undefined
      : (ORG_ROLES as readonly Role[]).includes(caller)
        ? allOnTokens[caller as OrgRole]
        : tokens[caller];

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
    const { payload, field } = malformedExample(def);
    const res = await callApiRaw(name, payload, callerToken());
    expectRefused(res, 400);
    expect(res.body.errorInfo.code).toBe('INVALID_ARGUMENT');
    expect(res.body.errorInfo.details?.map((d) => d.field)).toContain(field);
  });

  // The organisation's gates (shared/registry/org-gate.ts), before anything else is looked at.
  const orgRoles = ORG_ROLES.filter((r) => allowed.includes(r));
  if (def.roles !== 'public' && orgRoles.length) {
    if (def.orgStatus === 'any') {
      it.each(orgRoles)("stays open to a Suspended organisation's %s (declared orgStatus 'any')", async (role) => {
        const res = await callApiRaw(name, malformedExample(def).payload, suspendedTokens[role]);
        expectRefused(res, 400);
      });
    } else {
      it.each(orgRoles)("answers 403 ORGANISATION_SUSPENDED to a Suspended organisation's %s", async (role) => {
        const res = await callApiRaw(name, malformedExample(def).payload, suspendedTokens[role]);
        expectRefused(res, 403);
        expect(res.body.errorInfo.code).toBe('ORGANISATION_SUSPENDED');
        expect(res.body.errorInfo.message).toMatch(/suspended.*contact your employer/);
      });
    }
    const product = def.product;
    if (product) {
      it.each(orgRoles)(`answers 403 PRODUCT_OFF to a %s of an organisation with ${product} off`, async (role) => {
        const res = await callApiRaw(name, malformedExample(def).payload, productsOffTokens[role]);
        expectRefused(res, 403);
        expect(res.body.errorInfo).toMatchObject({ code: 'PRODUCT_OFF', message: PRODUCT_OFF_MESSAGES[product] });
      });
    } else {
      it.each(orgRoles)('serves a %s of an organisation with every product off (it belongs to none)', async (role) => {
        const res = await callApiRaw(name, malformedExample(def).payload, productsOffTokens[role]);
        expectRefused(res, 400);
      });
    }
  }

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
          const res = await callApiRaw(name, payload, callerToken());
          expect(res.status).toBeLessThan(500);
          if (res.status !== 200) expect(typeof res.body.errorInfo.message).toBe('string');
        },
      ),
      { numRuns: 15 },
    );
  });
});
