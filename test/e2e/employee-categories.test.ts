import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { callApi, expectOk, okBody, signIn } from '../support/api';
import { useBrowser, expectPath, expectToast, LoginPage, menuLabels, newPage, followLink } from './support/browser';
import { DEMO_PASSWORD } from '../../dev/seeds/demo-password';

const LEAVE_MESSAGE = 'Leave page? You will lose unsaved changes.';

const browser = useBrowser();

/** Page object of the employee categories screens. */
class CategoriesPages {
  constructor(readonly page: Page) {}

  async signInAsManager() {
    await new LoginPage(this.page).signIn({ code: 'demo', email: 'manager@demo.test', password: DEMO_PASSWORD });
    await expectPath(this.page, '/management/dashboard');
  }

  async openFromMenu() {
    await this.page.getByTestId('side-nav').getByText('Employee Categories').click();
    await expectPath(this.page, '/employee-categories');
    await this.page.getByTestId('table-employee-categories').waitFor();
  }

  async fill(values: { code: string; name: string; description: string }) {
    await this.page.getByTestId('category-code').locator('input').fill(values.code);
    await this.page.getByTestId('category-name').locator('input').fill(values.name);
    await this.page.getByTestId('category-description').locator('textarea').fill(values.description);
  }

  async search(text: string) {
    await this.page.getByTestId('table-search').locator('input').fill(text);
  }

  row(code: string) {
    return this.page.getByTestId('table-employee-categories').locator('tr', { hasText: code });
  }
}

describe('employee categories in the browser', () => {
  it('a manager creates a category, submits it and approves it; leaving with changes asks first', async () => {
    const { context, page } = await newPage(browser());
    const ui = new CategoriesPages(page);
    const code = `E2E${Date.now().toString(36).toUpperCase()}`;
    await ui.signInAsManager();
    // eBenefits entries appear once the organisation is loaded
    await expect.poll(() => menuLabels(page), { timeout: 15_000 }).toContain('Employee Categories');
    await ui.openFromMenu();

    await page.getByTestId('category-create').first().click();
    await expectPath(page, '/employee-categories/create');
    await page.getByTestId('category-save').click();
    await page.getByTestId('category-form').getByText('Required!').first().waitFor();
    await ui.fill({ code, name: 'Part-timers', description: 'Part-time staff' });

    // The leave-page guard: Cancel asks, Stay keeps the typed values.
    await page.getByTestId('category-cancel').click();
    const modal = page.getByTestId('leave-page-modal');
    await modal.getByText(LEAVE_MESSAGE).waitFor();
    await page.getByTestId('leave-page-stay').click();
    await expectPath(page, '/employee-categories/create');
    expect(await page.getByTestId('category-name').locator('input').inputValue()).toBe('Part-timers');

    await page.getByTestId('category-submit').click();
    await expectToast(page, 'success', 'Employee category submitted for approval.');
    await expectPath(page, '/employee-categories');
    await ui.search(code);
    await expect.poll(() => ui.row(code).innerText()).toContain('Pending Approval');

    await followLink(
      page,
      ui.row(code).getByTestId(`category-link-${code}`),
      /^\/employee-categories\/[0-9A-Z]+\/update$/,
    );
    // Opens read-only: Edit, and Approve for a manager while Pending Approval.
    await page.getByTestId('category-edit').waitFor();
    expect(await page.getByTestId('category-name').count()).toBe(0);
    await page.getByTestId('category-approve').click();
    await expectToast(page, 'success', 'Employee category approved.');
    await expectPath(page, '/employee-categories');
    await ui.search(code);
    // The list reads the category again after the approval: on a busy machine that takes more than a second.
    await expect.poll(() => ui.row(code).innerText(), { timeout: 15_000 }).toContain('Approved');
    await expect.poll(() => ui.row(code).innerText(), { timeout: 15_000 }).toContain('Daniel Tan');
    await context.close();
  });

  it('Edit resets to Draft; Approve Selected refuses a category that is not Pending Approval; closing with changes asks', async () => {
    // an approved category of this test's own (the seeded ones are shared with other tests)
    const code = `APR${Date.now().toString(36).toUpperCase()}`;
    const token = (await signIn('manager@demo.test', DEMO_PASSWORD)).idToken;
    const created = await callApi(
      'employeeCategories-createEmployeeCategory',
      { code, name: `Approved ${code}`, description: 'Ready', status: 'Pending Approval' },
      token,
    );
    expectOk(created);
    expect(
      (await callApi('employeeCategories-bulkApproveEmployeeCategory', { ids: [created.body.id] }, token)).status,
    ).toBe(200);

    const { context, page } = await newPage(browser());
    const ui = new CategoriesPages(page);
    await ui.signInAsManager();
    await ui.openFromMenu();

    await ui.search(code);
    const approved = ui.row(code);
    await approved.locator('input[type=checkbox]').check();
    await page.getByTestId('category-approve-selected').click();
    await expectToast(page, 'error', 'Selected items are not Pending Approval!');

    await followLink(page, approved.getByTestId(`category-link-${code}`), /^\/employee-categories\/[0-9A-Z]+\/update$/);
    await page.getByTestId('category-edit').click();
    await expect.poll(() => page.getByTestId('category-status').innerText(), { timeout: 15_000 }).toBe('Draft');
    // the reset is stored at once: the category is no longer approved
    await expect
      .poll(
        async () =>
          okBody(await callApi('employeeCategories-getEmployeeCategory', { empCatId: created.body.id }, token)).status,
      )
      .toBe('Draft');
    await page.getByTestId('category-description').locator('textarea').fill('Ready, edited');

    const dialog = new Promise<{ type: () => string; accept: () => Promise<void> }>((resolve) =>
      page.once('dialog', resolve),
    );
    await page.close({ runBeforeUnload: true });
    const shown = await dialog;
    expect(shown.type()).toBe('beforeunload');
    await shown.accept();
    await context.close();
  });
});
