import { beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { Context } from 'aws-lambda';
import { defineCallable } from '../../shared/registry/define';
import { AppError, isErrorBody, type ErrorInfo } from '../../shared/registry/errors';
import { TERMS_VERSION, type Role } from '../../shared/registry/roles';
import type { User } from '../../shared/domain/identity/user';
import type { OrgGateFacts } from '../../shared/registry/org-gate';

const users = new Map<string, User>();
/** The organisations the chain reads with an organisation user's record (every product on unless a test says). */
const orgs = new Map<string, OrgGateFacts>();
const openOrg = (): OrgGateFacts => ({
  status: 'Active',
  advancePay: 'yes',
  eBenefits: 'yes',
  disbursements: { enable: 'yes' },
});
vi.mock('../../lambdas/data/identity/users', () => ({
  getUser: vi.fn((_orgId: string | null, userId: string) => Promise.resolve(users.get(userId))),
  getUserWithOrg: vi.fn((orgId: string, userId: string) =>
    Promise.resolve({ user: users.get(userId), org: orgs.get(orgId) }),
  ),
}));

/** The request counters (lambdas/data/identity/rate-limits.ts): what each count was, and whether it passes. */
const counted: { subject: string; shardLimit: number }[] = [];
let counterAllows = true;
vi.mock('../../lambdas/data/identity/rate-limits', () => ({
  countRequest: vi.fn((request: { subject: string; shardLimit: number }) => {
    counted.push({ subject: request.subject, shardLimit: request.shardLimit });
    return Promise.resolve(counterAllows);
  }),
}));

// The 500 cases log their cause on purpose; keep the test output readable.
process.env.LOG_LEVEL = 'SILENT';
const { makeHandler } = await import('../../lambdas/handlers/chain/make-handler');

const def = defineCallable({
  name: 'things-doThing',
  summary: 'test',
  input: z.object({ amount: z.number().min(100), note: z.string().optional() }),
  output: z.object({ doubled: z.number() }),
  roles: ['Manager', 'employee'],
  access: { table: 'read' },
  terms: true,
  example: { amount: 100 },
});

const user = (role: Role, over: Partial<User> = {}): User => ({
  id: `u-${role}`,
  tenantId: 'demo',
  orgId: 'demo',
  displayName: 'X',
  firstName: 'X',
  lastName: 'Y',
  email: `${role}@demo.test`,
  role,
  status: 'Active',
  createdAt: 1,
  modifiedAt: 1,
  ...over,
});

const event = (body: unknown, claims?: Record<string, string>) =>
  ({
    body: typeof body === 'string' ? body : JSON.stringify(body),
    isBase64Encoded: false,
    requestContext: { authorizer: claims ? { jwt: { claims } } : undefined },
  }) as never;

const claimsOf = (u: User, accepted = TERMS_VERSION) => ({
  sub: u.id,
  email: u.email,
  'custom:role': u.role,
  'custom:tenantId': u.tenantId ?? '',
  'custom:acceptedTerms': accepted,
});

const context = { functionName: 'test', awsRequestId: 'r1' } as Context;

async function call(handler: ReturnType<typeof makeHandler>, ev: unknown) {
  const res = (await handler(ev as never, context)) as {
    statusCode: number;
    body: string;
    headers?: Record<string, string>;
  };
  const out = { status: res.statusCode, body: JSON.parse(res.body) as unknown };
  // Not enumerable: the tests compare status and body whole.
  return Object.defineProperty(out, 'headers', { value: res.headers ?? {}, enumerable: false }) as typeof out & {
    headers: Record<string, string>;
  };
}

/** The errorInfo of a refused call's body; a body without one fails the test. */
function errorInfo(res: { body: unknown }): ErrorInfo {
  if (!isErrorBody(res.body)) throw new Error(`Expected an error body, got ${JSON.stringify(res.body)}`);
  return res.body.errorInfo;
}

describe('makeHandler', () => {
  const work = vi.fn((input: { amount: number }, _caller?: unknown) => Promise.resolve({ doubled: input.amount * 2 }));
  const handler = makeHandler(def, work as never);

  beforeEach(() => {
    users.clear();
    orgs.clear();
    orgs.set('demo', openOrg());
    work.mockClear();
    counted.length = 0;
    counterAllows = true;
  });

  it('runs the body with the parsed input and the verified caller', async () => {
    const manager = user('Manager');
    users.set(manager.id, manager);
    const res = await call(handler, event({ amount: 150 }, claimsOf(manager)));
    expect(res).toMatchObject({ status: 200, body: { doubled: 300 } });
    expect(work.mock.calls[0][1]).toMatchObject({ userId: manager.id, orgId: 'demo', role: 'Manager', isAdmin: false });
  });

  it('answers 401 without claims', async () => {
    const res = await call(handler, event({ amount: 150 }));
    expect(res.status).toBe(401);
    expect(errorInfo(res).code).toBe('UNAUTHENTICATED');
  });

  it('answers 403 to a role that is not allowed, before looking at the payload', async () => {
    const exec = user('Executive');
    users.set(exec.id, exec);
    const res = await call(handler, event('not json', claimsOf(exec)));
    expect(res.status).toBe(403);
    expect(errorInfo(res).code).toBe('FORBIDDEN');
    expect(work).not.toHaveBeenCalled();
  });

  it('answers 403 TERMS_NOT_ACCEPTED when the token carries no accepted terms', async () => {
    const employee = user('employee');
    users.set(employee.id, employee);
    const res = await call(handler, event({ amount: 150 }, claimsOf(employee, '')));
    expect(res.status).toBe(403);
    expect(errorInfo(res).code).toBe('TERMS_NOT_ACCEPTED');
  });

  it.each([
    ['suspended', { status: 'Suspended' as const }],
    ['locked', { locked: true }],
  ])('answers 403 ACCOUNT_LOCKED for a %s account even with a valid token', async (_name, over) => {
    const employee = user('employee', over);
    users.set(employee.id, employee);
    const res = await call(handler, event({ amount: 150 }, claimsOf(employee)));
    expect(res.status).toBe(403);
    expect(errorInfo(res)).toMatchObject({
      code: 'ACCOUNT_LOCKED',
      message: 'Your account is locked! Please contact support for help.',
    });
  });

  it.each([
    ['Suspended', { ...openOrg(), status: 'Suspended' as const }, 'suspended'],
    ['soft-deleted', { ...openOrg(), deleted: true }, 'closed'],
    ['gone', undefined, 'closed'],
  ])('answers 403 ORGANISATION_SUSPENDED when the organisation is %s, before the body', async (_n, org, word) => {
    const manager = user('Manager');
    users.set(manager.id, manager);
    if (org) orgs.set('demo', org);
    else orgs.delete('demo');
    const res = await call(handler, event({ amount: 150 }, claimsOf(manager)));
    expect(res.status).toBe(403);
    expect(errorInfo(res).code).toBe('ORGANISATION_SUSPENDED');
    expect(errorInfo(res).message).toContain(word);
    expect(work).not.toHaveBeenCalled();
  });

  it("lets a Suspended organisation's people call what is declared orgStatus 'any', never a closed one's", async () => {
    const open = makeHandler({ ...def, orgStatus: 'any' as const }, work as never);
    const employee = user('employee');
    users.set(employee.id, employee);
    orgs.set('demo', { ...openOrg(), status: 'Suspended' });
    expect((await call(open, event({ amount: 150 }, claimsOf(employee)))).status).toBe(200);
    orgs.set('demo', { ...openOrg(), status: 'Suspended', deleted: true });
    expect((await call(open, event({ amount: 150 }, claimsOf(employee)))).status).toBe(403);
  });

  it.each([
    ['advancePay', { advancePay: 'no' as const }, 'Advance Pay is not enabled for your organisation.'],
    ['eBenefits', { eBenefits: 'no' as const }, 'eBenefits is not enabled for your organisation.'],
    [
      'disbursements',
      { disbursements: { enable: 'no' as const } },
      'Disbursements are not enabled for your organisation.',
    ],
  ] as const)(
    'answers 403 PRODUCT_OFF to a callable of %s when the organisation has it off',
    async (product, off, message) => {
      const ofProduct = makeHandler({ ...def, product }, work as never);
      const manager = user('Manager');
      users.set(manager.id, manager);
      expect((await call(ofProduct, event({ amount: 150 }, claimsOf(manager)))).status).toBe(200);
      orgs.set('demo', { ...openOrg(), ...off });
      const res = await call(ofProduct, event({ amount: 150 }, claimsOf(manager)));
      expect(res.status).toBe(403);
      expect(errorInfo(res)).toEqual({ code: 'PRODUCT_OFF', message });
      // Another product's switch does not matter.
      expect((await call(handler, event({ amount: 150 }, claimsOf(manager)))).status).toBe(200);
    },
  );

  it('lets an administrator act on an organisation whatever its status and switches', async () => {
    const adminDef = { ...def, roles: ['admin'] as const, product: 'eBenefits' as const, terms: false };
    const admin = user('admin', { orgId: null, tenantId: null });
    users.set(admin.id, admin);
    orgs.set('demo', { ...openOrg(), status: 'Suspended', eBenefits: 'no' });
    const res = await call(makeHandler(adminDef, work as never), event({ amount: 150 }, claimsOf(admin)));
    expect(res.status).toBe(200);
  });

  it('answers 403 when the token names a role the record does not hold', async () => {
    const employee = user('employee');
    users.set(employee.id, employee);
    const res = await call(handler, event({ amount: 150 }, { ...claimsOf(employee), 'custom:role': 'Manager' }));
    expect(res.status).toBe(403);
  });

  it('answers 400 with the offending fields', async () => {
    const manager = user('Manager');
    users.set(manager.id, manager);
    const res = await call(handler, event({ amount: 5, note: 7 }, claimsOf(manager)));
    expect(res.status).toBe(400);
    expect(errorInfo(res).code).toBe('INVALID_ARGUMENT');
    expect((errorInfo(res).details ?? []).map((d) => d.field).sort()).toEqual(['amount', 'note']);
  });

  it("words a 400's reasons for people: each field's and the message's, never zod's", async () => {
    const manager = user('Manager');
    users.set(manager.id, manager);
    const res = await call(handler, event({ amount: 5, note: 7 }, claimsOf(manager)));
    const info = errorInfo(res);
    const reasons = (info.details ?? []).map((d) => d.message);
    for (const text of [info.message, ...reasons]) expect(text).not.toMatch(/Invalid|expected|received|yyyy/);
    expect(info.message).toBe(`Please correct and try again: ${[...new Set(reasons)].join(' · ')}`);
  });

  it('answers 400 for a body that is not JSON', async () => {
    const manager = user('Manager');
    users.set(manager.id, manager);
    const res = await call(handler, event('{oops', claimsOf(manager)));
    expect(res.status).toBe(400);
  });

  it('maps an AppError to its status and keeps its message', async () => {
    const manager = user('Manager');
    users.set(manager.id, manager);
    const failing = makeHandler(def, () =>
      Promise.reject(new AppError('FAILED_PRECONDITION', 'Your Withdrawal limit is MYR 500!')),
    );
    const res = await call(failing, event({ amount: 150 }, claimsOf(manager)));
    expect(res).toEqual({
      status: 422,
      body: { errorInfo: { code: 'FAILED_PRECONDITION', message: 'Your Withdrawal limit is MYR 500!' } },
    });
  });

  it('hides the cause of an unexpected error and of an answer that breaks the contract', async () => {
    const manager = user('Manager');
    users.set(manager.id, manager);
    const crashing = makeHandler(def, () => Promise.reject(new Error('secret stack detail')));
    const wrongShape = makeHandler(def, () => Promise.resolve({ doubled: 'no' } as never));
    for (const h of [crashing, wrongShape]) {
      const res = await call(h, event({ amount: 150 }, claimsOf(manager)));
      expect(res.status).toBe(500);
      expect(errorInfo(res).code).toBe('INTERNAL');
      expect(JSON.stringify(res.body)).not.toContain('secret');
      expect(JSON.stringify(res.body)).not.toContain('at ');
    }
  });

  it('lets an administrator through without terms', async () => {
    const adminDef = { ...def, roles: ['admin'] as const };
    const admin = user('admin', { orgId: null, tenantId: null });
    users.set(admin.id, admin);
    const res = await call(
      makeHandler(adminDef, work as never),
      event({ amount: 100 }, { ...claimsOf(admin, ''), 'custom:tenantId': '' }),
    );
    expect(res.status).toBe(200);
    expect(work.mock.calls[0][1]).toMatchObject({ isAdmin: true, orgId: null });
  });

  it("counts a writing callable's call in the table against the caller's organisation, an administrator's against their user", async () => {
    // prepare
    const writer = makeHandler({ ...def, access: { table: 'write' } }, work as never);
    const manager = user('Manager');
    const admin = user('admin', { orgId: null, tenantId: null });
    users.set(manager.id, manager);
    users.set(admin.id, admin);
    // act
    await call(writer, event({ amount: 150 }, claimsOf(manager)));
    await call(
      makeHandler({ ...def, roles: ['admin'] as const, access: { table: 'write' } }, work as never),
      event({ amount: 150 }, { ...claimsOf(admin, ''), 'custom:tenantId': '' }),
    );
    // assess
    expect(counted.map((c) => c.subject)).toEqual(['ORG#demo', `USER#${admin.id}`]);
    expect(counted[0].shardLimit).toBe(1000);
  });

  it("answers 429 TOO_MANY_REQUESTS with Retry-After once the organisation's shared count is used up", async () => {
    // prepare
    const writer = makeHandler({ ...def, access: { table: 'write' } }, work as never);
    const manager = user('Manager');
    users.set(manager.id, manager);
    counterAllows = false;
    // act
    const res = await call(writer, event({ amount: 150 }, claimsOf(manager)));
    // assess
    expect(res.status).toBe(429);
    const wait = Number(res.headers['retry-after']);
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(10);
    expect(errorInfo(res)).toEqual({
      code: 'TOO_MANY_REQUESTS',
      message: `Too many requests from your organisation right now. Please wait ${wait} second${wait === 1 ? '' : 's'} and try again.`,
    });
    expect(work).not.toHaveBeenCalled();
  });

  it('counts a read in the container, never in the table, and refuses the read past the limit with Retry-After', async () => {
    // prepare: an organisation of its own (the buckets live as long as the module), a limit of 2 a minute
    process.env.ORG_REQUEST_LIMIT = '2';
    process.env.ORG_REQUEST_WINDOW_SECONDS = '60';
    const reader = user('Manager', { id: 'u-reader', orgId: 'reads', tenantId: 'reads' });
    users.set(reader.id, reader);
    orgs.set('reads', openOrg());
    try {
      // act
      const answers = [];
      for (let i = 0; i < 3; i++) answers.push(await call(handler, event({ amount: 150 }, claimsOf(reader))));
      // assess
      expect(answers.map((a) => a.status)).toEqual([200, 200, 429]);
      expect(answers[2].headers['retry-after']).toBe('30');
      expect(errorInfo(answers[2]).message).toBe(
        'Too many requests from your organisation right now. Please wait 30 seconds and try again.',
      );
      expect(counted).toEqual([]);
      expect(work).toHaveBeenCalledTimes(2);
    } finally {
      delete process.env.ORG_REQUEST_LIMIT;
      delete process.env.ORG_REQUEST_WINDOW_SECONDS;
    }
  });

  it('does not count public callables (they have only their route limit)', async () => {
    const publicDef = { ...def, roles: 'public' as const };
    const res = await call(makeHandler(publicDef, work as never), event({ amount: 150 }));
    expect(res.status).toBe(200);
    expect(counted).toEqual([]);
  });

  it('refuses an answer over 1 MB with 500 RESPONSE_TOO_LARGE instead of sending it', async () => {
    // prepare
    const listDef = { ...def, output: z.object({ rows: z.array(z.string()) }) };
    const big = (count: number) => () =>
      Promise.resolve({ rows: Array.from({ length: count }, () => 'x'.repeat(1000)) });
    const manager = user('Manager');
    users.set(manager.id, manager);
    // act
    const under = await call(makeHandler(listDef, big(1000) as never), event({ amount: 150 }, claimsOf(manager)));
    const over = await call(makeHandler(listDef, big(1100) as never), event({ amount: 150 }, claimsOf(manager)));
    // assess
    expect(under.status).toBe(200);
    expect(over.status).toBe(500);
    expect(errorInfo(over)).toEqual({
      code: 'RESPONSE_TOO_LARGE',
      message:
        'The answer is too large to send. Please narrow it down (a shorter period, a filter or a search) and try again.',
    });
  });
});
