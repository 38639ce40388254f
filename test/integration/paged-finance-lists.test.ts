import { beforeAll, describe, it } from 'vitest';
import { signInDemoLogins } from '../support/demo-logins';
import { expectCursorRefused, expectOverLimitRefused, expectPagesAddUp } from '../support/paging';

/**
 * The disbursement, supplier and benefit lists are paged (docs/data-model.md#paged-lists): on the demo
 * data, pages of one or two add up to the list, a cursor of the demo organisation is refused on
 * another organisation's list, and a page over the maximum is refused. Settlements are checked in
 * repayments.test.ts (the demo organisation has one).
 */
let manager: string;
let otherManager: string;
let admin: string;

beforeAll(async () => {
  ({ manager, otherManager, admin } = await signInDemoLogins());
});

const idOf = (item: { id: string }) => item.id;

describe.each([
  ['disbursements-getDisbursements', {}],
  ['suppliers-getSuppliers', {}],
  ['employeeBenefits-getEmployeeBenefits', {}],
] as const)('%s', (name, input) => {
  it('pages the organisation’s list; its cursor is refused on another organisation’s list', async () => {
    const { firstCursor } = await expectPagesAddUp(name, input, manager, { idOf });
    await expectCursorRefused(name, input, firstCursor, otherManager);
    await expectOverLimitRefused(name, input, manager);
  });
});

describe.each([
  ['disbursements-getDisbursements', { orgId: 'demo' }],
  ['suppliers-getSuppliers', {}],
] as const)('%s of the administrators', (name, input) => {
  it('pages; the cursor of one organisation’s list is no cursor of all organisations’', async () => {
    const { firstCursor } = await expectPagesAddUp(name, input, admin, { idOf, limit: 2 });
    await expectCursorRefused(name, { orgId: 'other' }, firstCursor, admin);
  });
});
