import type { Browser, Locator, Page } from 'playwright-core';
import { ulid } from 'ulid';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../lambdas/data/identity/users';
import { createOrg } from '../../lambdas/data/organisations/orgs';
import { addElectedWallet } from '../../lambdas/data/benefits/elected-wallets';
import { epochSeconds } from '../../shared/domain/time/time';
import { storeWithdrawal } from '../support/advance-pay';
import { freshEmployee } from '../support/own-profile';
import { LoginPage, siteUrl, useBrowser } from './support/browser';
import { ADMIN_PAGES, MANAGEMENT_PAGES, type ListPage } from './support/list-pages';
import { showOnSomePage } from './support/paging';
import { LARGE_PHONE_VIEWPORT, newPhonePage, sidewaysOverflow } from './support/phone';
import { DEMO_PASSWORD } from '../../dev/seeds/demo-password';
import { DEMO_CATEGORY_IDS } from '../../dev/seeds/seed-lookups';
import { DEMO_WALLET_IDS } from '../../dev/seeds/seed-wallets';

/**
 * Every list page of every role, at an ordinary laptop's size and on a large phone:
 * - at 1280×800 the columns a person acts on (status, row actions) lie inside the window
 *   without scrolling sideways, and money and statuses stay on one line;
 * - at both sizes the row actions never break: every action cell is the tables' one kit
 *   (RowActions), its actions on one line and whole inside their cell, side by side only where
 *   they fit (at most two on a laptop, one on a phone: more go into the Actions menu), and the
 *   page itself never scrolls sideways (a table may scroll inside its own box).
 * Uses the demo organisation and the platform's demo logins, plus rows the tests make where the
 * demo data may have none (a pending request, an unfinished wallet election, a statement).
 */
const browser = useBrowser();
const LAPTOP = { width: 1280, height: 800 };
const PHONE = LARGE_PHONE_VIEWPORT;
const PASSWORD = DEMO_PASSWORD;

/** What one table looks like on screen, measured in the page. */
interface Measure {
  /** The part of the table one sees: the window cut by the table's own scroll box. */
  visible: { left: number; right: number };
  rows: number;
  /** Per checked column: its header's and its cells' horizontal extent, and the most lines a cell takes. */
  columns: Record<string, { found: boolean; left: number; right: number; maxLines: number }>;
  /** Money cells ('RM 1,900.00') of the table and of the page's figures, with the lines each takes. */
  money: { text: string; lines: number }[];
  /** Each row's cell of the row actions column. */
  actions: ActionCell[];
}

/** A row's action cell as drawn. */
interface ActionCell {
  text: string;
  /** Drawn by the tables' kit (RowActions). */
  kit: boolean;
  lines: number;
  /** Actions standing in the row (buttons, links), and menus holding them. */
  inline: number;
  menus: number;
  /** Texts drawn (partly) outside their cell: cut off by it, or over its neighbour. */
  outside: string[];
}

/** Measures the table in the page: column extents, how many lines a cell's text takes, the action cells. */
async function measure(table: Locator, headers: string[], actionsHeader: string | undefined): Promise<Measure> {
  return table.evaluate(
    (root, { wanted, actionsWanted }) => {
      /** The boxes of the text inside `el`, one per line piece, as drawn. */
      const textBoxes = (el: Element): DOMRect[] => {
        const boxes: DOMRect[] = [];
        const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const range = document.createRange();
          range.selectNodeContents(node);
          boxes.push(...[...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0));
        }
        return boxes;
      };
      /**
       * Lines the text in `el` takes: the boxes of its text sorted top-down, a new line wherever a
       * box starts below the bottom of the line before (words side by side share one line).
       */
      const linesOf = (el: Element): number => {
        const boxes = textBoxes(el).sort((a, b) => a.top - b.top);
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
      const rows = [...main.querySelectorAll('tbody tr')].filter(
        (tr) => tr.querySelectorAll('td').length === ths.length,
      );
      const indexOf = (header: string) => ths.findIndex((th) => (th as HTMLElement).innerText.trim() === header);
      const columns: Measure['columns'] = {};
      for (const header of wanted) {
        const index = indexOf(header);
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

      const actionsIndex = actionsWanted ? indexOf(actionsWanted) : -1;
      const actions = (actionsIndex < 0 ? [] : rows.map((tr) => tr.children[actionsIndex])).map((cell) => {
        const edge = cell.getBoundingClientRect();
        const controls = [...cell.querySelectorAll('button, a')].filter((el) => el.getBoundingClientRect().width > 0);
        const menus = controls.filter((el) => el.getAttribute('aria-haspopup')).length;
        const outside = [...cell.querySelectorAll('*')]
          .filter((el) => el.childElementCount === 0 && el.textContent.trim())
          .filter((el) => textBoxes(el).some((r) => r.left < edge.left - 1 || r.right > edge.right + 1))
          .map((el) => el.textContent.trim());
        return {
          text: (cell as HTMLElement).innerText.trim(),
          kit: !!cell.querySelector('[data-row-actions]'),
          lines: linesOf(cell),
          inline: controls.length - menus,
          menus,
          outside,
        };
      });
      return { visible, rows: rows.length, columns, money, actions };
    },
    { wanted: headers, actionsWanted: actionsHeader },
  );
}

/** Signs in at this size (a phone's below 688 px) and waits for the first page after the sign-in. */
async function signedIn(b: Browser, login: { code?: string; email: string; password?: string }, size = LAPTOP) {
  let page: Page;
  if (size.width < 688) page = (await newPhonePage(b, 'en', size)).page;
  else {
    const context = await b.newContext({ viewport: size });
    context.setDefaultTimeout(15_000);
    page = await context.newPage();
  }
  await new LoginPage(page).signIn({ password: PASSWORD, ...login });
  await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).not.toMatch(/^\/(login|internal)?$/);
  return page;
}

/** A list page to check, with the row known to have actions (a test id, reached across the pages). */
type Visit = ListPage & { known?: string };

/**
 * Opens a list page and checks what must stay in view and on one line. On a phone the table
 * scrolls inside its own box, so only the row actions, the amounts and the page's width are checked.
 */
async function checkListPage(page: Page, list: Visit) {
  const width = page.viewportSize()?.width ?? 0;
  const phone = width < 688;
  const where = `${list.path} at ${width} px`;
  await page.goto(siteUrl(list.path));
  const table = page.getByTestId(list.table);
  await table.waitFor();
  // The rows (or the empty state) are drawn once the list has loaded.
  await expect.poll(() => table.locator('tbody tr').count(), { timeout: 15_000 }).toBeGreaterThan(0);
  await expect.poll(() => table.getByText(/^Loading/).count(), { timeout: 15_000 }).toBe(0);
  if (list.known) await showOnSomePage(table, table.getByTestId(list.known));
  const headers = [phone ? undefined : list.status, list.actions].filter((h): h is string => !!h);
  const m = await measure(table, headers, list.actions);
  for (const header of headers) {
    const column = m.columns[header];
    expect.soft(column.found, `${where}: column ${header}`).toBe(true);
    if (!phone) {
      expect.soft(column.left, `${where}: ${header} starts in view`).toBeGreaterThanOrEqual(m.visible.left - 1);
      expect
        .soft(column.right, `${where}: ${header} ends in view (${column.right} of ${m.visible.right})`)
        .toBeLessThanOrEqual(m.visible.right + 1);
    }
    expect.soft(column.maxLines, `${where}: ${header} on one line`).toBe(1);
  }
  for (const cell of m.money) expect.soft(cell.lines, `${where}: '${cell.text}' on one line`).toBe(1);
  if (list.actions) {
    // Rows with actions are on the page (the demo data's, or the row the test made).
    expect
      .soft(m.actions.filter((a) => a.inline + a.menus > 0).length, `${where}: rows with actions`)
      .toBeGreaterThan(0);
    for (const cell of m.actions) {
      const what = `${where}: actions '${cell.text}'`;
      expect.soft(cell.kit, `${what} drawn by RowActions`).toBe(true);
      expect.soft(cell.lines, `${what} on one line`).toBe(1);
      expect.soft(cell.outside, `${what} whole inside their cell`).toEqual([]);
      expect.soft(cell.inline, `${what}: side by side only where they fit`).toBeLessThanOrEqual(phone ? 1 : 2);
    }
  }
  expect.soft(await sidewaysOverflow(page), `${where}: the page does not scroll sideways`).toBeLessThanOrEqual(0);
  return m;
}

/** Rows the demo data may lack, made fresh: a pending request (Approve, Reject) and an unfinished wallet election. */
interface Made {
  /** A request waiting for a Manager in the demo organisation. */
  pendingId: string;
  /** A demo employee whose elections total 60% (Edit, Delete; on the Missing Payment Election list). */
  electing: { ic: string; email: string; password: string };
}
let made: Made;

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

  made = {
    pendingId: request.id,
    electing: { ic, email: electing.user.email, password: electing.user.password },
  };
}, 120_000);

/** The management pages, with the rows made above to reach on them. */
function managementVisits(): Visit[] {
  const known: Record<string, string> = {
    '/management/advance-pay/transactions': `request-actions-${made.pendingId}`,
    '/employees/missing-payment-election': `remind-${made.electing.ic}`,
  };
  return MANAGEMENT_PAGES.map((list) => ({ ...list, known: known[list.path] }));
}

describe.each([
  { size: LAPTOP, name: '1280×800' },
  { size: PHONE, name: '412×915' },
])('list pages at $name', ({ size }) => {
  const phone = size.width < 688;

  it.each([
    { who: 'a manager', email: 'manager@demo.test' },
    { who: 'an Executive', email: 'executive@demo.test' },
  ])(
    '$who sees the status, the actions and whole amounts on every list page',
    async ({ email }) => {
      const page = await signedIn(browser(), { code: 'demo', email }, size);
      let moneyCells = 0;
      for (const list of managementVisits()) {
        // On a laptop the pending request's Approve and Reject stand in its row; on a phone, its menu holds them.
        const known = list.known?.startsWith('request-actions-') && !phone ? `approve-${made.pendingId}` : list.known;
        moneyCells += (await checkListPage(page, { ...list, known })).money.length;
      }
      // The demo organisation's month has withdrawals: the money check did look at amounts.
      expect(moneyCells).toBeGreaterThan(0);
      await page.context().close();
    },
    // One sign-in visits every list page in turn (about 4 s each on a loaded machine).
    180_000,
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
    const page = await signedIn(browser(), { email: 'superadmin@platform.test' }, size);
    let moneyCells = 0;
    for (const list of ADMIN_PAGES) moneyCells += (await checkListPage(page, list)).money.length;
    expect(moneyCells).toBeGreaterThan(0);
    await page.context().close();
    // One sign-in visits every admin list page in turn, as the management case above.
  }, 180_000);
});

describe('list pages at 1280×800', () => {
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
