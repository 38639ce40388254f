import type { Browser, Page } from 'playwright-core';
import { ulid } from 'ulid';
import { beforeAll, describe, expect, it, type ExpectStatic } from 'vitest';
import { createUser } from '../../lambdas/data/identity/users';
import { createOrg } from '../../lambdas/data/organisations/orgs';
import { createPolicy } from '../../lambdas/data/benefits/compensation-policies';
import { addElectedWallet } from '../../lambdas/data/benefits/elected-wallets';
import { epochSeconds, klDate } from '../../shared/domain/time/time';
import type { RouteName } from '../../shared/routes';
import { storeWithdrawal } from '../support/advance-pay';
import { freshEmployee } from '../support/own-profile';
import { historyRow, putHistoryRows } from '../support/transaction-history';
import { LoginPage, siteUrl, useBrowser } from './support/browser';
import { demoParams, pagesOf, type DemoParams, type RoutePage, type WalkedRole } from './support/list-pages';
import { showOnSomePage } from './support/paging';
import { inFlight, measureTables, openInSite } from './support/table-measure';
import { LARGE_PHONE_VIEWPORT, newPhonePage, overflowingElements, sidewaysOverflow } from './support/phone';
import { DEMO_PASSWORD } from '../../dev/seeds/demo-password';
import { DEMO_CATEGORY_IDS } from '../../dev/seeds/seed-lookups';
import { DEMO_WALLET_IDS } from '../../dev/seeds/seed-wallets';

/**
 * Every list page of every role (the pages GENERATED from the route table: support/list-pages.ts),
 * at an ordinary laptop's size and on a large phone. Every table of each page is measured:
 * - at 1280×800 nothing of a default column is cut: each header and each cell is whole (no
 *   ellipsis; only a long free text the tables' kit marks as such, a name or an e-mail, may end in
 *   "…" with the whole text in its tooltip), the sticky action column never covers another column,
 *   the status and the actions lie inside the window, and money stays on one line;
 * - at both sizes the row actions never break: every action cell is the tables' one kit
 *   (RowActions), its actions on one line and whole inside their cell, side by side only where
 *   they fit (at most two on a laptop, one on a phone: more go into the Actions menu), and the
 *   page itself never scrolls sideways (a table may scroll inside its own box).
 * Uses the demo organisation and the platform's demo logins, plus rows the tests make where the
 * demo data may have none (a pending request, an unfinished wallet election, long names).
 */
const browser = useBrowser();
const LAPTOP = { width: 1280, height: 800 };
const PHONE = LARGE_PHONE_VIEWPORT;
const PASSWORD = DEMO_PASSWORD;

/**
 * Signs in at this size (a phone's below 688 px) and waits for the first page after the sign-in;
 * `check` is the calling test's own expect (a concurrent test's).
 */
async function signedIn(
  b: Browser,
  login: { code?: string; email: string; password?: string },
  size = LAPTOP,
  check: ExpectStatic = expect,
) {
  let page: Page;
  if (size.width < 688) page = (await newPhonePage(b, 'en', size)).page;
  else {
    const context = await b.newContext({ viewport: size });
    context.setDefaultTimeout(15_000);
    page = await context.newPage();
  }
  await new LoginPage(page).signIn({ password: PASSWORD, ...login });
  await check.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).not.toMatch(/^\/(login|internal)?$/);
  return page;
}

/** A page's findings, the rows with actions and the money cells seen (for the walks' own checks). */
interface Seen {
  tables: number;
  actionRows: number;
  money: number;
}

/**
 * Checks every table of the page shown (soft: a walk reports every page's faults at once).
 * Names the page, the table, the column and the text of each fault.
 */
async function checkTables(page: Page, where: string, expect: ExpectStatic): Promise<Seen> {
  const phone = (page.viewportSize()?.width ?? 0) < 688;
  const tables = await measureTables(page);
  let actionRows = 0;
  let money = 0;
  for (const t of tables) {
    const at = `${where}, table ${t.name}`;
    money += t.money;
    if (!phone) {
      expect.soft(t.cut, `${at}: texts cut`).toEqual([]);
      expect.soft(t.covered, `${at}: texts under the sticky column`).toEqual([]);
      expect.soft(t.outOfView, `${at}: status and actions in view`).toEqual([]);
    }
    expect.soft(t.brokenMoney, `${at}: money on one line`).toEqual([]);
    for (const cell of t.actions) {
      const what = `${at}: ${cell.column} '${cell.text}'`;
      if (cell.inline + cell.menus > 0) actionRows += 1;
      expect.soft(cell.kit, `${what} drawn by RowActions`).toBe(true);
      expect.soft(cell.lines, `${what} on one line`).toBe(1);
      expect.soft(cell.wrapped, `${what}: actions wrapped`).toEqual([]);
      expect.soft(cell.outside, `${what} whole inside their cell`).toEqual([]);
      expect.soft(cell.inline, `${what}: side by side only where they fit`).toBeLessThanOrEqual(phone ? 1 : 2);
    }
  }
  expect
    .soft(
      await sidewaysOverflow(page),
      `${where}: the page does not scroll sideways: ${(await overflowingElements(page)).join('; ')}`,
    )
    .toBeLessThanOrEqual(0);
  return { tables: tables.length, actionRows, money };
}

/**
 * Rows the demo data may lack, made fresh: a pending request (Approve, Reject), an unfinished
 * wallet election, and long texts (names, a description).
 */
interface Made {
  /** A request waiting for a Manager in the demo organisation. */
  pendingId: string;
  /** A demo employee whose elections total 60% (Edit, Delete; on the Missing Payment Election list). */
  electing: { ic: string };
}
let made: Made;
let params: DemoParams;

beforeAll(async () => {
  // Paid into the account the stored request names, as a real request would be (the demo data's checks hold it).
  const pending = await freshEmployee('demo', { bank: 'Maybank', bankCode: 'MBBEMYKL', accountNumber: '114011112222' });
  const request = await storeWithdrawal('demo', pending.employee.employeeICNumber, { amount: 150 });

  const electing = await freshEmployee('demo', {
    employeeCategoryId: DEMO_CATEGORY_IDS.demoApproved,
    officeId: 'office-demo-kl',
  });
  const ic = electing.employee.employeeICNumber;
  const now = epochSeconds();
  await addElectedWallet({
    id: DEMO_WALLET_IDS.tng,
    orgId: 'demo',
    employeeICNumber: ic,
    walletId: DEMO_WALLET_IDS.tng,
    name: "Touch 'n Go eWallet",
    accountNumber: '0123456789',
    percentage: 60,
    accountVerified: 'Yes',
    createdAt: now,
    modifiedAt: now,
  });

  // An administrator with a very long e-mail and name, first in the users and administrators
  // lists (they are in id order), and an organisation with a very long name and code, first in
  // the organisations list: the columns beside them stay whole all the same.
  const mark = ulid().toLowerCase();
  await createUser({
    id: `0000-${mark}`,
    tenantId: null,
    orgId: null,
    email: `a-very-long-administrator-address-${mark}@platform.test`,
    displayName: `Administrator With A Very Long Display Name ${mark}`,
    firstName: 'Administrator',
    lastName: 'Long',
    role: 'admin',
    status: 'Active',
    createdAt: now,
    modifiedAt: now,
  });
  await createOrg({
    id: `0000-${mark}`,
    tenantId: `0000-${mark}`,
    name: `An Organisation With A Very Long Registered Name Sdn Bhd ${mark}`,
    status: 'Active',
    domain: `0000-a-very-long-organisation-code-${mark}`,
    eBenefits: 'no',
    advancePay: 'no',
    disbursements: { enable: 'no' },
    franchiseType: 'non_franchise',
    createdAt: now,
    modifiedAt: now,
  });

  // An approved compensation policy with a long name (a code with digits in it) and approver,
  // first in the demo organisation's policies (in id order): Approved At and Actions stay apart.
  await createPolicy({
    id: `0000-${mark}`,
    orgId: 'demo',
    compensationName: `Compensation ${mark}${mark}`,
    status: 'approved',
    createdAt: now,
    modifiedAt: now,
    approvedBy: `a-very-long-approver-address-${mark}@demo.test`,
    approvedAt: now,
  });

  // A settlement of today with a very long description (a partner's reference in it), first in the
  // transaction history of the demo organisation and of every organisation: Amount and Status stay whole.
  await putHistoryRows([
    historyRow(
      { id: 'demo', name: `Demo Organisation ${mark}` },
      { paymentDate: klDate(), description: `Settlement of a very long partner reference ${mark}${mark}${mark}` },
    ),
  ]);

  made = { pendingId: request.id, electing: { ic } };
  params = await demoParams({
    id: request.id,
    employeeICNumber: pending.employee.employeeICNumber,
    periodKey: request.periodKey,
  });
}, 120_000);

/** The rows made above, reached on their route's table before it is measured (test ids). */
function knownRows(phone: boolean): Partial<Record<RouteName, string>> {
  return {
    // On a laptop the pending request's Approve and Reject stand in its row; on a phone, its menu holds them.
    managementTransactions: phone ? `request-actions-${made.pendingId}` : `approve-${made.pendingId}`,
    missingPaymentElection: `remind-${made.electing.ic}`,
  };
}

/** The pages of a role's walk where a table was drawn at 1280 px (walked again on a phone). */
const listPages: Partial<Record<WalkedRole, RoutePage[]>> = {};

/** Walks `pages` in one signed-in window: opens each and checks its tables. */
async function walk(page: Page, pages: RoutePage[], expect: ExpectStatic) {
  const busy = inFlight(page);
  const phone = (page.viewportSize()?.width ?? 0) < 688;
  const known = knownRows(phone);
  const lists: RoutePage[] = [];
  const total: Seen = { tables: 0, actionRows: 0, money: 0 };
  for (const route of pages) {
    const where = `${route.name} (${route.path}) at ${page.viewportSize()?.width} px`;
    await openInSite(page, siteUrl(route.path), busy);
    const row = known[route.name];
    if (row) await showOnSomePage(page.locator('body'), page.getByTestId(row));
    const seen = await checkTables(page, where, expect);
    if (seen.tables > 0) lists.push(route);
    total.tables += seen.tables;
    total.actionRows += seen.actionRows;
    total.money += seen.money;
  }
  return { lists, total };
}

const ROLES: { role: WalkedRole; login: { code?: string; email: string } }[] = [
  { role: 'Manager', login: { code: 'demo', email: 'manager@demo.test' } },
  { role: 'Executive', login: { code: 'demo', email: 'executive@demo.test' } },
  { role: 'superadmin', login: { email: 'superadmin@platform.test' } },
];

describe('list pages at 1280×800', () => {
  // The roles walk side by side (each its own window); a concurrent test checks with its own expect.
  for (const { role, login } of ROLES)
    it.concurrent(
      `a ${role} sees every column of every list page whole, and the actions on one line`,
      async ({ expect }) => {
        const pages = await pagesOf(role, params);
        const page = await signedIn(browser(), login, LAPTOP, expect);
        const { lists, total } = await walk(page, pages, expect);
        listPages[role] = lists;
        // The walk did meet what it checks: tables, rows with actions, amounts.
        expect(lists.length, `${role}: pages with a table`).toBeGreaterThan(10);
        expect(total.actionRows, `${role}: rows with actions`).toBeGreaterThan(0);
        expect(total.money, `${role}: money cells`).toBeGreaterThan(0);
        await page.context().close();
      },
      // One sign-in walks every page of the role in turn (about 50 pages, 1–3 s each on a quiet machine,
      // about 5 min a role beside the other roles; up to twice that on a machine busy with other files).
      900_000,
    );

  it('a column chosen in the preferences stays chosen on that table only', async () => {
    const page = await signedIn(browser(), { email: 'superadmin@platform.test' });
    const headersOf = async (testId: string) => {
      const table = page.getByTestId(testId);
      await table.locator('tbody tr').first().waitFor();
      return (await table.locator('thead').first().locator('th').allInnerTexts()).map((t) => t.trim()).filter(Boolean);
    };
    await page.goto(siteUrl('/internal/users'));
    expect(await headersOf('table-users')).not.toContain('Created At');

    // act: show Created At on Users
    await page.getByTestId('table-users').getByRole('button', { name: 'Preferences' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('checkbox', { name: 'Created At', exact: true }).check();
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => headersOf('table-users')).toContain('Created At');

    // assess: still there after a reload; the organisations table keeps its own choice
    await page.reload();
    await expect.poll(() => headersOf('table-users')).toContain('Created At');
    await page.goto(siteUrl('/internal/organizations'));
    expect(await headersOf('orgs-table')).not.toContain('Created At');
    await page.context().close();
  });
});

describe('list pages at 412×915', () => {
  for (const { role, login } of ROLES)
    it.concurrent(
      `a ${role} sees the actions of every list page on one line, in a menu where they do not fit`,
      async ({ expect }) => {
        // The pages where the laptop's walk met a table (that walk runs first).
        const pages = listPages[role];
        expect(pages?.length, `${role}: list pages found at 1280 px`).toBeGreaterThan(0);
        const page = await signedIn(browser(), login, PHONE, expect);
        const { total } = await walk(page, pages ?? [], expect);
        expect(total.actionRows, `${role}: rows with actions`).toBeGreaterThan(0);
        await page.context().close();
      },
      600_000,
    );
});
