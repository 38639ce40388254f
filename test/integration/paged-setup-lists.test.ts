import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { ulid } from 'ulid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentPrincipal } from '../../dev/access-check';
import { DEMO_POLICY_IDS } from '../../dev/seeds/seed-compensation';
import { currentClientHook, setClientHook } from '../../lambdas/core/clients/hook';
import { keys } from '../../lambdas/data/table/keys';
import { table } from '../../lambdas/data/table/table';
import type { CallableInput, CallableName } from '../../shared/callables';
import { withRangeMetrics } from '../../shared/domain/advance-pay/pay-range-metrics';
import { callApi, callApiRaw, okBody } from '../support/api';
import { signInDemoLogins } from '../support/demo-logins';
import { countedCalls } from '../support/counted-calls';
import { freshOrgWithManager } from '../support/fresh-org';
import { expectCursorRefused, expectOverLimitRefused, expectPagesAddUp } from '../support/paging';

/**
 * The set-up lists are paged (docs/data-model.md#set-up-lists): on the demo data, pages of one add
 * up to the list (same items, same order, none twice), a cursor is refused on another
 * organisation's list (or another list: the platform's lists have no organisation), and a page
 * over the maximum is refused. The lists keep their order across pages (by grade, by name...).
 */
let manager: string;
let otherManager: string;
let admin: string;

beforeAll(async () => {
  ({ manager, otherManager, admin } = await signInDemoLogins());
});

const idOf = (item: { id: string }) => item.id;
const policy = { policyId: DEMO_POLICY_IDS.approved };

describe.each([
  ['employeeCategories-getEmployeeCategories', {}, undefined],
  ['jobLevels-getAll', {}, undefined],
  ['jobLevels-getApproved', {}, 'jobLevels'],
  ['teams-getTeams', {}, undefined],
  ['compensationPolicies-getPolicies', {}, undefined],
  ['orgOffices-getOffices', {}, 'offices'],
] as const)('%s', (name, input, field) => {
  it('pages the organisation’s list; its cursor is refused on another organisation’s list', async () => {
    const { firstCursor } = await expectPagesAddUp(name, input, manager, { idOf, ...(field ? { field } : {}) });
    await expectCursorRefused(name, input, firstCursor, otherManager);
    await expectOverLimitRefused(name, input, manager);
  });
});

describe('compensationPolicies-getPayRanges', () => {
  it('pages a policy’s ranges with their metrics; the cursor is bound to the policy', async () => {
    const name = 'compensationPolicies-getPayRanges';
    const { firstCursor, pages } = await expectPagesAddUp(name, policy, manager, { idOf });
    // Midpoint growth compares with the next lower range, on the next page: computed over the policy.
    const whole = (await callApiRaw(name, { ...policy, limit: 500 }, manager)).body as { items: unknown[] };
    expect(pages.flat()).toEqual(whole.items);
    await expectCursorRefused(name, { policyId: DEMO_POLICY_IDS.pending }, firstCursor, manager);
    await expectOverLimitRefused(name, policy, manager);
  });
});

describe('settings-getManagementList', () => {
  it('pages the organisation’s managers; its cursor is refused on another organisation’s list', async () => {
    const name = 'settings-getManagementList';
    const emailOf = (m: { email: string }) => m.email;
    const { firstCursor } = await expectPagesAddUp(name, {}, manager, { idOf: emailOf });
    await expectCursorRefused(name, {}, firstCursor, otherManager);
    await expectOverLimitRefused(name, {}, manager);
  });
});

describe('a status names another list', () => {
  it.each(['employeeCategories-getEmployeeCategories', 'teams-getTeams', 'jobLevels-getAll'] as const)(
    '%s: a cursor of the whole list is refused on the Approved ones',
    async (name) => {
      const { firstCursor } = await expectPagesAddUp(name, {}, manager, { idOf });
      await expectCursorRefused(name, { status: 'Approved' }, firstCursor, manager);
    },
  );
});

describe.each([
  ['wallets-getWalletsList', 'admin'],
  ['wallets-getActiveWallets', 'manager'],
  ['adminJobLevels-getAll', 'admin'],
  ['jobLevels-getCatalogue', 'manager'],
] as const)('%s (a list of the platform)', (name, who) => {
  it('pages; a cursor of an organisation’s list is refused', async () => {
    const token = who === 'admin' ? admin : manager;
    await expectPagesAddUp(name, {}, token, { idOf });
    const orgList = await expectPagesAddUp('jobLevels-getAll', {}, manager, { idOf });
    await expectCursorRefused(name, {}, orgList.firstCursor, token);
    await expectOverLimitRefused(name, {}, token);
  });
});

/**
 * The set-up lists are read a page at a time from GSI1 in display order
 * (docs/data-model.md#set-up-lists): each page is one Query whatever the list's length. Here each
 * list is walked a few items a page on data of the test's own, again after an item is renamed so
 * that it moves and after one is deleted, and with the status or active filter; and a page call
 * (first page and one from a cursor) makes at most 3 reads, counted in this worker.
 */

/** Plain code-unit order (as the index orders its sort keys for these names). */
const cmp = (a: string | number, b: string | number) => (a < b ? -1 : a > b ? 1 : 0);
/** Names compare case folded first, then as typed (two names differing only in case stay apart). */
const byName = (a: { name: string }, b: { name: string }) =>
  cmp(a.name.toLocaleLowerCase('en'), b.name.toLocaleLowerCase('en')) || cmp(a.name, b.name);
const byGradeThenName = (
  a: { jobGrade: number; name: string; id: string },
  b: { jobGrade: number; name: string; id: string },
) => cmp(a.jobGrade, b.jobGrade) || byName(a, b) || cmp(a.id, b.id);
const byNameThenId = (a: { name: string; id: string }, b: { name: string; id: string }) =>
  byName(a, b) || cmp(a.id, b.id);

interface Row {
  id: string;
}

/** Every row of a list, read `limit` at a time from cursor to cursor; no page longer than `limit`. */
async function walk(name: CallableName, input: object, token: string, limit: number, field = 'items'): Promise<Row[]> {
  const rows: Row[] = [];
  let cursor: string | undefined;
  for (let pages = 0; pages < 1_000; pages++) {
    const res = await callApiRaw(name, { ...input, limit, ...(cursor ? { cursor } : {}) }, token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const body = res.body as Record<string, unknown> & { nextCursor?: string };
    const page = body[field] as Row[];
    expect(page.length).toBeLessThanOrEqual(limit);
    rows.push(...page);
    cursor = body.nextCursor;
    if (!cursor) break;
  }
  expect(new Set(rows.map(idOf)).size, `${name}: a row on two pages`).toBe(rows.length);
  return rows;
}

/** The ids of `mine` as the walk of a shared (platform) list shows them, each once. */
const mineIn = (rows: readonly Row[], mine: readonly string[]) => rows.map(idOf).filter((id) => mine.includes(id));

const calls = countedCalls();
/** Items each callable's Queries read (their ScannedCount): a page must not read the whole list. */
const itemsRead = new Map<string, number>();
const previousHook = currentClientHook();
setClientHook((client) => {
  previousHook?.(client);
  if (!(client instanceof DynamoDBClient)) return;
  client.middlewareStack.add(
    (next, context) => async (args) => {
      const out = await next(args);
      const principal = currentPrincipal();
      if (context.commandName === 'QueryCommand' && principal?.kind === 'callable') {
        const scanned = (out.output as { ScannedCount?: number }).ScannedCount ?? 0;
        itemsRead.set(principal.name, (itemsRead.get(principal.name) ?? 0) + scanned);
      }
      return out;
    },
    { step: 'initialize', name: 'setupListItemsRead' },
  );
});
afterAll(() => {
  setClientHook(previousHook);
  calls.stop();
});

/** One call of the callable's handler in this worker as the gateway makes it: its answer and DynamoDB reads. */
async function countedCall<N extends CallableName>(name: N, input: CallableInput<N>, token: string) {
  itemsRead.delete(name);
  const { answer, requests } = await calls.call(name, input, token);
  expect(answer.statusCode, answer.body).toBe(200);
  return { body: JSON.parse(answer.body) as { nextCursor?: string }, requests, itemsRead: itemsRead.get(name) ?? 0 };
}

/**
 * The first page and the page after its cursor each make at most 3 reads, the list's in one Query
 * that reads no more than `maxItems` items (the page, and one more for the pay ranges' metrics)
 * although the list is longer.
 */
async function expectPagesReadInBudget<N extends CallableName>(
  name: N,
  input: CallableInput<N>,
  token: string,
  maxItems: number,
) {
  const first = await countedCall(name, input, token);
  expect(first.body.nextCursor, `${name}: the list needs a second page`).toEqual(expect.any(String));
  const next = await countedCall(name, { ...input, cursor: first.body.nextCursor }, token);
  for (const call of [first, next]) {
    expect(call.requests.reads, call.requests.commands.join(', ')).toBeLessThanOrEqual(3);
    expect(call.requests.commands.filter((c) => c === 'QueryCommand')).toHaveLength(1);
    expect(call.itemsRead).toBeLessThanOrEqual(maxItems);
  }
}

describe('set-up lists read a page from the index in display order', () => {
  it('an organisation’s job levels: by grade then name, after a rename and a delete, by status', async () => {
    const org = await freshOrgWithManager({ idPrefix: 'setup', label: 'Set-up lists', eBenefits: 'yes' });
    const input = (name: string, jobGrade: number, status: 'Draft' | 'Pending Approval' = 'Pending Approval') => ({
      jobLevel: name.slice(0, 3).toUpperCase(),
      name,
      jobGrade,
      status,
    });
    type Level = { id: string; name: string; jobGrade: number; modifiedAt: number };
    const levels: Level[] = [];
    for (const [name, grade] of [
      ['Beta', 4],
      ['zeta', 2],
      ['alpha', 4],
      ['Gamma', 9],
      ['Delta', 2],
      ['Alpha Two', 4],
    ] as const)
      levels.push(okBody(await callApi('jobLevels-create', input(name, grade), org.token)));
    const expected = () => [...levels].sort(byGradeThenName).map(idOf);
    expect((await walk('jobLevels-getAll', {}, org.token, 2)).map(idOf)).toEqual(expected());

    // A rename and a new grade move a level from the front to the back.
    const zeta = levels[1];
    const moved = okBody(
      await callApi('jobLevels-edit', { ...input('Aardvark', 9), id: zeta.id, modifiedAt: zeta.modifiedAt }, org.token),
    );
    levels[1] = moved;
    expect((await walk('jobLevels-getAll', {}, org.token, 2)).map(idOf)).toEqual(expected());

    okBody(await callApi('jobLevels-delete', { jobLevelId: levels[0].id }, org.token));
    levels.splice(0, 1);
    expect((await walk('jobLevels-getAll', {}, org.token, 2)).map(idOf)).toEqual(expected());

    // Approve three: the Approved list (both callables) holds them alone, in the same order.
    const approvedIds = [levels[0].id, levels[2].id, levels[4].id];
    okBody(await callApi('jobLevels-approve', { jobLevelsIds: approvedIds }, org.token));
    const approved = expected().filter((id) => approvedIds.includes(id));
    expect((await walk('jobLevels-getAll', { status: 'Approved' }, org.token, 1)).map(idOf)).toEqual(approved);
    expect((await walk('jobLevels-getApproved', {}, org.token, 2, 'jobLevels')).map(idOf)).toEqual(approved);
    const pending = expected().filter((id) => !approvedIds.includes(id));
    expect((await walk('jobLevels-getAll', { status: 'Pending Approval' }, org.token, 1)).map(idOf)).toEqual(pending);

    await expectPagesReadInBudget('jobLevels-getAll', { limit: 2 }, org.token, 2);
    // A filtered page reads on until it is full (at most a few hundred items a Query, whatever the list).
    await expectPagesReadInBudget('jobLevels-getAll', { status: 'Approved', limit: 1 }, org.token, 200);
    await expectPagesReadInBudget('jobLevels-getApproved', { limit: 1 }, org.token, 200);
  });

  it('an organisation’s offices: by name, after a rename and a delete', async () => {
    const org = await freshOrgWithManager({ idPrefix: 'setup', label: 'Set-up lists', eBenefits: 'yes' });
    const fields = (name: string) => ({
      orgId: org.orgId,
      name,
      address: '1 Jalan Test',
      city: 'Kuala Lumpur',
      state: 'Selangor' as const,
      country: 'Malaysia' as const,
    });
    type Office = { id: string; name: string; modifiedAt: number };
    const offices: Office[] = [];
    for (const name of ['Kuala Lumpur', 'ipoh', 'Johor Bahru', 'Alor Setar', 'Ipoh'])
      offices.push(okBody(await callApi('orgOffices-createOffice', fields(name), admin)));
    const expected = () => [...offices].sort(byNameThenId).map(idOf);
    const list = () => walk('orgOffices-getOffices', { orgId: org.orgId }, admin, 2, 'offices');
    expect((await list()).map(idOf)).toEqual(expected());

    const first = offices[3];
    offices[3] = okBody(
      await callApi(
        'orgOffices-editOffice',
        { ...fields('Seremban'), officeId: first.id, modifiedAt: first.modifiedAt },
        admin,
      ),
    );
    expect((await list()).map(idOf)).toEqual(expected());
    // The Manager reads the same list.
    expect((await walk('orgOffices-getOffices', {}, org.token, 3, 'offices')).map(idOf)).toEqual(expected());

    okBody(await callApi('orgOffices-deleteOffice', { orgId: org.orgId, officeId: offices[0].id }, admin));
    offices.splice(0, 1);
    expect((await list()).map(idOf)).toEqual(expected());

    await expectPagesReadInBudget('orgOffices-getOffices', { limit: 2 }, org.token, 2);
  });

  it('the e-wallets: by name, after a rename and a delete, the Active ones alone', async () => {
    const tag = ulid().slice(-8);
    const fields = (name: string, status: 'Active' | 'InActive' = 'Active') => ({
      name: `${name} ${tag}`,
      status,
      supportLink: 'https://help.example.com.my/wallet',
      minimumAmount: 10,
    });
    type Wallet = { id: string; name: string; status: string; modifiedAt: number };
    const wallets: Wallet[] = [];
    for (const [name, status] of [
      ['Setup Wallet C', 'Active'],
      ['setup wallet a', 'InActive'],
      ['Setup Wallet B', 'Active'],
      ['Setup Wallet A', 'Active'],
    ] as const)
      wallets.push(okBody(await callApi('wallets-createWallet', fields(name, status), admin)));
    const ids = () => wallets.map(idOf);
    const expected = () => [...wallets].sort(byNameThenId).map(idOf);
    const active = () =>
      [...wallets]
        .filter((w) => w.status === 'Active')
        .sort(byNameThenId)
        .map(idOf);
    // Other files add wallets meanwhile: only this test's wallets are compared.
    expect(mineIn(await walk('wallets-getWalletsList', {}, admin, 2), ids())).toEqual(expected());
    expect(mineIn(await walk('wallets-getActiveWallets', {}, manager, 2), ids())).toEqual(active());

    const c = wallets[0];
    wallets[0] = okBody(
      await callApi(
        'wallets-editWallet',
        { ...fields('Setup Wallet 0'), walletId: c.id, modifiedAt: c.modifiedAt },
        admin,
      ),
    );
    expect(mineIn(await walk('wallets-getWalletsList', {}, admin, 2), ids())).toEqual(expected());

    okBody(await callApi('wallets-deleteWallet', { walletId: wallets[2].id }, admin));
    const gone = wallets.splice(2, 1)[0];
    const all = await walk('wallets-getWalletsList', {}, admin, 2);
    expect(all.map(idOf)).not.toContain(gone.id);
    // The record stays (for the history), out of the index.
    const { Item: kept } = await table.get({ Key: keys.wallet(gone.id) });
    expect(kept).toMatchObject({ deleted: true });
    expect(kept?.gsi1pk).toBeUndefined();
    expect(mineIn(all, ids())).toEqual(expected());
    expect(mineIn(await walk('wallets-getActiveWallets', {}, manager, 3), ids())).toEqual(active());

    await expectPagesReadInBudget('wallets-getWalletsList', { limit: 2 }, admin, 2);
    await expectPagesReadInBudget('wallets-getActiveWallets', { limit: 2 }, manager, 200);
  });

  it('the provider’s catalogue: by grade then name, after a rename and a delete', async () => {
    const tag = ulid().slice(-8);
    const fields = (name: string, jobGrade: number) => ({ jobLevel: 'ST', name: `${name} ${tag}`, jobGrade });
    type Level = { id: string; name: string; jobGrade: number; modifiedAt: number };
    const levels: Level[] = [];
    for (const [name, grade] of [
      ['Setup Catalogue B', 3],
      ['Setup Catalogue A', 14],
      ['Setup Catalogue C', 3],
    ] as const)
      levels.push(okBody(await callApi('adminJobLevels-create', fields(name, grade), admin)));
    const ids = () => levels.map(idOf);
    const expected = () => [...levels].sort(byGradeThenName).map(idOf);
    expect(mineIn(await walk('adminJobLevels-getAll', {}, admin, 4), ids())).toEqual(expected());

    const b = levels[0];
    levels[0] = okBody(
      await callApi(
        'adminJobLevels-edit',
        { ...fields('Setup Catalogue Z', 2), id: b.id, modifiedAt: b.modifiedAt },
        admin,
      ),
    );
    expect(mineIn(await walk('jobLevels-getCatalogue', {}, manager, 4), ids())).toEqual(expected());

    okBody(await callApi('adminJobLevels-delete', { jobLevelId: levels[1].id }, admin));
    levels.splice(1, 1);
    expect(mineIn(await walk('adminJobLevels-getAll', {}, admin, 4), ids())).toEqual(expected());

    await expectPagesReadInBudget('adminJobLevels-getAll', { limit: 2 }, admin, 2);
  });

  it('a policy’s pay ranges: by minimum, metrics across pages, after a change and a delete', async () => {
    const policyId = okBody(
      await callApi('compensationPolicies-createPolicy', { compensationName: `Set-up paging ${ulid()}` }, manager),
    ).id;
    type Range = { id: string; minimum: number; midpoint: number; maximum: number; modifiedAt: number };
    const ranges: Range[] = [];
    const amounts = (minimum: number, midpoint: number, maximum: number) => ({
      policyId,
      jobLevel: 'joblevel-demo-ex',
      minimum,
      midpoint,
      maximum,
    });
    for (const [min, mid, max] of [
      [3000, 4000, 5000],
      [6000, 7500, 9000],
      [3000, 4500, 6000],
      [1500, 2000, 2500],
      [4000, 5000, 6500],
      [3000, 4000, 5500],
    ] as const)
      ranges.push(okBody(await callApi('compensationPolicies-createPayRange', amounts(min, mid, max), manager)));
    // The ranges as the whole policy orders them (ties in id order), each with its metrics.
    const expected = () =>
      withRangeMetrics(
        [...ranges].sort((a, b) => b.minimum - a.minimum || b.midpoint - a.midpoint || cmp(a.id, b.id)),
      ).map((r) => ({ id: r.id, rangeSpread: r.rangeSpread, midpointGrowth: r.midpointGrowth }));
    const list = async (limit: number) =>
      (await walk('compensationPolicies-getPayRanges', { policyId }, manager, limit)).map((r) => {
        const { id, rangeSpread, midpointGrowth } = r as Row & { rangeSpread: number; midpointGrowth: number };
        return { id, rangeSpread, midpointGrowth };
      });
    for (const limit of [1, 2, 4]) expect(await list(limit)).toEqual(expected());

    // The lowest range becomes the highest: its neighbours' growth changes on other pages.
    const low = ranges[3];
    ranges[3] = okBody(
      await callApi(
        'compensationPolicies-editPayRange',
        { ...amounts(8000, 9000, 9900), payRangeId: low.id, modifiedAt: low.modifiedAt },
        manager,
      ),
    );
    expect(await list(2)).toEqual(expected());

    okBody(await callApi('compensationPolicies-deletePayRange', { policyId, payRangeId: ranges[4].id }, manager));
    const { Item: kept } = await table.get({ Key: keys.payRange('demo', policyId, ranges[4].id) });
    expect(kept).toMatchObject({ deleted: true });
    expect(kept?.gsi1pk).toBeUndefined();
    ranges.splice(4, 1);
    expect(await list(2)).toEqual(expected());
    expect(await list(3)).toEqual(expected());

    await expectPagesReadInBudget('compensationPolicies-getPayRanges', { policyId, limit: 2 }, manager, 3);
  });
});
