import { describe, expect, it } from 'vitest';
import { paths } from '../../shared/routes';
import { advancePayWorld } from '../support/advance-pay';
import { callApi, okBody } from '../support/api';
import { expectPath, expectToast, LoginPage, newPage, siteUrl, useBrowser } from './support/browser';

/**
 * The automatic approval rule on the withdrawal policies page (issue 33, line 1;
 * docs/rules.md#automatic-approval-rule): Off at first; a Manager turns it on with its amount and
 * monthly number (a missing one is refused on its field), the page then says what it approves and
 * the API applies it; an Executive sees it without Edit.
 */
const browser = useBrowser();
const WAIT = { timeout: 20_000 };

describe('the automatic approval rule on the withdrawal policies page', () => {
  it('a Manager turns it on; an Executive sees it and cannot edit it', async () => {
    const w = await advancePayWorld();
    const { context, page } = await newPage(browser());
    await new LoginPage(page).signIn({ code: w.orgId, email: w.manager.email, password: w.manager.password });
    await expectPath(page, '/management/dashboard');
    await page.goto(siteUrl(paths.withdrawalPolicies()));

    const section = page.getByTestId('approval-rule');
    await section.getByTestId('approval-rule-status').getByText('Off', { exact: true }).waitFor(WAIT);
    await section.getByTestId('approval-rule-edit').click();
    const modal = page.getByTestId('approval-rule-modal');
    await modal.getByTestId('approval-rule-enabled').locator('input').check();
    await modal.getByTestId('approval-rule-amount').locator('input').fill('250');
    await modal.getByTestId('approval-rule-save').click();
    await modal.getByText('* Required!').waitFor(WAIT);
    await modal.getByTestId('approval-rule-per-month').locator('input').fill('2');
    await modal.getByTestId('approval-rule-save').click();
    await expectToast(page, 'success', 'The approval rule is saved.');
    await section
      .getByTestId('approval-rule-summary')
      .getByText('Requests up to RM 250.00 are approved at once, at most 2 a month for each employee.')
      .waitFor(WAIT);
    expect(await section.getByTestId('approval-rule-status').innerText()).toBe('On');
    expect(okBody(await callApi('withdrawalPolicies-getApprovalRule', {}, w.manager.token))).toMatchObject({
      enabled: true,
      maxAmount: 250,
      maxPerMonth: 2,
    });
    await context.close();

    const executive = await newPage(browser());
    await new LoginPage(executive.page).signIn({
      code: w.orgId,
      email: w.executive.email,
      password: w.executive.password,
    });
    await expectPath(executive.page, '/management/dashboard');
    await executive.page.goto(siteUrl(paths.withdrawalPolicies()));
    const shown = executive.page.getByTestId('approval-rule');
    await shown.getByTestId('approval-rule-status').getByText('On', { exact: true }).waitFor(WAIT);
    expect(await shown.getByTestId('approval-rule-edit').count()).toBe(0);
    await executive.context.close();
  }, 120_000);
});
