import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_POLICY_IDS } from '../../infra/local/seed-compensation';
import { callApiRaw } from '../support/api';
import { signInDemoLogins } from '../support/demo-logins';
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
