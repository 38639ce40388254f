import { describe, expect, it } from 'vitest';
import { klDate, epochSeconds } from '../../shared/domain/time/time';
import { asSen, formatRm } from '../../shared/domain/money/money';
import { createEmployee } from '../../lambdas/data/employees/employees';
import { advancePayWorld, storeWithdrawal } from '../support/advance-pay';
import { historyOrg, historyRow, putHistoryRows } from '../support/transaction-history';
import { useBrowser, expectPath, LoginPage, menuLabels, newPage, siteUrl } from './support/browser';

const browser = useBrowser();
const WAIT = { timeout: 15_000 };

describe('server-paged tables', () => {
  it("pages a manager's withdrawal requests on the server: ten a page, Next reads the rest, an empty month says so", async () => {
    // Prepare: twelve requests of this month, created one after another (newest first on the page).
    const w = await advancePayWorld();
    const ic = w.employee.employee.employeeICNumber;
    const amounts = Array.from({ length: 12 }, (_, i) => 101 + i);
    for (const amount of amounts) await storeWithdrawal(w.orgId, ic, { amount });

    const { context, page } = await newPage(browser());
    await new LoginPage(page).signIn({ code: w.orgId, email: w.manager.email, password: w.manager.password });
    await expectPath(page, '/management/dashboard');
    await page.goto(siteUrl('/management/advance-pay/transactions'));
    const table = page.getByTestId('management-transactions-table');
    const rows = () => table.locator('tbody tr');

    // Page 1: the ten newest (RM 112 down to RM 103), the month's total from the server.
    await expect.poll(() => table.innerText(), WAIT).toContain('RM 112.00');
    await expect.poll(() => rows().count(), WAIT).toBe(10);
    expect(await table.innerText()).not.toContain('RM 102.00');
    expect(await table.locator('h1').innerText()).toContain('(12)');

    // Next: the two oldest, and none of page 1.
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect.poll(() => table.innerText(), WAIT).toContain('RM 101.00');
    await expect.poll(() => rows().count(), WAIT).toBe(2);
    expect(await table.innerText()).toContain('RM 102.00');
    expect(await table.innerText()).not.toContain('RM 112.00');

    // Back to page 1.
    await page.getByRole('button', { name: 'Previous page' }).click();
    await expect.poll(() => table.innerText(), WAIT).toContain('RM 112.00');

    // A month without requests: the empty state.
    await page.goto(siteUrl('/management/advance-pay/transactions?period=2024-01'));
    await expect.poll(() => page.getByTestId('table-empty').innerText(), WAIT).toContain('No withdrawal requests');
    await context.close();
  });

  it('searches the employee directory on the server: an employee not on page one is found by name', async () => {
    // Prepare: eleven employees ordered by IC number, the last one (page two) named Zainab.
    const w = await advancePayWorld();
    const at = epochSeconds();
    for (let i = 1; i <= 11; i++) {
      const name = i === 11 ? 'Zainab Rahman' : `Staff Member ${i}`;
      const [firstName, ...last] = name.split(' ');
      await createEmployee({
        employeeICNumber: `7000000000${String(i).padStart(2, '0')}`,
        orgId: w.orgId,
        firstName,
        lastName: last.join(' '),
        name,
        status: 'approved',
        salarySen: asSen(300_000),
        advancePayWithdrawalsDisabled: false,
        createdAt: at,
        modifiedAt: at,
      });
    }

    const { context, page } = await newPage(browser());
    await new LoginPage(page).signIn({ code: w.orgId, email: w.manager.email, password: w.manager.password });
    await expectPath(page, '/management/dashboard');
    await page.goto(siteUrl('/employees'));
    const table = page.getByTestId('employees-table');
    const rows = () => table.locator('tbody tr');

    // Page one: ten rows, Zainab is not among them, and more pages may follow.
    await expect.poll(() => table.innerText(), WAIT).toContain('Staff Member 1');
    await expect.poll(() => rows().count(), WAIT).toBe(10);
    expect(await table.innerText()).not.toContain('Zainab');
    expect(await table.locator('h1').innerText()).toContain('(more than 10)');

    // The search goes to the server, which finds her on the whole directory (case-insensitive).
    await page.getByTestId('table-search').locator('input').fill('zainab');
    await expect.poll(() => table.innerText(), WAIT).toContain('Zainab Rahman');
    await expect.poll(() => rows().count(), WAIT).toBe(1);

    // A search nobody matches: the no-match state; clearing it shows page one again.
    await page.getByTestId('table-search').locator('input').fill('nobody by this name');
    await expect.poll(() => page.getByTestId('table-no-match').count(), WAIT).toBe(1);
    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect.poll(() => rows().count(), WAIT).toBe(10);
    await context.close();
  });

  it("pages a finance list on the server: a manager's transaction history, ten a page, Next reads the rest", async () => {
    // Prepare: twelve completed settlement rows of a fresh organisation.
    const org = await historyOrg('txpage');
    const owner = { id: org.orgId, name: org.org.name };
    const stored = Array.from({ length: 12 }, (_, i) =>
      historyRow(owner, { paymentDate: klDate(), amount: 201 + i, description: `Paged settlement ${i + 1}` }),
    );
    await putHistoryRows(stored);

    const { context, page } = await newPage(browser());
    await new LoginPage(page).signIn({
      code: org.orgId,
      email: org.managerUser.email,
      password: org.managerUser.password,
    });
    await expect.poll(() => menuLabels(page), WAIT).toContain('Transactions');
    await page.goto(siteUrl('/transactions'));
    const table = page.getByTestId('table-transaction-history');
    const rows = () => table.locator('tbody tr');
    const amounts = async () =>
      (await table.locator('[data-testid^="txh-amount-"]').allInnerTexts()).map((t) => t.trim());

    // Page one: ten rows, the count open-ended.
    await expect.poll(() => rows().count(), WAIT).toBe(10);
    await expect.poll(() => table.locator('h1').innerText(), WAIT).toContain('(more than 10)');
    const first = await amounts();

    // Next: the two others, none of page one; then the list is known to be 12 long.
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect.poll(() => rows().count(), WAIT).toBe(2);
    const second = await amounts();
    expect([...first, ...second].sort()).toEqual(stored.map((r) => formatRm(r.amount)).sort());
    await expect.poll(() => table.locator('h1').innerText(), WAIT).toContain('(12)');
    await context.close();
  });
});
