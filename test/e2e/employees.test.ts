import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { callApi, expectOk, firstSignIn, invitationPassword, outboxMessages, signIn } from '../support/api';
import { useBrowser, expectPath, expectToast, LoginPage, newPage, siteUrl } from './support/browser';
import { DEMO_PASSWORD } from '../../dev/seeds/demo-password';

/** One employee of this run: a unique IC number and e-mail (the stack is shared between runs of a file). */
const stamp = Date.now().toString(36).toUpperCase();
const ic = `E2E${stamp}`;
const email = `e2e-${stamp.toLowerCase()}@demo.test`;
const firstName = 'Nur';
const lastName = `Test${stamp}`;

const browser = useBrowser();
let manager: { context: BrowserContext; page: Page };

async function signedIn(emailAddress: string): Promise<{ context: BrowserContext; page: Page }> {
  const session = await newPage(browser());
  await new LoginPage(session.page).signIn({ code: 'demo', email: emailAddress, password: DEMO_PASSWORD });
  // expect.poll is refused in hooks: wait for the landing page the plain way.
  await session.page.waitForURL((url) => url.pathname === '/management/dashboard');
  return session;
}

/** Page object of the employee form (create, update, view). */
class EmployeeFormPage {
  constructor(readonly page: Page) {}

  input(field: string) {
    return this.page.getByTestId(`employee-${field}`).locator('input');
  }

  async fill(values: Record<string, string>) {
    for (const [field, value] of Object.entries(values)) await this.input(field).fill(value);
  }

  async submit() {
    await this.page.getByTestId('employee-submit').click();
  }
}

/** The row of this run's employee in a table, found through the table's search. */
async function rowOf(page: Page, tableTestId: string, text: string) {
  const table = page.getByTestId(tableTestId);
  await table.getByTestId('table-search').locator('input').fill(text);
  const row = table.locator('tbody tr', { hasText: text });
  await row.waitFor();
  return row;
}

beforeAll(async () => {
  manager = await signedIn('manager@demo.test');
});

describe('employee directory', () => {
  it('a manager creates an employee, who waits for approval', async () => {
    const { page } = manager;
    await page.goto(siteUrl('/employees'));
    await page.getByTestId('employees-create').click();
    await expectPath(page, '/employees/create');

    const form = new EmployeeFormPage(page);
    await form.fill({
      employeeICNumber: ic,
      firstName,
      lastName,
      email,
      accountNumber: '114011112222',
      salary: '3200',
    });
    await page.getByTestId('employee-bankCode').click();
    await page.getByRole('option', { name: 'Maybank', exact: true }).click();
    await form.submit();

    await expectToast(page, 'success', 'Employee successfully created!');
    await expectPath(page, '/employees');
    const row = await rowOf(page, 'employees-table', ic);
    expect(await row.innerText()).toContain('Pending Approval');
    await expect
      .poll(() => page.getByTestId('employees-last-updated').innerText())
      .toMatch(/^Last updated on \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
  });

  it('an Executive sees the employee pending but cannot approve', async () => {
    const executive = await signedIn('executive@demo.test');
    await executive.page.goto(siteUrl('/employees/approve'));
    await rowOf(executive.page, 'employees-approve-table', ic);
    await executive.page
      .getByTestId('approve-managers-only')
      .getByText('Only a Manager can approve employees.')
      .waitFor();
    expect(await executive.page.getByTestId('approve-selected').isDisabled()).toBe(true);
    await executive.context.close();
  });

  it('the manager approves it; the invitation gives a password that signs in', async () => {
    const { page } = manager;
    await page.goto(siteUrl('/employees'));
    await page.getByTestId('pending-approval-button').click();
    await expectPath(page, '/employees/approve');
    await page.getByText('Employees Pending Approval').first().waitFor();

    const row = await rowOf(page, 'employees-approve-table', ic);
    await row.locator('input[type=checkbox]').check();
    await page.getByTestId('approve-selected').click();
    await expectToast(page, 'success', 'Employees successfully approved!');
    await expect
      .poll(() => page.getByTestId('employees-approve-table').locator('tbody tr', { hasText: ic }).count())
      .toBe(0);

    const invitation = (await outboxMessages(email)).at(0);
    expect(invitation?.channel).toBe('email');
    const session = await firstSignIn(email, await invitationPassword(email), 'Th3ir-0wn-Pass!');
    expect(session.claims['custom:role']).toBe('employee');
    expect(session.claims['custom:tenantId']).toBe('demo');
  });

  it('the manager edits the employee', async () => {
    const { page } = manager;
    await page.goto(siteUrl('/employees'));
    const row = await rowOf(page, 'employees-table', ic);
    expect(await row.innerText()).toContain('Approved');
    await page.getByTestId(`employee-actions-${ic}`).click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    await expectPath(page, `/employees/update/${ic}`);

    const form = new EmployeeFormPage(page);
    await expect.poll(() => form.input('lastName').inputValue()).toBe(lastName);
    expect(await form.input('employeeICNumber').getAttribute('readonly')).not.toBeNull();
    await form.fill({ lastName: `${lastName}X`, city: 'Shah Alam' });
    await form.submit();

    await expectToast(page, 'success', 'Employee update successful!');
    await expectPath(page, `/employees/view/${ic}`);
    await expect.poll(() => form.input('city').inputValue()).toBe('Shah Alam');
  });

  it('the manager switches the Advance Pay withdrawals of the employee off', async () => {
    const { page } = manager;
    await page.goto(siteUrl('/employees'));
    await rowOf(page, 'employees-table', ic);
    const toggle = page.getByTestId(`withdrawals-toggle-${ic}`);
    expect(await toggle.innerText()).toBe('Enabled');
    await toggle.locator('input').click();
    await expect.poll(() => toggle.innerText()).toBe('Disabled');

    await page.reload();
    await rowOf(page, 'employees-table', ic);
    await expect.poll(() => page.getByTestId(`withdrawals-toggle-${ic}`).innerText()).toBe('Disabled');
  });

  it("an edit over someone else's newer change is refused and offers a reload", async () => {
    const { page } = manager;
    await page.goto(siteUrl(`/employees/update/${ic}`));
    const form = new EmployeeFormPage(page);
    await expect.poll(() => form.input('city').inputValue()).toBe('Shah Alam');

    // Meanwhile someone else changes the employee.
    const { idToken } = await signIn('manager@demo.test', DEMO_PASSWORD);
    const read = await callApi('employees-getFullEmployeeProfile', { employeeICNumber: ic }, idToken);
    expectOk(read);
    const {
      employeeICNumber,
      firstName: first,
      lastName: last,
      email: mail,
      bankCode,
      accountNumber,
      modifiedAt,
    } = read.body;
    const edited = await callApi(
      'employees-editEmployee',
      {
        employeeICNumber,
        firstName: first,
        lastName: last,
        email: mail,
        bankCode,
        accountNumber,
        city: 'Ipoh',
        modifiedAt,
      },
      idToken,
    );
    expectOk(edited);

    await form.fill({ city: 'Klang' });
    await form.submit();
    await expectToast(page, 'error', 'The employee was changed by someone else meanwhile. Reload and try again.');
    await page.getByTestId('employee-reload').click();
    await expect.poll(() => form.input('city').inputValue()).toBe('Ipoh');
  });

  it('the manager deletes the employee', async () => {
    const { page } = manager;
    const name = `${firstName} ${lastName}X`;
    await page.goto(siteUrl('/employees'));
    await rowOf(page, 'employees-table', ic);
    await page.getByTestId(`employee-actions-${ic}`).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await page.getByTestId('delete-employee-confirm').click();

    await expectToast(page, 'success', `Successfully deleted ${name}`);
    await expect.poll(() => page.getByTestId('employees-table').locator('tbody tr', { hasText: ic }).count()).toBe(0);
  });
});
