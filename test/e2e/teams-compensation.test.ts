import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
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
import { DEMO_PASSWORD } from '../../dev/seeds/demo-password';

const browser = useBrowser();

async function openFromMenu(page: Page, label: string, path: string) {
  await expect.poll(() => menuLabels(page), { timeout: 15_000 }).toContain(label);
  await page.getByTestId('side-nav').getByText(label, { exact: true }).click();
  await expectPath(page, path);
}

const tableRow = (page: Page, tableId: string, text: string) =>
  page.getByTestId(`table-${tableId}`).locator('tr', { hasText: text });

async function addPayRange(page: Page, policyPath: string, level: string, amounts: [string, string, string]) {
  await page.getByTestId('range-create').first().click();
  await expectPath(page, `${policyPath}/create`);
  await page.getByRole('heading', { name: 'Annual Fixed Compensation Range' }).waitFor();
  await chooseOption(page.getByTestId('range-job-level'), level);
  const [minimum, midpoint, maximum] = amounts;
  await page.getByTestId('range-minimum').locator('input').fill(minimum);
  await page.getByTestId('range-midpoint').locator('input').fill(midpoint);
  await page.getByTestId('range-maximum').locator('input').fill(maximum);
  await page.getByTestId('range-submit').click();
  await expectToast(page, 'success', 'Pay range added.');
  await expectPath(page, policyPath);
}

describe('teams and compensation policies in the browser', () => {
  it('a manager creates a team, submits it and approves it with Approve Selected', async () => {
    const { context, page } = await newPage(browser());
    const name = `Warehouse ${Date.now().toString(36)}`;
    await new LoginPage(page).signIn({ code: 'demo', email: 'manager@demo.test', password: DEMO_PASSWORD });
    await expectPath(page, '/management/dashboard');
    await openFromMenu(page, 'Teams', '/teams');
    await page.getByTestId('table-teams').waitFor();

    await page.getByTestId('team-create').first().click();
    await expectPath(page, '/teams/create');
    await page.getByTestId('team-submit').click();
    await page.getByTestId('team-form').getByText('Required!').first().waitFor();
    await page.getByTestId('team-name').locator('input').fill(name);
    await page.getByTestId('team-description').locator('textarea').fill('Night and weekend warehouse shifts');
    await page.getByTestId('team-submit').click();
    await expectToast(page, 'success', 'Team submitted for approval.');
    await expectPath(page, '/teams');

    await page.getByTestId('table-search').locator('input').fill(name);
    await expect
      .poll(() => tableRow(page, 'teams', name).innerText(), { timeout: 15_000 })
      .toContain('Pending Approval');
    await tableRow(page, 'teams', name).locator('input[type=checkbox]').check();
    await page.getByTestId('team-approve-selected').click();
    await expectToast(page, 'success', 'Teams successfully approved!');
    await expect.poll(() => tableRow(page, 'teams', name).innerText(), { timeout: 15_000 }).toContain('Approved');

    // The team opens read-only, approved by the manager.
    await followLink(page, tableRow(page, 'teams', name).getByRole('link', { name }), /^\/teams\/[^/]+\/update$/);
    await page.getByTestId('team-edit').waitFor();
    await expect.poll(() => page.getByTestId('team-form').innerText(), { timeout: 15_000 }).toContain('Daniel Tan');
    await context.close();
  });

  it('a manager creates a policy with two pay ranges and sees their range spread and midpoint growth', async () => {
    const { context, page } = await newPage(browser());
    const name = `Fixed Pay ${Date.now().toString(36)}`;
    await new LoginPage(page).signIn({ code: 'demo', email: 'manager@demo.test', password: DEMO_PASSWORD });
    await expectPath(page, '/management/dashboard');
    await openFromMenu(page, 'Compensation Policies', '/compensation-policies');
    await page.getByTestId('table-compensation-policies').waitFor();

    await page.getByTestId('policy-create').first().click();
    await expectPath(page, '/compensation-policies/create');
    await page.getByTestId('policy-name').locator('input').fill(name);
    await page.getByTestId('policy-submit').click();
    await expectToast(page, 'success', 'Compensation policy created.');
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toMatch(/\/details$/);
    const policyPath = new URL(page.url()).pathname;
    await page.getByText('There are zero (0) Pay ranges in this policy!').waitFor();

    await addPayRange(page, policyPath, 'Executive (Grade 04)', ['30000', '40000', '50000']);
    await addPayRange(page, policyPath, 'Manager (Grade 09)', ['60000', '75000', '90000']);

    // Highest minimum first: the Manager range grows 88% over the Executive midpoint (75,000 / 40,000).
    const rows = page.getByTestId('table-pay-ranges').locator('tbody tr');
    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(2);
    const texts = async () => (await rows.allInnerTexts()).map((t) => t.replace(/\s+/g, ' '));
    await expect
      .poll(texts, { timeout: 15_000 })
      .toEqual([
        expect.stringMatching(/Manager .*Grade 09.*RM 60,000\.00.*RM 75,000\.00.*RM 90,000\.00.*50%.*88%/),
        expect.stringMatching(/Executive .*Grade 04.*RM 30,000\.00.*RM 40,000\.00.*RM 50,000\.00.*67%.*0%/),
      ]);

    // The manager approves it from its details.
    await page.getByTestId('policy-approve').click();
    await expectToast(page, 'success', 'Compensation policies successfully approved!');
    await expect.poll(() => page.getByTestId('policy-summary').innerText(), { timeout: 15_000 }).toContain('Approved');

    // A policy that does not exist says so.
    await page.goto(siteUrl('/compensation-policies/no-such-policy/details'));
    await page.getByText('Compensation Policy data not found').first().waitFor();
    await context.close();
  });
});
