import { beforeAll, describe, expect, it } from 'vitest';
import { klDate } from '../../shared/domain/time/time';
import { actingAs } from '../../lambdas/core/audit-actor';
import { auditItem, type AuditInput } from '../../lambdas/data/audit/audit-trail';
import { table } from '../../lambdas/data/table/table';
import { DEMO_PASSWORD } from '../../dev/seeds/demo-password';
import { callApi, errorInfoOf, expectRefused, okBody, signIn } from '../support/api';
import { freshOrgWithManager, type FreshOrg } from '../support/fresh-org';
import { createTestUser } from '../support/users';

/**
 * The audit trail's search (docs/rules.md#audit-trail): who sees whose entries, the filters, the pages.
 * The entries are written here as a change's transaction would (the wiring of each change is tested in
 * test/integration/audit-*.test.ts); each run's organisations and names are its own.
 */
let admin: string;
let a: FreshOrg;
let b: FreshOrg;
const today = klDate();
const tag = `zq${Date.now().toString(36)}`;

async function write(actorName: string, input: AuditInput) {
  await actingAs({ userId: `u-${actorName}`, name: actorName, email: `${actorName}@audit.test`, role: 'Manager' }, () =>
    table.transact([auditItem(input)]),
  );
}

beforeAll(async () => {
  admin = (await signIn('admin@platform.test', DEMO_PASSWORD)).idToken;
  [a, b] = await Promise.all([
    freshOrgWithManager({ idPrefix: 'audit-a', label: 'Audit A' }),
    freshOrgWithManager({ idPrefix: 'audit-b', label: 'Audit B' }),
  ]);
  const employee = { type: 'employee', id: '900101145678', name: `Siti ${tag}` };
  await write(`mira${tag}`, {
    orgId: a.orgId,
    kind: 'bankAccount',
    action: 'changed',
    subject: employee,
    changes: [{ field: 'accountNumber', before: '******2233', after: '******8877' }],
  });
  await write(`mira${tag}`, {
    orgId: a.orgId,
    kind: 'setting',
    action: 'changed',
    subject: { type: 'organisation', id: a.orgId },
  });
  await write(`omar${tag}`, {
    orgId: a.orgId,
    kind: 'creditLimit',
    action: 'changed',
    subject: { type: 'organisation', id: a.orgId },
  });
  await write(`bob${tag}`, {
    orgId: b.orgId,
    kind: 'payRun',
    action: 'approved',
    subject: { type: 'payRun', id: `run-${tag}` },
  });
});

const search = (token: string, over: Record<string, unknown> = {}) =>
  callApi('audit-getAuditEntries', { from: today, to: today, ...over }, token);

describe('a Manager', () => {
  it("sees their own organisation's entries, newest first, and no other organisation's", async () => {
    const page = okBody(await search(a.token));
    expect(page.items.map((e) => e.kind)).toEqual(['creditLimit', 'setting', 'bankAccount']);
    expect(page.items[2].orgName).toContain('Audit A');
    expect(page.items[2]).toMatchObject({
      orgId: a.orgId,
      actor: { name: `mira${tag}`, role: 'Manager' },
      subject: { type: 'employee', name: `Siti ${tag}` },
      changes: [{ field: 'accountNumber', before: '******2233', after: '******8877' }],
    });
    expect(okBody(await search(b.token)).items.map((e) => e.kind)).toEqual(['payRun']);
  });

  it("is refused another organisation's and the platform's", async () => {
    expectRefused(await search(a.token, { orgId: b.orgId }), 403);
    expectRefused(await search(a.token, { orgId: 'platform' }), 403);
  });

  it('and an Executive or an employee may not search', async () => {
    const executive = await createTestUser({ role: 'Executive', orgId: a.orgId, acceptedTerms: true });
    const token = (await signIn(executive.email, executive.password)).idToken;
    expectRefused(await search(token), 403);
  });
});

describe('an administrator', () => {
  it("finds every organisation's entries by person, and one organisation's by kind", async () => {
    const byPerson = okBody(await search(admin, { search: `MIRA${tag}` }));
    expect(byPerson.items.map((e) => [e.orgId, e.kind])).toEqual([
      [a.orgId, 'setting'],
      [a.orgId, 'bankAccount'],
    ]);
    // The subject's name finds it too.
    expect(okBody(await search(admin, { search: `siti ${tag}` })).items).toHaveLength(1);
    const bOnly = okBody(await search(admin, { orgId: b.orgId, kind: 'payRun' }));
    expect(bOnly.items.map((e) => e.actor.name)).toEqual([`bob${tag}`]);
    expect(okBody(await search(admin, { orgId: b.orgId, kind: 'bankAccount' })).items).toEqual([]);
  });

  it('pages one entry at a time; a cursor serves only the search it was issued for', async () => {
    const first = okBody(await search(admin, { search: tag, limit: 2 }));
    expect(first.items).toHaveLength(2);
    expect(first.nextCursor).toBeTruthy();
    const second = okBody(await search(admin, { search: tag, limit: 2, cursor: first.nextCursor }));
    const seen = [...first.items, ...second.items].map((e) => e.id);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.length).toBe(4);
    const other = await search(admin, { search: `mira${tag}`, limit: 2, cursor: first.nextCursor });
    expectRefused(other, 400);
    expect(errorInfoOf(other).details?.[0]?.field).toBe('cursor');
    // A Manager's cursor of their own organisation is no cursor of all organisations'.
    const own = okBody(await search(a.token, { limit: 1 }));
    expectRefused(await search(admin, { limit: 1, cursor: own.nextCursor }), 400);
  });

  it('is told plainly when the period is backwards or too long', async () => {
    const backwards = await search(admin, { from: '2026-11-30', to: '2026-11-01' });
    expectRefused(backwards, 400);
    expect(errorInfoOf(backwards).details).toContainEqual({
      field: 'to',
      message: 'The last day cannot be before the first',
    });
    const long = await search(admin, { from: '2025-01-01', to: '2026-11-30' });
    expect(errorInfoOf(long).details).toContainEqual({ field: 'to', message: 'At most 366 days at a time' });
  });
});
