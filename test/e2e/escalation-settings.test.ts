import { describe, expect, it } from 'vitest';
import { paths } from '../../shared/routes';
import { advancePayWorld } from '../support/advance-pay';
import { callApi, okBody } from '../support/api';
import { expectPath, expectToast, LoginPage, newPage, siteUrl, useBrowser } from './support/browser';

/**
 * The escalation settings on the withdrawal policies page (issue 33 line 2;
 * docs/rules.md#decision-deadline-and-escalation): 4 working hours and no backup approver at first;
 * a Manager sets the approval time (a wrong one refused on its field) and the backup approver.
 */
const browser = useBrowser();
const WAIT = { timeout: 20_000 };

describe('deadlines and escalation on the withdrawal policies page', () => {
  it('a Manager sets the approval time and the backup approver', async () => {
    const w = await advancePayWorld();
    const { context, page } = await newPage(browser());
    await new LoginPage(page).signIn({ code: w.orgId, email: w.manager.email, password: w.manager.password });
    await expectPath(page, '/management/dashboard');
    await page.goto(siteUrl(paths.withdrawalPolicies()));

    const section = page.getByTestId('escalation');
    await section.getByTestId('escalation-hours').getByText('4 working hours', { exact: true }).waitFor(WAIT);
    expect(await section.getByTestId('escalation-backup').innerText()).toBe('None');
    await section.getByTestId('escalation-edit').click();
    const modal = page.getByTestId('escalation-modal');
    const hours = modal.getByTestId('escalation-hours-input').locator('input');
    await hours.fill('50');
    await modal.getByTestId('escalation-modal-save').click();
    await modal.getByText('Approval time must be at most 45 hours').waitFor(WAIT);
    await hours.fill('6');
    await modal.getByTestId('escalation-backup-select').locator('button').first().click();
    await page.getByText(`(${w.executive.email})`, { exact: false }).first().click();
    await modal.getByTestId('escalation-modal-save').click();
    await expectToast(page, 'success', 'The escalation settings are saved.');
    await section.getByTestId('escalation-hours').getByText('6 working hours', { exact: true }).waitFor(WAIT);
    expect(await section.getByTestId('escalation-backup').innerText()).toBe(w.executive.email);
    expect(okBody(await callApi('settings-getEscalation', {}, w.manager.token))).toMatchObject({
      approvalHours: 6,
      backupApproverEmail: w.executive.email,
    });
    await context.close();
  }, 120_000);
});
