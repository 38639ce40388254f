import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { payRunWorld } from '../support/pay-runs';
import {
  chooseOption,
  expectPath,
  expectToast,
  followLink,
  LoginPage,
  newPage,
  siteUrl,
  useBrowser,
} from './support/browser';
import { isDisabledButton, switchMakerCheckerOff } from './support/maker-checker';
import { DEMO_PASSWORD } from '../../dev/seeds/demo-password';

const browser = useBrowser();
const DETAILS = /^\/benefits-pay-runs\/([0-9A-Z]+)\/details$/;

/** Opens a Cloudscape multiselect (its data-testid element) and picks the option whose name contains `option`. */
async function pick(page: Page, testId: string, option: RegExp) {
  await page.getByTestId(testId).locator('button').first().click();
  await page.getByRole('option', { name: option }).first().click();
  await page.keyboard.press('Escape');
}

const statusText = (page: Page) => page.getByTestId('pay-run-details-status').innerText();

describe('benefit pay runs in the browser', () => {
  it(
    'a single manager (the rule switched off for him) creates, submits and approves a pay run; an administrator pays it out and completes it with one failed payment',
    { timeout: 240_000 },
    async () => {
      const w = await payRunWorld();
      const { context, page } = await newPage(browser());
      await new LoginPage(page).signIn(w.managerLogin);
      await expectPath(page, '/management/dashboard');

      await page.goto(siteUrl('/benefits-pay-runs'));
      await page.getByTestId('table-benefit-pay-runs').getByText('Zero (0) payment runs found!').waitFor();
      await page.getByTestId('pay-run-create-regular').first().click();
      await expectPath(page, '/benefits-pay-runs/create/Regular');
      await page.getByTestId('pay-run-save').click();
      await page.getByTestId('pay-run-form').getByText('*Required').first().waitFor();

      await page.getByTestId('pay-run-pay-day').locator('input').first().fill('28/12/2026');
      await page.getByTestId('pay-run-benefit-name').locator('input').fill('Year-end bonus');
      await page.getByTestId('pay-run-amount').locator('input').fill('0');
      await page.getByTestId('pay-run-save').click();
      await page.getByTestId('pay-run-form').getByText('Value cannot be zero or less than zero!').waitFor();
      await page.getByTestId('pay-run-amount').locator('input').fill('10.01');
      await chooseOption(page.getByTestId('pay-run-grouping'), 'Teams');
      await pick(page, 'pay-run-teams', /Operations/);
      await page.getByTestId('pay-run-save').click();
      await expectToast(page, 'success', 'Pay run successfully created!');
      await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toMatch(DETAILS);
      const payRunId = DETAILS.exec(new URL(page.url()).pathname)?.[1] ?? '';

      await expect.poll(() => page.getByTestId('pay-run-eligible').innerText()).toBe('2 of 3');
      expect(await page.getByTestId('pay-run-net-pay').innerText()).toBe('RM 270.52');
      await expect
        .poll(() => page.getByTestId(`pay-run-split-${w.employees.kl.employeeICNumber}`).innerText())
        .toBe("Touch 'n Go eWallet 33% RM 52.97 · GrabPay 67% RM 107.54");

      await page.getByTestId('pay-run-submit').click();
      await expectToast(page, 'success', 'Pay run submitted for approval!');
      await expect.poll(() => statusText(page)).toBe('Pending Approval');
      // Two people for money: he prepared it, so Approve is disabled; the provider switches the rule
      // off for this single-Manager organisation, and after a reload he may approve it.
      await expect.poll(() => isDisabledButton(page.getByTestId('pay-run-approve'))).toBe(true);
      await switchMakerCheckerOff(w.orgId, 'E2E: a single Manager');
      await page.reload();
      await expect.poll(() => isDisabledButton(page.getByTestId('pay-run-approve')), { timeout: 15_000 }).toBe(false);
      await page.getByTestId('pay-run-approve').click();
      await expectToast(page, 'success', 'Pay run successfully approved!');
      await expect.poll(() => statusText(page)).toBe('Approved');
      expect(await page.getByTestId('pay-run-edit').count()).toBe(0);
      await context.close();

      // The administrator pays it out.
      const admin = await newPage(browser());
      const a = admin.page;
      await new LoginPage(a).signIn({ email: 'admin@platform.test', password: DEMO_PASSWORD });
      await expect.poll(() => new URL(a.url()).pathname, { timeout: 15_000 }).toMatch(/^\/internal\/.+/);
      // The dashboard's card leads to the (menu-less) list of every organisation's runs.
      await a.goto(siteUrl('/internal/dashboard'));
      await followLink(a, a.getByTestId('ops-pay-runs-link'), /^\/pay-runs$/);
      await a.getByTestId(`pay-run-link-${payRunId}`).waitFor({ timeout: 15_000 });
      expect(await a.getByTestId('table-admin-pay-runs').innerText()).toContain('Pay Run Test');
      const details = `/pay-runs/${w.orgId}/${payRunId}/details`;
      const changeStatus = async (label: string) => {
        await a.goto(siteUrl(`/pay-runs/${w.orgId}/${payRunId}/edit`));
        await a.getByText('Edit Pay Run Status').first().waitFor();
        await chooseOption(a.getByTestId('pay-run-status-select'), label);
        await a.getByTestId('pay-run-status-save').click();
      };

      await changeStatus('Pending Payment');
      await expectToast(a, 'success', 'Pay run status successfully updated!');
      await expectPath(a, details);
      await expect
        .poll(() => a.getByTestId('pay-run-payout-files').innerText())
        .toContain('GrabPay: 1 payments, RM 107.54');
      expect(await a.getByTestId('pay-run-payout-files').innerText()).toContain(
        "Touch 'n Go eWallet: 2 payments, RM 162.98",
      );

      await changeStatus('Processing');
      await expectToast(a, 'success', 'Pay run status successfully updated!');
      await expectPath(a, details);

      await changeStatus('Completed');
      await a
        .getByTestId('pay-run-all-succeeded')
        .getByText('Was the transfer successful for all employees?')
        .waitFor();
      await a.getByTestId('pay-run-all-succeeded-no').click();
      await a.getByTestId('pay-run-failed-save').click();
      await a.getByTestId('pay-run-failed-dialog').getByText('*Required').first().waitFor();
      await pick(a, 'pay-run-failed-employees', /Aisyah Rahman/);
      await a.getByTestId('pay-run-failed-reason').locator('textarea').fill('Wallet account closed');
      await a.getByTestId('pay-run-failed-save').click();
      await expectToast(a, 'success', 'Pay run status successfully updated!');
      await expectPath(a, details);
      // the page reads the completed run again: its status can no longer be changed
      await a.getByTestId('pay-run-edit-status').waitFor({ state: 'detached' });

      await a.getByTestId('pay-run-report').click();
      await expectPath(a, `/pay-runs/${w.orgId}/${payRunId}/report`);
      await expect
        .poll(() => a.getByTestId(`pay-run-report-status-${w.employees.kl.employeeICNumber}`).innerText())
        .toBe('Failed');
      expect(await a.getByTestId('table-pay-run-report').innerText()).toContain('Wallet account closed');
      expect(await a.getByTestId(`pay-run-report-status-${w.employees.pg.employeeICNumber}`).innerText()).toBe(
        'Succeeded',
      );
      await admin.context.close();
    },
  );
});
