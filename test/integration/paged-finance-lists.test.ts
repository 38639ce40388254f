import { beforeAll, describe, it } from 'vitest';
import { asSen } from '../../shared/domain/money/money';
import { signInDemoLogins } from '../support/demo-logins';
import { signIn } from '../support/api';
import { freshAdvancePayOrg } from '../support/advance-pay';
import { createTestUser } from '../support/users';
import { expectCursorRefused, expectOverLimitRefused, expectPagesAddUp } from '../support/paging';

/**
 * The disbursement, supplier and benefit lists are paged (docs/data-model.md#paged-lists): on the demo
 * data, pages of one or two add up to the list, a cursor of the demo organisation is refused on
 * another organisation's list, and a page over the maximum is refused. Settlements are checked in
 * repayments.test.ts (the demo organisation has one).
 */
let manager: string;
let otherManager: string;
/** A Manager of another organisation with Disbursements on (the demo's other organisation has it off: the gate would refuse first). */
let disbursingManager: string;
let admin: string;

beforeAll(async () => {
  ({ manager, otherManager, admin } = await signInDemoLogins());
  const org = await freshAdvancePayOrg({
    disbursements: {
      enable: 'yes',
      initialCreditLimitSen: asSen(100_000),
      creditLimitSen: asSen(100_000),
      platformFeePercentage: 1,
      monthlyFeePercentage: 1,
    },
  });
  const login = await createTestUser({ role: 'Manager', orgId: org.id, acceptedTerms: true });
  disbursingManager = (await signIn(login.email, login.password)).idToken;
});

const idOf = (item: { id: string }) => item.id;

describe.each([
  ['disbursements-getDisbursements', {}, () => disbursingManager],
  ['suppliers-getSuppliers', {}, () => disbursingManager],
  ['employeeBenefits-getEmployeeBenefits', {}, () => otherManager],
] as const)('%s', (name, input, foreignManager) => {
  it('pages the organisation’s list; its cursor is refused on another organisation’s list', async () => {
    const { firstCursor } = await expectPagesAddUp(name, input, manager, { idOf });
    await expectCursorRefused(name, input, firstCursor, foreignManager());
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
