import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { callApi, okBody, signIn } from '../support/api';
import { useBrowser, chooseOption, expectPath, expectToast, LoginPage, menuLabels, newPage } from './support/browser';
import { DEMO_PASSWORD } from '../../dev/seeds/demo-password';

const browser = useBrowser();

/** Page object of the job level screens (the organisation's and the catalogue's share the form and table parts). */
class JobLevelPages {
  constructor(
    readonly page: Page,
    readonly tableId: string,
  ) {}

  async openFromMenu(path: string) {
    await expect.poll(() => menuLabels(this.page), { timeout: 15_000 }).toContain('Job Levels');
    await this.page.getByTestId('side-nav').getByText('Job Levels').click();
    await expectPath(this.page, path);
    await this.page.getByTestId(`table-${this.tableId}`).waitFor();
  }

  async chooseGrade(label: string) {
    await chooseOption(this.page.getByTestId('joblevel-grade'), label);
  }

  async search(text: string) {
    await this.page.getByTestId('table-search').locator('input').fill(text);
  }

  row(text: string) {
    return this.page.getByTestId(`table-${this.tableId}`).locator('tr', { hasText: text });
  }
}

describe('job levels in the browser', () => {
  it('a manager starts a job level from the catalogue, submits it and approves it with Approve Selected', async () => {
    const { context, page } = await newPage(browser());
    const ui = new JobLevelPages(page, 'job-levels');
    const name = `Team Lead ${Date.now().toString(36)}`;
    await new LoginPage(page).signIn({ code: 'demo', email: 'manager@demo.test', password: DEMO_PASSWORD });
    await expectPath(page, '/management/dashboard');
    await ui.openFromMenu('/jobLevels');

    await page.getByTestId('joblevel-create').first().click();
    await expectPath(page, '/jobLevels/create');
    await page.getByTestId('joblevel-submit').click();
    await page.getByTestId('joblevel-form').getByText('Required!').first().waitFor();

    // The catalogue fills the fields; the name is then made this test's own.
    await page.getByTestId('joblevel-catalogue').click();
    await page.getByRole('option', { name: /Assistant Manager \(AM\)/ }).click();
    await expect
      .poll(() => page.getByTestId('joblevel-code').locator('input').inputValue(), { timeout: 15_000 })
      .toBe('AM');
    await expect.poll(() => page.getByTestId('joblevel-grade').innerText()).toContain('Grade 08');
    await page.getByTestId('joblevel-name').locator('input').fill(name);
    await ui.chooseGrade('Grade 07');

    await page.getByTestId('joblevel-submit').click();
    await expectToast(page, 'success', 'Job Level submitted for approval.');
    await expectPath(page, '/jobLevels');
    await ui.search(name);
    await expect.poll(() => ui.row(name).innerText(), { timeout: 15_000 }).toContain('Pending Approval');
    expect(await ui.row(name).innerText()).toContain('Grade 07');

    await ui.row(name).locator('input[type=checkbox]').check();
    await page.getByTestId('joblevel-approve-selected').click();
    await expectToast(page, 'success', 'Job Levels successfully approved!');
    await expect.poll(() => ui.row(name).innerText(), { timeout: 15_000 }).toContain('Approved');

    // The employee form now offers it.
    const token = (await signIn('manager@demo.test', DEMO_PASSWORD)).idToken;
    const approved = okBody(await callApi('jobLevels-getApproved', {}, token)).jobLevels;
    expect(approved).toEqual(expect.arrayContaining([expect.objectContaining({ name, grade: 7, status: 'Approved' })]));
    await context.close();
  });

  it('an admin creates a catalogue entry at /internal/joblevels/create and deletes it after confirming', async () => {
    const { context, page } = await newPage(browser());
    const ui = new JobLevelPages(page, 'admin-job-levels');
    const name = `Principal ${Date.now().toString(36)}`;
    await new LoginPage(page).signIn({ email: 'admin@platform.test', password: DEMO_PASSWORD });
    await expectPath(page, '/internal/dashboard');
    await ui.openFromMenu('/internal/jobLevels');
    await expect
      .poll(() => page.getByRole('heading', { name: 'Job Levels' }).count(), { timeout: 15_000 })
      .toBeGreaterThan(0);

    await page.getByTestId('joblevel-create').first().click();
    await expectPath(page, '/internal/joblevels/create');
    await page.getByTestId('joblevel-code').locator('input').fill('pr');
    await page.getByTestId('joblevel-name').locator('input').fill(name);
    await ui.chooseGrade('Grade 13');
    await page.getByTestId('joblevel-save').click();
    await expectToast(page, 'success', `Job Level ${name} created.`);
    await expectPath(page, '/internal/jobLevels');

    await ui.search(name);
    await expect.poll(() => ui.row(name).innerText(), { timeout: 15_000 }).toContain('Grade 13');
    expect(await ui.row(name).innerText()).toContain('PR');

    // Edit and Delete stand side by side in the row at a laptop's width (RowActions).
    await ui.row(name).getByTestId('joblevel-delete-PR').click();
    await page.getByTestId('joblevel-delete-modal').getByText(name).waitFor();
    await page.getByTestId('joblevel-delete-modal-button').click();
    await expectToast(page, 'success', 'Job Level deleted.');
    await expect.poll(() => ui.row(name).count(), { timeout: 15_000 }).toBe(0);
    await context.close();
  });
});
