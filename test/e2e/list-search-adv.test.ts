import { ulid } from 'ulid';
import { describe, expect, it } from 'vitest';
import { periodOf } from '../../shared/domain/advance-pay/advance-pay';
import { epochSeconds } from '../../shared/domain/time/time';
import { createEmployee } from '../../lambdas/data/employees/employees';
import { storeWithdrawal } from '../support/advance-pay';
import { employeeRecord } from '../support/advance-pay-records';
import { freshOrgWithManager } from '../support/fresh-org';
import { expectPath, LoginPage, newPage, siteUrl, useBrowser } from './support/browser';
import { searchTable } from './support/table-search';

const browser = useBrowser();
const WAIT = { timeout: 15_000 };

describe('the search of a server-paged table (management Advance Pay)', () => {
  it("finds a request of the month's second page by the employee's name, typed in the table's search box", async () => {
    const mark = `Qz${ulid().slice(-8).toLowerCase()}`;
    const org = await freshOrgWithManager({ idPrefix: 'lse', label: 'List Search Browser' });
    const now = epochSeconds();
    const [often, sought] = [employeeRecord(org.orgId, now), employeeRecord(org.orgId, now, { name: `Siti ${mark}` })];
    await createEmployee(often);
    await createEmployee(sought);
    const period = periodOf();
    // The request sought is the month's oldest: newest first, it is the 12th, on page 2 of 10 (even if
    // the next one was made within the same millisecond, whose id may then sort before it).
    const target = await storeWithdrawal(org.orgId, sought.employeeICNumber, { period, createdBy: sought.name });
    for (let i = 0; i < 11; i += 1)
      await storeWithdrawal(org.orgId, often.employeeICNumber, { period, createdBy: often.name });

    const { context, page } = await newPage(browser());
    await new LoginPage(page).signIn({ code: org.orgId, email: org.manager.email, password: org.manager.password });
    await expectPath(page, '/management/dashboard');
    await page.goto(siteUrl(`/management/advance-pay/transactions?period=${period.key}`));
    const table = page.getByTestId('management-transactions-table');
    const row = table.getByTestId(`details-${target.id}`);
    // Page 1 is full of the other employee's requests; the one sought is not on it.
    await expect.poll(() => table.locator('tbody tr').count(), WAIT).toBe(10);
    await expect.poll(() => table.locator('tbody tr', { hasText: often.name }).count(), WAIT).toBe(10);
    expect(await row.count()).toBe(0);
    expect(await table.innerText()).not.toContain(mark);
    expect(await table.getByRole('button', { name: 'Next page' }).isDisabled()).toBe(false);

    // Typed in another case, the search runs on the server across the month: the request shows on page 1.
    const found = await searchTable(table, mark.toUpperCase());
    expect(await found.innerText()).toContain(sought.name);
    await expect.poll(() => row.count(), WAIT).toBe(1);
    await context.close();
  });
});
