import type { Browser, Locator, Page } from 'playwright-core';
import { ulid } from 'ulid';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../lambdas/data/identity/users';
import { createOrg } from '../../lambdas/data/organisations/orgs';
import { epochSeconds } from '../../shared/domain/time/time';
import { periodOf } from '../../shared/domain/advance-pay/advance-pay';
import { LoginPage, siteUrl, useBrowser } from './support/browser';
import { DEMO_PASSWORD } from '../../dev/seeds/demo-password';

/**
 * Every list page at an ordinary laptop's size: the columns a person acts on (status, row
 * actions) lie inside the window without scrolling sideways, and money, statuses and actions
 * stay on one line. Uses the demo organisation and the platform's demo logins.
 */
const browser = useBrowser();
const VIEWPORT = { width: 1280, height: 800 };
const PASSWORD = DEMO_PASSWORD;
const month = periodOf().key;

/** A list page: where it is, its table's test id, and the headers of the columns that must stay in view. */
interface ListPage {
  path: string;
  table: string;
  status?: string;
  actions?: string;
}

const MANAGEMENT_PAGES: ListPage[] = [
  { path: '/employees', table: 'employees-table', status: 'Status', actions: 'Actions' },
  { path: '/employees/approve', table: 'employees-approve-table', status: 'Status' },
  { path: '/employees/missing-payment-election', table: 'missing-payment-election-table' },
  { path: '/employee-categories', table: 'table-employee-categories', status: 'Status' },
  { path: '/employee-benefits', table: 'table-employee-benefits', status: 'Status', actions: 'Actions' },
  { path: '/jobLevels', table: 'table-job-levels', status: 'Status', actions: 'Actions' },
  { path: '/teams', table: 'table-teams', status: 'Status' },
  { path: '/compensation-policies', table: 'table-compensation-policies', status: 'Status', actions: 'Actions' },
  { path: '/compensation-policies/01JDEMO0COMPPOLICY00000001/details', table: 'table-pay-ranges', actions: 'Actions' },
  {
    path: '/management/advance-pay/withdrawal-policies',
    table: 'table-advanced-withdrawal-policies',
    status: 'Status',
    actions: 'Actions',
  },
  {
    path: '/management/advance-pay/transactions',
    table: 'management-transactions-table',
    status: 'Status',
    actions: 'Actions',
  },
  { path: `/advance-pay/org/demo/monthly-report/${month}`, table: 'monthly-report-table' },
  // Finance: suppliers
  { path: '/suppliers', table: 'table-suppliers', status: 'Status' },
  // Finance: disbursements
  { path: '/disbursements', table: 'table-disbursements', status: 'Status', actions: 'Options' },
  // Finance: settlements
  { path: '/repayments', table: 'table-settlements', status: 'Status' },
  // Finance: transaction history
  { path: '/transactions', table: 'table-transaction-history', status: 'Status' },
];

const ADMIN_PAGES: ListPage[] = [
  { path: '/internal/users', table: 'table-users', status: 'Status' },
  { path: '/internal/organizations', table: 'orgs-table', status: 'Status' },
  { path: '/internal/organizations/demo/offices', table: 'table-offices', actions: 'Actions' },
  { path: '/internal/jobLevels', table: 'table-admin-job-levels', actions: 'Actions' },
  { path: '/internal/e-wallets', table: 'table-e-wallets', status: 'Status' },
  { path: '/internal/advance-pay/transactions', table: 'table-admin-advance-pay-transactions', status: 'Status' },
  { path: `/internal/advance-pay/monthly-report/${month}`, table: 'table-internal-monthly-report' },
  { path: '/internal/advance-pay/failed-earned-wages', table: 'table-failed-earned-wages' },
  { path: '/internal/administrators', table: 'table-administrators', status: 'Status' },
  // Finance: suppliers
  { path: '/internal/suppliers', table: 'table-suppliers', status: 'Status' },
  // Finance: disbursements
  { path: '/internal/disbursements', table: 'table-disbursements', status: 'Status', actions: 'Options' },
  // Finance: settlements
  { path: '/internal/repayments', table: 'table-settlements', status: 'Status' },
  // Finance: sales and the partner files they come from
  { path: '/internal/sales', table: 'table-sales' },
  { path: '/internal/uploaded-documents', table: 'table-uploaded-documents', status: 'Status' },
  // Finance: transaction history
  { path: '/internal/transactions', table: 'table-admin-transaction-history', status: 'Status' },
];

/** What one table looks like on screen, measured in the page. */
interface Measure {
  /** The part of the table one sees: the window cut by the table's own scroll box. */
  visible: { left: number; right: number };
  rows: number;
  /** Per checked column: its header's and its cells' horizontal extent, and the most lines a cell takes. */
  columns: Record<string, { found: boolean; left: number; right: number; maxLines: number }>;
  /** Money cells ('RM 1,900.00') of the table and of the page's figures, with the lines each takes. */
  money: { text: string; lines: number }[];
}

/** Measures the table in the page: column extents, and how many lines a cell's text takes. */
async function measure(table: Locator, headers: string[]): Promise<Measure> {
  return table.evaluate((root, wanted) => {
    /**
     * Lines the text in `el` takes: the boxes of its text sorted top-down, a new line wherever a
     * box starts below the bottom of the line before (words side by side share one line).
     */
    const linesOf = (el: Element): number => {
      const boxes: DOMRect[] = [];
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const range = document.createRange();
        range.selectNodeContents(node);
        boxes.push(...[...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0));
      }
      boxes.sort((a, b) => a.top - b.top);
      let lines = 0;
      let bottom = -Infinity;
      for (const box of boxes) {
        if (box.top >= bottom - 1) {
          lines += 1;
          bottom = box.bottom;
        } else bottom = Math.max(bottom, box.bottom);
      }
      return Math.max(1, lines);
    };
    const main = [...root.querySelectorAll('table')].find((t) => t.querySelector('tbody'));
    if (!main) throw new Error('no table body');
    let box: HTMLElement | null = main.parentElement;
    while (box && !['auto', 'scroll'].includes(getComputedStyle(box).overflowX)) box = box.parentElement;
    const boxRect = (box ?? document.documentElement).getBoundingClientRect();
    const visible = { left: Math.max(0, boxRect.left), right: Math.min(window.innerWidth, boxRect.right) };
    const ths = [...main.querySelectorAll('thead tr:first-child > th')];
    const rows = [...main.querySelectorAll('tbody tr')].filter((tr) => tr.querySelectorAll('td').length === ths.length);
    const columns: Measure['columns'] = {};
    for (const header of wanted) {
      const index = ths.findIndex((th) => (th as HTMLElement).innerText.trim() === header);
      if (index < 0) {
        columns[header] = { found: false, left: 0, right: 0, maxLines: 0 };
        continue;
      }
      const cells = [ths[index], ...rows.map((tr) => tr.children[index])];
      const rects = cells.map((c) => c.getBoundingClientRect());
      columns[header] = {
        found: true,
        left: Math.min(...rects.map((r) => r.left)),
        right: Math.max(...rects.map((r) => r.right)),
        maxLines: Math.max(...rows.map((tr) => linesOf(tr.children[index])), 1),
      };
    }
    const moneyCells = [
      ...main.querySelectorAll('tbody td'),
      ...document.querySelectorAll('[data-testid$="-value"]'),
    ].filter((el) => /^RM\s?-?[\d,]+\.\d{2}/.test((el as HTMLElement).innerText.trim()));
    const money = moneyCells.map((el) => ({ text: (el as HTMLElement).innerText.trim(), lines: linesOf(el) }));
    return { visible, rows: rows.length, columns, money };
  }, headers);
}

/** Signs in at laptop size and waits for the shell's menu. */
async function signedIn(b: Browser, login: { code?: string; email: string }): Promise<Page> {
  const context = await b.newContext({ viewport: VIEWPORT });
  context.setDefaultTimeout(15_000);
  const page = await context.newPage();
  await new LoginPage(page).signIn({ ...login, password: PASSWORD });
  await page.getByTestId('side-nav').waitFor();
  return page;
}

/** Opens a list page and checks what must stay in view and on one line. */
async function checkListPage(page: Page, list: ListPage) {
  await page.goto(siteUrl(list.path));
  const table = page.getByTestId(list.table);
  await table.waitFor();
  // The rows (or the empty state) are drawn once the list has loaded.
  await expect.poll(() => table.locator('tbody tr').count(), { timeout: 15_000 }).toBeGreaterThan(0);
  await expect.poll(() => table.getByText(/^Loading/).count(), { timeout: 15_000 }).toBe(0);
  const headers = [list.status, list.actions].filter((h): h is string => !!h);
  const m = await measure(table, headers);
  const where = list.path;
  for (const header of headers) {
    const column = m.columns[header];
    expect.soft(column.found, `${where}: column ${header}`).toBe(true);
    expect.soft(column.left, `${where}: ${header} starts in view`).toBeGreaterThanOrEqual(m.visible.left - 1);
    expect
      .soft(column.right, `${where}: ${header} ends in view (${column.right} of ${m.visible.right})`)
      .toBeLessThanOrEqual(m.visible.right + 1);
    expect.soft(column.maxLines, `${where}: ${header} on one line`).toBe(1);
  }
  for (const cell of m.money) expect.soft(cell.lines, `${where}: '${cell.text}' on one line`).toBe(1);
  return m;
}

describe('list pages at 1280×800', () => {
  it.each([
    { who: 'a manager', email: 'manager@demo.test' },
    { who: 'an Executive', email: 'executive@demo.test' },
  ])(
    '$who sees the status, the actions and whole amounts on every list page',
    async ({ email }) => {
      const page = await signedIn(browser(), { code: 'demo', email });
      let moneyCells = 0;
      for (const list of MANAGEMENT_PAGES) moneyCells += (await checkListPage(page, list)).money.length;
      // The demo organisation's month has withdrawals: the money check did look at amounts.
      expect(moneyCells).toBeGreaterThan(0);
      await page.context().close();
    },
    // One sign-in visits every list page in turn (about 4 s each on a loaded machine).
    120_000,
  );

  it('a platform superadmin sees the status, the actions and whole amounts on every list page', async () => {
    // An administrator with a very long e-mail and name, first in the users and administrators
    // lists (they are in id order): the Status column stays in view all the same.
    const mark = ulid().toLowerCase();
    const now = epochSeconds();
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
    // And an organisation with a very long name and code, first in the organisations list (by id).
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
    const page = await signedIn(browser(), { email: 'superadmin@platform.test' });
    let moneyCells = 0;
    for (const list of ADMIN_PAGES) moneyCells += (await checkListPage(page, list)).money.length;
    expect(moneyCells).toBeGreaterThan(0);
    await page.context().close();
    // One sign-in visits every admin list page in turn, as the management case above.
  }, 120_000);

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
