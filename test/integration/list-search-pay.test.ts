import { ulid } from 'ulid';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CallableName } from '../../shared/callables/index';
import type { PayRun } from '../../shared/domain/benefits/pay-run';
import { callApi, callApiRaw, expectOk, signIn } from '../support/api';
import { expectCursorRefused } from '../support/paging';
import { createTeamRun, payRunWorld } from '../support/pay-runs';
import { DEMO_PASSWORD } from '../../dev/seeds/demo-password';

/**
 * The search of the pay run lists on the server (docs/data-model.md#searched-lists): the
 * organisation's runs (benefit name), every organisation's runs from approval on (benefit name,
 * organisation name) and a completed run's report (employee name, IC number). Each test makes its
 * own organisation and runs (payRunWorld); the administrators' list holds every test's runs, so
 * its checks look at this test's rows only.
 */

type World = Awaited<ReturnType<typeof payRunWorld>>;
let w: World;
let admin: string;

beforeAll(async () => {
  [w, admin] = await Promise.all([payRunWorld(), signIn('admin@platform.test', DEMO_PASSWORD).then((s) => s.idToken)]);
}, 60_000);

/** A word no other run holds. */
const uniqueWord = () => `zq${ulid().slice(-8).toLowerCase()}`;

interface Body<T> {
  items: T[];
  nextCursor?: string;
}

async function pageOf<T>(name: CallableName, input: object, token: string): Promise<Body<T>> {
  const res = await callApiRaw(name, input, token);
  expectOk(res);
  return res.body as Body<T>;
}

/** Every page of a list, `limit` rows at a time (a searched page may come back short, never long). */
async function allPages<T>(name: CallableName, input: object, token: string, limit: number): Promise<T[][]> {
  const pages: T[][] = [];
  let cursor: string | undefined;
  do {
    const body = await pageOf<T>(name, { ...input, limit, ...(cursor ? { cursor } : {}) }, token);
    expect(body.items.length).toBeLessThanOrEqual(limit);
    pages.push(body.items);
    cursor = body.nextCursor;
  } while (cursor && pages.length < 500);
  expect(cursor).toBeUndefined();
  return pages;
}

const createRun = (benefitName: string): Promise<PayRun> => createTeamRun(w.executive, benefitName);

async function approvedRun(benefitName: string): Promise<PayRun> {
  const run = await createRun(benefitName);
  expectOk(await callApi('payRuns-submitPayRun', { payRunId: run.id }, w.executive));
  expectOk(await callApi('payRuns-approvePayRuns', { payRunIds: [run.id] }, w.manager));
  return run;
}

async function completedRun(benefitName: string): Promise<PayRun> {
  const run = await approvedRun(benefitName);
  for (const status of ['pending_payment', 'processing', 'completed'] as const)
    expectOk(await callApi('adminPayRuns-update', { status, orgId: run.orgId, id: run.id }, admin));
  return run;
}

const ids = (rows: readonly { id: string }[]) => rows.map((r) => r.id);

describe("payRuns-getPayRuns: the organisation's pay runs searched by benefit name", () => {
  it('finds a run of a later page on the first, any case, with the deleted ones still left out', async () => {
    const word = uniqueWord();
    // Created first: the oldest, so the last of the list (newest first).
    const target = await createRun(`Kelp ${word} allowance`);
    const others = [await createRun(`Other ${word} one`), await createRun(`Other ${word} two`)];
    const gone = await createRun(`Kelp ${word} deleted`);
    expectOk(await callApi('payRuns-deletePayRun', { payRunId: gone.id }, w.manager));

    const unsearched = await pageOf<PayRun>('payRuns-getPayRuns', { limit: 2 }, w.manager);
    expect(ids(unsearched.items)).not.toContain(target.id);
    expect(unsearched.nextCursor).toEqual(expect.any(String));

    for (const search of [`KELP ${word.toUpperCase()}`, `kelp ${word}`, word.toUpperCase()]) {
      const first = await pageOf<PayRun>('payRuns-getPayRuns', { search, limit: 2 }, w.manager);
      // Only the target matches 'kelp …' (the deleted run is left out); the word alone matches all three.
      if (search.toLowerCase().startsWith('kelp')) expect(ids(first.items)).toEqual([target.id]);
      else expect(ids(first.items)).toEqual([others[1].id, others[0].id]);
    }
    const walked = (await allPages<PayRun>('payRuns-getPayRuns', { search: word }, w.manager, 1)).flat();
    expect(ids(walked)).toEqual([others[1].id, others[0].id, target.id]);
    expect(ids(walked)).not.toContain(gone.id);

    const none = await pageOf<PayRun>('payRuns-getPayRuns', { search: `${word}-nothing`, limit: 50 }, w.manager);
    expect(none).toEqual({ items: [] });

    const searched = await pageOf<PayRun>('payRuns-getPayRuns', { search: word, limit: 1 }, w.manager);
    expect(searched.nextCursor).toEqual(expect.any(String));
    await expectCursorRefused('payRuns-getPayRuns', {}, searched.nextCursor!, w.manager);
    await expectCursorRefused('payRuns-getPayRuns', { search: 'other' }, searched.nextCursor!, w.manager);
  });
});

describe("adminPayRuns-getAll: every organisation's runs searched by benefit or organisation name", () => {
  it('finds a run of a later page on the first, by benefit or organisation name, from approval on only', async () => {
    const word = uniqueWord();
    const target = await approvedRun(`Admin ${word} bonus`);
    // Changed later: before it in the list (latest change first).
    const later = [await approvedRun(`Later ${word} one`), await approvedRun(`Later ${word} two`)];
    const draft = await createRun(`Admin ${word} draft`);

    const unsearched = await pageOf<PayRun>('adminPayRuns-getAll', { limit: 2 }, admin);
    expect(ids(unsearched.items)).not.toContain(target.id);

    const first = await pageOf<PayRun>(
      'adminPayRuns-getAll',
      { search: `ADMIN ${word.toUpperCase()}`, limit: 2 },
      admin,
    );
    expect(ids(first.items)).toEqual([target.id]);
    const orgName = first.items[0].orgName!;
    expect(orgName).toMatch(/^Pay Run Test .+ Sdn Bhd$/);

    // The organisation's name is not stored on a run: the search reads the names.
    const byOrg = (await allPages<PayRun>('adminPayRuns-getAll', { search: orgName.toUpperCase() }, admin, 2)).flat();
    expect(new Set(byOrg.map((r) => r.orgId))).toEqual(new Set([w.orgId]));
    const ours = ids(byOrg);
    for (const run of [target, ...later]) expect(ours).toContain(run.id);
    expect(ours).not.toContain(draft.id);
    expect(ours.indexOf(later[1].id)).toBeLessThan(ours.indexOf(target.id));
    const byOrgFirst = await pageOf<PayRun>('adminPayRuns-getAll', { search: orgName.toLowerCase(), limit: 3 }, admin);
    expect(ids(byOrgFirst.items)).toEqual(ours.slice(0, 3));

    const none = await pageOf<PayRun>('adminPayRuns-getAll', { search: `${word}-nothing`, limit: 50 }, admin);
    expect(none.items.filter((r) => r.orgId === w.orgId)).toEqual([]);

    const searched = await pageOf<PayRun>('adminPayRuns-getAll', { search: word, limit: 1 }, admin);
    expect(searched.nextCursor).toEqual(expect.any(String));
    await expectCursorRefused('adminPayRuns-getAll', {}, searched.nextCursor!, admin);
  });
});

describe('the report of a completed run searched by employee name or IC number', () => {
  it('finds the later line on the first page, paid employees only, for managers and administrators', async () => {
    const run = await completedRun(`Report ${uniqueWord()}`);
    const [earlier, later] = [w.employees.kl, w.employees.pg].sort((a, b) =>
      a.employeeICNumber < b.employeeICNumber ? -1 : 1,
    );
    const ic = later.employeeICNumber;
    const dashed = `${ic.slice(0, 6)}-${ic.slice(6, 8)}-${ic.slice(8)}`;
    type Line = { employeeNumber: string; employeeName: string };
    const lists = [
      { name: 'payRuns-getPayRunReport', input: { payRunId: run.id }, token: w.executive },
      { name: 'adminPayRuns-getReport', input: { orgId: run.orgId, payRunId: run.id }, token: admin },
    ] as const;
    for (const { name, input, token } of lists) {
      const unsearched = await pageOf<Line>(name, { ...input, limit: 1 }, token);
      expect(unsearched.items.map((l) => l.employeeNumber)).toEqual([earlier.employeeICNumber]);

      for (const search of [later.name.toUpperCase(), later.name.toLowerCase(), dashed]) {
        const first = await pageOf<Line>(name, { ...input, search, limit: 1 }, token);
        expect(
          first.items.map((l) => [l.employeeNumber, l.employeeName]),
          `${name} ${search}`,
        ).toEqual([[ic, later.name]]);
      }
      // 'Chong Test' is in the run's computation but not paid (60% elected): the report leaves him out.
      expect(await pageOf<Line>(name, { ...input, search: w.employees.partial.name, limit: 5 }, token)).toEqual({
        items: [],
      });
      expect(await pageOf<Line>(name, { ...input, search: 'nobody-zq', limit: 5 }, token)).toEqual({ items: [] });

      // 'a' is in both names ('Aisyah Rahman', 'Badrul Test').
      const searched = await pageOf<Line>(name, { ...input, search: 'A', limit: 1 }, token);
      expect(searched.items.map((l) => l.employeeNumber)).toEqual([earlier.employeeICNumber]);
      expect(searched.nextCursor).toEqual(expect.any(String));
      await expectCursorRefused(name, input, searched.nextCursor!, token);
    }
  });
});
