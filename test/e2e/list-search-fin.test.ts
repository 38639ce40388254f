import { randomBytes } from 'node:crypto';
import { ulid } from 'ulid';
import { describe, expect, it } from 'vitest';
import { epochSeconds } from '../../shared/domain/time/time';
import { createSupplier } from '../../lambdas/data/benefits/suppliers';
import { freshFinanceOrg } from '../support/finance';
import { createTestUser } from '../support/users';
import { expectPath, LoginPage, menuLabels, newPage, useBrowser } from './support/browser';
import { searchTable } from './support/table-search';

const browser = useBrowser();

/**
 * The search box of a finance table searches on the server across every page
 * (shared/callables/list-search.ts): a Manager's suppliers are shown in the order added, ten a
 * page, so the last one added is on page 2 until its name is typed in the box.
 */
describe('the suppliers table in the browser', () => {
  it('finds a supplier of a later page by the text typed in its search box', async () => {
    const org = await freshFinanceOrg('e2e-srch');
    const login = await createTestUser({ role: 'Manager', orgId: org.orgId, acceptedTerms: true });
    const text = `Zq${randomBytes(4).toString('hex')}Maju`;
    const supplier = (companyName: string) => {
      const now = epochSeconds();
      return createSupplier({
        id: ulid(),
        orgId: org.orgId,
        orgName: org.orgName,
        companyName,
        businessRegistrationNumber: `2019${randomBytes(4).toString('hex')}`,
        mobileNumber: '+60312345678',
        email: 'accounts@supplier.example',
        address: '12 Jalan Tun Razak, 50400 Kuala Lumpur',
        contactPersonName: 'Lim Mei Ling',
        contactPersonMobileNumber: '+60123456789',
        contactPersonEmail: 'meiling@supplier.example',
        status: 'APPROVED',
        bankDetails: [],
        createdAt: now,
        modifiedAt: now,
      });
    };
    for (let i = 0; i < 10; i++) await supplier(`Bekalan ${i} Sdn Bhd`);
    const later = await supplier(`Syarikat ${text} Sdn Bhd`);

    const { context, page } = await newPage(browser());
    await new LoginPage(page).signIn({ code: org.orgId, email: login.email, password: login.password });
    await expect.poll(() => menuLabels(page), { timeout: 15_000 }).toContain('Suppliers');
    await page.getByTestId('side-nav').getByText('Suppliers', { exact: true }).click();
    await expectPath(page, '/suppliers');
    const table = page.getByTestId('table-suppliers');
    const search = table.getByTestId('table-search').locator('input');
    await expect
      .poll(async () => search.getAttribute('placeholder'))
      .toBe('Search suppliers by company, registration no., contact or e-mail...');
    // Page 1: the first ten added, not the last one.
    await expect.poll(() => table.locator('tbody tr').count(), { timeout: 15_000 }).toBe(10);
    expect(await page.getByTestId(`supplier-link-${later.id}`).count()).toBe(0);

    // Typed in another case, the server finds it on the first page of the search.
    const rows = await searchTable(table, text.toUpperCase());
    await rows.getByTestId(`supplier-link-${later.id}`).waitFor();
    await context.close();
  });
});
