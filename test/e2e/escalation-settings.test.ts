import { describe, expect, it } from 'vitest';
import { paths } from '../../shared/routes';
import { addDaysIso } from '../../shared/domain/finance/disbursement';
import { isoToDisplay } from '../../shared/domain/time/date-text';
import { klDate } from '../../shared/domain/time/time';
import { advancePayWorld } from '../support/advance-pay';
import { callApi, okBody } from '../support/api';
import { expectPath, expectToast, LoginPage, newPage, siteUrl, useBrowser } from './support/browser';

/**
 * The escalation settings on the withdrawal policies page (issue 33 line 2;
 * docs/rules.md#decision-deadline-and-escalation): 4 working hours and no backup approver at first;
 * a Manager sets the approval time (a wrong one refused on its field) and the backup approver; a
 * Manager names a delegate for their leave (a last day before the first refused on its field).
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

  it('a Manager names a delegate for a period of leave and it shows', async () => {
    const w = await advancePayWorld();
    const from = addDaysIso(klDate(), 2);
    const to = addDaysIso(klDate(), 9);
    const { context, page } = await newPage(browser());
    await new LoginPage(page).signIn({ code: w.orgId, email: w.manager.email, password: w.manager.password });
    await expectPath(page, '/management/dashboard');
    await page.goto(siteUrl(paths.withdrawalPolicies()));

    const section = page.getByTestId('escalation');
    await section.getByTestId('escalation-delegates').getByText('None', { exact: true }).waitFor(WAIT);
    await section.getByTestId('escalation-leave').click();
    const modal = page.getByTestId('leave-modal');
    await modal.getByTestId('leave-delegate-select').locator('button').first().click();
    await page.getByText(`(${w.executive.email})`, { exact: false }).first().click();
    const first = modal.getByTestId('leave-from').locator('input');
    const last = modal.getByTestId('leave-to').locator('input');
    // The last day before the first: refused on its field, nothing saved.
    await first.fill(isoToDisplay(to));
    await last.fill(isoToDisplay(from));
    await modal.getByTestId('leave-modal-save').click();
    await modal.getByText('The last day cannot be before the first').waitFor(WAIT);
    expect(okBody(await callApi('settings-getEscalation', {}, w.manager.token)).ownDelegate).toBeNull();

    await first.fill(isoToDisplay(from));
    await last.fill(isoToDisplay(to));
    await modal.getByTestId('leave-modal-save').click();
    await expectToast(page, 'success', 'The escalation settings are saved.');
    const shown = `${w.manager.email} → ${w.executive.email}, ${isoToDisplay(from)} to ${isoToDisplay(to)}`;
    await section.getByTestId('escalation-delegates').getByText(shown, { exact: true }).waitFor(WAIT);
    expect(okBody(await callApi('settings-getEscalation', {}, w.manager.token))).toMatchObject({
      ownDelegate: { delegateEmail: w.executive.email, from, to },
      delegates: [{ managerEmail: w.manager.email, delegateEmail: w.executive.email, from, to }],
    });
    // The organisation's Executive reads the same delegations.
    expect(okBody(await callApi('settings-getEscalation', {}, w.executive.token)).delegates).toHaveLength(1);
    await context.close();
  }, 120_000);
});
