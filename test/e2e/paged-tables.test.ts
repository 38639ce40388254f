import { describe, expect, it } from 'vitest';
import { advancePayWorld, storeWithdrawal } from '../support/advance-pay';
import { useBrowser, expectPath, LoginPage, newPage, siteUrl } from './support/browser';

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
});
