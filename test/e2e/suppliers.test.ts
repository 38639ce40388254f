import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { callApi, okBody, signIn } from '../support/api';
import {
  chooseOption,
  expectPath,
  expectToast,
  followLink,
  LoginPage,
  menuLabels,
  newPage,
  siteUrl,
  useBrowser,
} from './support/browser';
import { showOnSomePage } from './support/paging';
import { DEMO_PASSWORD } from '../../dev/seeds/demo-password';

const browser = useBrowser();
const PASSWORD = DEMO_PASSWORD;

const input = (page: Page, testId: string) => page.getByTestId(testId).locator('input').first();
const statusText = async (page: Page) => (await page.getByTestId('supplier-view-status').innerText()).trim();

describe('suppliers in the browser', () => {
  it('a manager creates a supplier with a bank account; an admin approves, then blacklists it; no more editing', async () => {
    const company = `E2E Supplier ${Date.now().toString(36)}`;

    // The manager: Finance › Suppliers, Create
    const manager = await newPage(browser());
    const m = manager.page;
    await new LoginPage(m).signIn({ code: 'demo', email: 'manager@demo.test', password: PASSWORD });
    await expect.poll(() => menuLabels(m), { timeout: 15_000 }).toContain('Suppliers');
    await m.getByTestId('side-nav').getByText('Suppliers', { exact: true }).click();
    await expectPath(m, '/suppliers');
    await m.getByTestId('table-suppliers').waitFor();
    await m.getByTestId('supplier-create').first().click();
    await expectPath(m, '/suppliers/create');

    // every field is required
    await m.getByTestId('supplier-save').click();
    await expect.poll(() => m.getByTestId('supplier-form').getByText('*Required').count()).toBe(8);

    await input(m, 'supplier-companyName').fill(company);
    await input(m, 'supplier-businessRegistrationNumber').fill('202401099999');
    await input(m, 'supplier-mobileNumber').fill('+60321234999');
    await input(m, 'supplier-email').fill('accounts@e2e-supplier.example');
    await input(m, 'supplier-address').fill('1 Jalan E2E, Kuala Lumpur');
    await input(m, 'supplier-contactPersonName').fill('Aisyah Karim');
    await input(m, 'supplier-contactPersonMobileNumber').fill('+60129998888');
    await input(m, 'supplier-contactPersonEmail').fill('aisyah@e2e-supplier.example');
    await m.getByTestId('supplier-bank-add').click();
    await chooseOption(m.getByTestId('supplier-bank-0'), 'Maybank');
    // the code follows the bank; the account is in the company's name
    await expect.poll(() => input(m, 'supplier-bank-code-0').inputValue()).toBe('MBBEMYKL');
    expect(await input(m, 'supplier-account-name-0').inputValue()).toBe(company);
    await input(m, 'supplier-account-number-0').fill('514099990001');
    await m.getByTestId('supplier-save').click();

    await expectToast(m, 'success', 'Supplier successfully created!');
    await expect.poll(() => new URL(m.url()).pathname, { timeout: 15_000 }).toMatch(/^\/suppliers\/[^/]+\/view$/);
    const id = new URL(m.url()).pathname.split('/')[2];
    await expect.poll(() => statusText(m)).toBe('Pending Approval');
    await m.getByTestId('supplier-bank-details').getByText('514099990001').waitFor();

    // The admin: Finance › Suppliers across organisations, the supplier's page
    const admin = await newPage(browser());
    const a = admin.page;
    await new LoginPage(a).signIn({ email: 'admin@platform.test', password: PASSWORD });
    await expect.poll(() => menuLabels(a), { timeout: 15_000 }).toContain('Suppliers');
    await a.getByTestId('side-nav').getByText('Suppliers', { exact: true }).click();
    await expectPath(a, '/internal/suppliers');
    await a.getByTestId('table-suppliers').getByText('Organization').first().waitFor();
    // every organisation's suppliers, paged on the server: the new one may be on any page
    await showOnSomePage(a.getByTestId('table-suppliers'), a.getByTestId(`supplier-link-${id}`));
    await followLink(a, a.getByTestId(`supplier-link-${id}`), new RegExp(`^/internal/demo/suppliers/${id}/view$`));
    await expect.poll(() => statusText(a)).toBe('Pending Approval');

    // A change made meanwhile: the approval fails inside its dialog with the server's message
    const managerToken = (await signIn('manager@demo.test', PASSWORD)).idToken;
    const current = okBody(await callApi('suppliers-getSupplier', { id }, managerToken));
    okBody(
      await callApi(
        'suppliers-update',
        {
          id,
          companyName: current.companyName,
          businessRegistrationNumber: current.businessRegistrationNumber,
          mobileNumber: current.mobileNumber,
          email: current.email,
          address: '2 Jalan E2E, Kuala Lumpur',
          contactPersonName: current.contactPersonName,
          contactPersonMobileNumber: current.contactPersonMobileNumber,
          contactPersonEmail: current.contactPersonEmail,
          bankDetails: current.bankDetails.map((d) => ({
            id: d.id,
            bankCode: d.bankCode,
            accountNumber: d.accountNumber,
          })),
        },
        managerToken,
      ),
    );
    await a.getByTestId('supplier-approve').click();
    await a.getByTestId('supplier-approve-confirm').click();
    const error = a.getByTestId('supplier-dialog-error');
    await error.getByText('Error!').waitFor();
    await error.getByText('The supplier was changed by someone else meanwhile. Reload and try again.').waitFor();
    await a.getByTestId('supplier-dialog-close').click();
    await a.getByTestId('supplier-view').getByText('2 Jalan E2E, Kuala Lumpur').waitFor();

    // Approve
    await a.getByTestId('supplier-approve').click();
    await a.getByTestId('supplier-approve-confirm').click();
    await expectToast(a, 'success', 'Approve action completed successfully!');
    await expect.poll(() => statusText(a)).toBe('Approved');
    expect(await a.getByTestId('supplier-approve').count()).toBe(0);

    // Blacklist: remarks are required
    await a.getByTestId('supplier-blacklist').click();
    await a.getByTestId('supplier-blacklist-confirm').click();
    await a.getByTestId('supplier-blacklist-dialog').getByText('*Required').waitFor();
    await a.getByTestId('supplier-blacklist-remarks').locator('textarea').fill('Invoices reported as fraudulent.');
    await a.getByTestId('supplier-blacklist-confirm').click();
    await expectToast(a, 'success', 'Blacklist action completed successfully!');
    await expect.poll(() => statusText(a)).toBe('Blacklisted');
    await a.getByTestId('supplier-view').getByText('Invoices reported as fraudulent.').waitFor();

    // The manager can no longer edit it
    await m.reload();
    await expect.poll(() => statusText(m), { timeout: 15_000 }).toBe('Blacklisted');
    expect(await m.getByTestId('supplier-edit').count()).toBe(0);
    expect(await m.getByTestId('supplier-delete').count()).toBe(0);
    await m.goto(siteUrl(`/suppliers/${id}/edit`));
    await m.getByTestId('supplier-not-editable').waitFor();

    await manager.context.close();
    await admin.context.close();
    // Two sign-ins and a list followed page by page: longer than the default on a loaded machine.
  }, 120_000);
});
