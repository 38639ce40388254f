import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { callApi, expectOk, okBody } from '../support/api';
import { advancePayWorld } from '../support/advance-pay';
import { asSen } from '../../shared/domain/money/money';
import { useBrowser, chooseOption, expectPath, expectToast, LoginPage, menuLabels, newPage } from './support/browser';
import { isDisabledButton, switchMakerCheckerOff } from './support/maker-checker';

const browser = useBrowser();

/** Page object of the withdrawal policy screens. */
class PoliciesPages {
  constructor(readonly page: Page) {}

  input(testId: string) {
    return this.page.getByTestId(testId).locator('input');
  }

  async fill(values: { min?: string; max?: string; maximum?: string }) {
    if (values.min !== undefined) await this.input('policy-min-salary').fill(values.min);
    if (values.max !== undefined) await this.input('policy-max-salary').fill(values.max);
    if (values.maximum !== undefined) await this.input('policy-maximum').fill(values.maximum);
  }

  async frequency(label: string) {
    await chooseOption(this.page.getByTestId('policy-frequency'), label);
  }

  advancedRow(text: string) {
    return this.page.getByTestId('table-advanced-withdrawal-policies').locator('tbody tr', { hasText: text });
  }
}

describe('withdrawal policies and the notifications e-mail in the browser', () => {
  it('a single Manager (the rule switched off for her) creates and approves the general policy and an advanced one, then chooses the notifications e-mail', async () => {
    const w = await advancePayWorld({ policy: null });
    const { context, page } = await newPage(browser());
    const ui = new PoliciesPages(page);
    await new LoginPage(page).signIn({ code: w.orgId, email: w.manager.email, password: w.manager.password });
    await expectPath(page, '/management/dashboard');
    await expect
      .poll(() => menuLabels(page), { timeout: 15_000 })
      .toEqual(expect.arrayContaining(['Withdrawal Policies', 'Notifications Email']));

    // General: none yet; created in place, checked by the schema first.
    await page.getByTestId('side-nav').getByText('Withdrawal Policies').click();
    await expectPath(page, '/management/advance-pay/withdrawal-policies');
    await page.getByText('General Withdrawal Policy not Found!').waitFor();
    await page.getByTestId('advanced-empty').getByText('No policies were found!').waitFor();
    await page.getByTestId('general-create').click();
    await page.getByTestId('general-save').click();
    await page.getByText('Maximum withdrawal amount is required').waitFor();
    await ui.fill({ maximum: '1000' });
    expect(await page.getByTestId('policy-withdrawal-date').count()).toBe(0);
    await ui.frequency('Once per month');
    await ui.input('policy-withdrawal-date').fill('40');
    await page.getByTestId('general-save').click();
    await page.getByText('Withdrawal date must be at most 31').waitFor();
    await ui.input('policy-withdrawal-date').fill('15');
    await page.getByTestId('general-save').click();
    await expectToast(page, 'success', 'Withdrawal policy created. It applies once a Manager approves it.');
    const general = page.getByTestId('general-policy');
    await expect.poll(() => general.innerText()).toContain('Pending');
    expect(await general.innerText()).toContain('RM 1,000.00');
    expect(await general.innerText()).toContain('Once per month');
    // Two people for money: she prepared it, so Approve is disabled; the provider switches the rule
    // off for this single-Manager organisation, and after a reload she may approve it.
    await expect.poll(() => isDisabledButton(page.getByTestId('general-approve'))).toBe(true);
    await switchMakerCheckerOff(w.orgId, 'E2E: a single Manager');
    await page.reload();
    await expect.poll(() => isDisabledButton(page.getByTestId('general-approve')), { timeout: 15_000 }).toBe(false);
    await page.getByTestId('general-approve').click();
    await expectToast(page, 'success', 'Withdrawal policy approved. It now applies to withdrawals.');
    await expect.poll(() => general.innerText()).toContain('Approved');

    // The leave-page guard of the inline edit: a changed value asks before a menu link leaves the page.
    await page.getByTestId('general-edit').click();
    await ui.fill({ maximum: '1200' });
    await page.getByTestId('side-nav').getByText('Notifications Email').click();
    await page.getByTestId('leave-page-modal').getByText('Leave page? You will lose unsaved changes.').waitFor();
    await page.getByTestId('leave-page-stay').click();
    await expectPath(page, '/management/advance-pay/withdrawal-policies');
    expect(await ui.input('policy-maximum').inputValue()).toBe('1200');
    await page.getByTestId('general-cancel').click();
    await expect.poll(() => general.innerText()).toContain('RM 1,000.00');

    // Advanced: created on its own page, then approved with Approve Selected.
    await page.getByTestId('advanced-create').first().click();
    await expectPath(page, '/management/advance-pay/withdrawal-policies/advanced/create');
    await ui.fill({ min: '3000', max: '2000', maximum: '1500' });
    await ui.frequency('Daily');
    await page.getByTestId('advanced-save').click();
    // inside the form: Cloudscape also reads the message out through a page-wide live region
    await page.getByTestId('advanced-form').getByText('value should be greater than minimum salary').waitFor();
    await ui.fill({ max: '6000' });
    await page.getByTestId('advanced-save').click();
    await expectToast(page, 'success', 'Withdrawal policy created. It applies once a Manager approves it.');
    await expectPath(page, '/management/advance-pay/withdrawal-policies');
    const row = ui.advancedRow('RM 3,000.00 - RM 6,000.00');
    await expect.poll(() => row.innerText()).toContain('Pending');
    expect(await row.innerText()).toContain('RM 1,500.00');
    await row.locator('input[type=checkbox]').check();
    await page.getByTestId('advanced-approve-selected').click();
    await expectToast(page, 'success', 'Withdrawal policy approved. It now applies to withdrawals.');
    await expect.poll(() => row.innerText()).toContain('Approved');

    const stored = await callApi('withdrawalPolicies-getPolicies', {}, w.manager.token);
    expectOk(stored);
    expect(stored.body.generalPolicy).toMatchObject({
      status: 'APPROVED',
      maximumWithdrawalAmount: 1000,
      withdrawalFrequency: 'ONCE_PER_MONTH',
      withdrawalDate: 15,
      approvedBy: 'Test Manager',
    });
    expect(stored.body.advanced).toEqual([
      expect.objectContaining({
        status: 'APPROVED',
        minSalary: 3000,
        maxSalary: 6000,
        maximumWithdrawalAmount: 1500,
        withdrawalFrequency: 'DAILY',
      }),
    ]);

    // Notifications e-mail: one of the organisation's Managers and Executives.
    await page.getByTestId('side-nav').getByText('Notifications Email').click();
    await expectPath(page, '/settings/notifications-email');
    await page.getByTestId('notifications-email-save').click();
    await page.getByText('* Required!').waitFor();
    await chooseOption(
      page.getByTestId('notifications-email-select'),
      `Test Executive (${w.executive.email}) - Executive`,
    );
    await page.getByTestId('notifications-email-save').click();
    await expectToast(page, 'success', 'Transaction has been successfuly updated!');
    await page
      .getByTestId('notifications-email-current')
      .getByText(`Currently ${w.executive.email}, set by Test Manager`, { exact: false })
      .waitFor();
    expect(okBody(await callApi('settings-getNotificationsEmail', {}, w.manager.token)).notificationsEmail).toBe(
      w.executive.email,
    );
    await context.close();
  });

  it('an Executive edits and deletes but is not offered approval', async () => {
    const w = await advancePayWorld({
      policy: { type: 'ADVANCED', status: 'PENDING', minSalarySen: asSen(100_000), maxSalarySen: asSen(200_000) },
    });
    const { context, page } = await newPage(browser());
    await new LoginPage(page).signIn({ code: w.orgId, email: w.executive.email, password: w.executive.password });
    await expectPath(page, '/management/dashboard');
    await page.goto(new URL('/management/advance-pay/withdrawal-policies', page.url()).toString());
    await page.getByText('General Withdrawal Policy not Found!').waitFor();
    const table = page.getByTestId('table-advanced-withdrawal-policies');
    await table.locator('tbody tr', { hasText: 'RM 1,000.00 - RM 2,000.00' }).waitFor();
    expect(await page.getByTestId('advanced-approve-selected').count()).toBe(0);
    expect(await table.locator('input[type=checkbox]').count()).toBe(0);

    // Editing an advanced policy on its own page.
    await table.getByText('RM 1,000.00 - RM 2,000.00').click();
    await expect
      .poll(() => new URL(page.url()).pathname)
      .toMatch(/^\/management\/advance-pay\/withdrawal-policies\/advanced\/[0-9A-Z]+\/edit$/);
    await page.getByTestId('policy-max-salary').locator('input').fill('2500');
    await page.getByTestId('advanced-save').click();
    await expectToast(page, 'success', 'Withdrawal policy updated. It applies once a Manager approves it.');
    await table.locator('tbody tr', { hasText: 'RM 1,000.00 - RM 2,500.00' }).waitFor();

    // Delete asks first.
    const id = okBody(await callApi('withdrawalPolicies-getPolicies', {}, w.executive.token)).advanced[0].id;
    await page.getByTestId(`advanced-delete-${id}`).click();
    await page.getByTestId('advanced-delete-confirm-button').click();
    await expectToast(page, 'success', 'Withdrawal policy deleted.');
    await page.getByTestId('advanced-empty').getByText('No policies were found!').waitFor();
    await context.close();
  });
});
