import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import { freshEmployee } from '../support/own-profile';
import { callApi, okBody, signIn } from '../support/api';
import { DEMO_CATEGORY_IDS } from '../../dev/seeds/seed-lookups';
import {
  useBrowser,
  chooseOption,
  expectPath,
  expectToast,
  followLink,
  LoginPage,
  menuLabels,
  newPage,
} from './support/browser';
import { DEMO_PASSWORD } from '../../dev/seeds/demo-password';

const browser = useBrowser();

/** A tiny PNG (1×1), the verification screenshot. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** Page object of the Payment Election form. */
class ElectionForm {
  constructor(readonly page: Page) {}

  async elect(wallet: string, percentage: string) {
    await this.page.getByTestId('election-add').first().click();
    await expectPath(this.page, '/elect-wallets');
    await chooseOption(this.page.getByTestId('election-wallet'), wallet);
    await this.page.getByTestId('election-account').locator('input').fill('0123456789');
    await this.page.getByTestId('election-percentage').locator('input').fill(percentage);
  }

  async verifiedWithScreenshot() {
    await chooseOption(this.page.getByTestId('election-verified'), 'Yes');
    await this.page
      .getByTestId('election-screenshot')
      .locator('input[type=file]')
      .setInputFiles({ name: 'verified.png', mimeType: 'image/png', buffer: PNG });
  }

  save() {
    return this.page.getByTestId('election-save');
  }
}

describe('eBenefits in the browser', () => {
  it('an employee elects two wallets to 100% (60% + 40%), never above, and sees the total', async () => {
    const { user } = await freshEmployee('demo', {
      employeeCategoryId: DEMO_CATEGORY_IDS.demoApproved,
      officeId: 'office-demo-kl',
    });
    const { context, page } = await newPage(browser());
    await new LoginPage(page).signIn({ code: 'demo', email: user.email, password: user.password });
    await expectPath(page, '/dashboard');
    await expect.poll(() => menuLabels(page), { timeout: 15_000 }).toContain('Elected Wallets');

    // My Benefits: the seeded Approved benefits of Staff at KL.
    await page.getByTestId('side-nav').getByText('My Benefits', { exact: true }).click();
    await expectPath(page, '/user-benefits');
    await expect
      .poll(() => page.getByTestId('table-my-benefits').innerText(), { timeout: 15_000 })
      .toContain('Transport allowance');
    expect(await page.getByTestId('table-my-benefits').innerText()).not.toContain('Housing allowance');
    // Below, the payouts benefit pay runs made to them: none yet for a new employee.
    await expect
      .poll(() => page.getByTestId('table-my-payouts').innerText(), { timeout: 15_000 })
      .toContain('No benefit payouts yet.');

    await page.getByTestId('side-nav').getByText('Elected Wallets', { exact: true }).click();
    await expectPath(page, '/elected-wallets');
    const form = new ElectionForm(page);

    await form.elect("Touch 'n Go eWallet", '60');
    // No: the e-wallet's support dialog, and Save stays disabled.
    await chooseOption(page.getByTestId('election-verified'), 'No');
    await page.getByTestId('election-support').getByTestId('election-support-link').waitFor();
    await page.getByTestId('election-support-close').click();
    expect(await form.save().isDisabled()).toBe(true);
    await form.verifiedWithScreenshot();
    await expect.poll(() => form.save().isEnabled(), { timeout: 15_000 }).toBe(true);
    await form.save().click();
    await expectToast(page, 'success', 'Wallet allocation successful!');
    await expectPath(page, '/elected-wallets');
    await expect.poll(() => page.getByTestId('elected-total').innerText(), { timeout: 15_000 }).toBe('60%');

    // Over 100%: the warning, and Save disabled.
    await form.elect('Boost', '41');
    await page
      .getByTestId('election-over-warning')
      .getByText('Allocating more than 100% of your entitled amount is not possible!')
      .waitFor();
    await form.verifiedWithScreenshot();
    expect(await form.save().isDisabled()).toBe(true);
    await page.getByTestId('election-percentage').locator('input').fill('40');
    await expect.poll(() => page.getByTestId('election-total').innerText(), { timeout: 15_000 }).toBe('100%');
    await expect.poll(() => form.save().isEnabled(), { timeout: 15_000 }).toBe(true);
    await form.save().click();
    await expectToast(page, 'success', 'Wallet allocation successful!');
    await expectPath(page, '/elected-wallets');
    await expect.poll(() => page.getByTestId('elected-total').innerText(), { timeout: 15_000 }).toBe('100%');
    const table = await page.getByTestId('table-elected-wallets').innerText();
    expect(table).toContain('60%');
    expect(table).toContain('40%');
    expect(await page.getByTestId('election-add').first().isDisabled()).toBe(true);
    await context.close();
  });

  it('a manager creates a benefit, submits it and approves it', async () => {
    const name = `E2E allowance ${ulid().slice(-6)}`;
    const { context, page } = await newPage(browser());
    await new LoginPage(page).signIn({ code: 'demo', email: 'manager@demo.test', password: DEMO_PASSWORD });
    await expectPath(page, '/management/dashboard');
    await expect.poll(() => menuLabels(page), { timeout: 15_000 }).toContain('Employee Benefits');
    await page.getByTestId('side-nav').getByText('Employee Benefits', { exact: true }).click();
    await expectPath(page, '/employee-benefits');

    await page.getByTestId('benefit-create').first().click();
    await expectPath(page, '/employee-benefits/create');
    await page.getByTestId('benefit-submit').click();
    await page.getByTestId('benefit-form').getByText('*Required').first().waitFor();
    await page.getByTestId('benefit-name').locator('input').fill(name);
    await page.getByTestId('benefit-amount').locator('input').fill('125.50');
    await chooseOption(page.getByTestId('benefit-category'), 'Staff');
    await chooseOption(page.getByTestId('benefit-office'), 'Kuala Lumpur HQ');
    await chooseOption(page.getByTestId('benefit-recurrence'), 'Quarterly');

    // The leave-page guard asks before losing the typed values.
    await page.getByTestId('benefit-cancel').click();
    await page.getByTestId('leave-page-modal').getByText('Leave page? You will lose unsaved changes.').waitFor();
    await page.getByTestId('leave-page-stay').click();

    await page.getByTestId('benefit-submit').click();
    await expectToast(page, 'success', 'Employee benefit submitted for approval.');
    await expectPath(page, '/employee-benefits');
    await page.getByTestId('table-search').locator('input').fill(name);
    const row = page.getByTestId('table-employee-benefits').locator('tr', { hasText: name });
    await expect.poll(() => row.innerText(), { timeout: 15_000 }).toContain('Pending Approval');
    expect(await row.innerText()).toContain('RM 125.50');

    await followLink(page, row.getByRole('link', { name }), /^\/employee-benefits\/[0-9A-Z]+\/update$/);
    await page.getByTestId('benefit-edit').waitFor();
    await page.getByTestId('benefit-approve').click();
    await expectToast(page, 'success', 'Employee benefit approved.');
    await expectPath(page, '/employee-benefits');
    await page.getByTestId('table-search').locator('input').fill(name);
    await expect.poll(() => row.innerText(), { timeout: 15_000 }).toContain('Approved');
    await context.close();
  });

  it('a manager approves a Pending Approval benefit with Approve Selected', async () => {
    const { context, page } = await newPage(browser());
    await new LoginPage(page).signIn({ code: 'demo', email: 'manager@demo.test', password: DEMO_PASSWORD });
    await expectPath(page, '/management/dashboard');
    await page.goto(new URL('/employee-benefits/create', page.url()).toString());
    const name = `E2E bulk ${ulid().slice(-6)}`;
    await page.getByTestId('benefit-name').locator('input').fill(name);
    await page.getByTestId('benefit-amount').locator('input').fill('10');
    await chooseOption(page.getByTestId('benefit-category'), 'Staff');
    await chooseOption(page.getByTestId('benefit-office'), 'Johor Bahru Branch');
    await chooseOption(page.getByTestId('benefit-recurrence'), 'Monthly');
    await page.getByTestId('benefit-submit').click();
    await expectPath(page, '/employee-benefits');
    await page.getByTestId('table-search').locator('input').fill(name);
    const row = page.getByTestId('table-employee-benefits').locator('tr', { hasText: name });
    await expect.poll(() => row.innerText(), { timeout: 15_000 }).toContain('Pending Approval');
    await row.locator('input[type=checkbox]').check();
    await page.getByTestId('benefit-approve-selected').click();
    await expectToast(page, 'success', 'Employee benefits successfully approved!');
    await expect.poll(() => row.innerText(), { timeout: 15_000 }).toContain('Approved');
    await context.close();
  });

  it('approving a benefit whose category is not Approved asks to approve both', async () => {
    const token = (await signIn('executive@demo.test', DEMO_PASSWORD)).idToken;
    const category = okBody(
      await callApi(
        'employeeCategories-createEmployeeCategory',
        { name: `E2E cat ${ulid().slice(-6)}`, description: 'For the approve-both test', status: 'Pending Approval' },
        token,
      ),
    );
    const benefit = okBody(
      await callApi(
        'employeeBenefits-createEmployeeBenefit',
        {
          name: `E2E both ${ulid().slice(-6)}`,
          amount: 50,
          employeeCategoryId: category.id,
          officeCode: 'KL',
          recurrence: 'Yearly',
          status: 'Pending Approval',
        },
        token,
      ),
    );
    const { context, page } = await newPage(browser());
    await new LoginPage(page).signIn({ code: 'demo', email: 'manager@demo.test', password: DEMO_PASSWORD });
    await expectPath(page, '/management/dashboard');
    await page.goto(new URL(`/employee-benefits/${benefit.id}/update`, page.url()).toString());
    await page.getByTestId('benefit-approve').click();
    const dialog = page.getByTestId('benefit-approve-both');
    await dialog.getByText(`The employee category ${category.name} is not Approved yet.`, { exact: false }).waitFor();
    await page.getByTestId('benefit-approve-both-button').click();
    await expectToast(page, 'success', 'Employee category and benefit approved.');
    await expectPath(page, '/employee-benefits');
    const cat = okBody(await callApi('employeeCategories-getEmployeeCategory', { empCatId: category.id }, token));
    expect(cat.status).toBe('Approved');
    const read = okBody(await callApi('employeeBenefits-getEmployeeBenefit', { empBenId: benefit.id }, token));
    expect(read.status).toBe('Approved');
    await context.close();
  });
});
