import type { Page } from 'playwright-core';
import { ulid } from 'ulid';
import { describe, expect, it } from 'vitest';
import { epochSeconds } from '../../shared/domain/time/time';
import { createOrg } from '../../lambdas/data/organisations/orgs';
import {
  useBrowser,
  chooseOption,
  expectPath,
  expectToast,
  followLink,
  LoginPage,
  menuLabels,
  newPage,
  siteUrl,
} from './support/browser';
import { searchTable } from './support/table-search';
import { DEMO_PASSWORD } from '../../dev/seeds/demo-password';

const PASSWORD = 'Str0ng-Pass!';
/** The password the new user chooses at their first sign-in (the admin's one is temporary). */
const OWN_PASSWORD = 'Th3ir-0wn-Pass!';

const browser = useBrowser();

/** Page object of the user form (create and edit of users and administrators). */
class UserForm {
  constructor(readonly page: Page) {}

  input(field: string) {
    return this.page.getByTestId(`user-${field}`).locator('input');
  }

  async fill(values: Record<string, string>) {
    for (const [field, value] of Object.entries(values)) await this.input(field).fill(value);
  }

  async choose(select: 'role' | 'status', option: string) {
    await chooseOption(this.page.getByTestId(`user-${select}`), option);
  }

  async submit() {
    await this.page.getByTestId('user-submit').click();
  }
}

/** Signed in at /internal: on an admin page (the first of the admin menu), not the login. */
async function expectAdminLanding(page: Page) {
  await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toMatch(/^\/internal\/.+/);
}

async function signedInSuperadmin() {
  const session = await newPage(browser());
  await new LoginPage(session.page).signIn({ email: 'superadmin@platform.test', password: DEMO_PASSWORD });
  await expectAdminLanding(session.page);
  return session;
}

describe('user administration', () => {
  it('a superadmin creates a user of an organisation, who signs in with the organisation code; suspended, they cannot', async () => {
    const orgId = `e2e-ua-${ulid().toLowerCase()}`;
    const now = epochSeconds();
    await createOrg({
      id: orgId,
      tenantId: orgId,
      name: 'Users E2E Sdn Bhd',
      status: 'Active',
      domain: orgId,
      eBenefits: 'yes',
      advancePay: 'yes',
      disbursements: { enable: 'no' },
      franchiseType: 'non_franchise',
      createdAt: now,
      modifiedAt: now,
    });
    const email = `e2e-ua-${ulid().toLowerCase()}@example.test`;
    const { context, page } = await signedInSuperadmin();

    // the organisation's users list offers Create User
    await page.goto(siteUrl(`/internal/users?orgId=${orgId}&tenantId=${orgId}`));
    await page.getByTestId('users-create').click();
    await expectPath(page, `/internal/organizations/${orgId}/users/create`);
    const form = new UserForm(page);
    await form.fill({
      firstName: 'Farah',
      lastName: 'Hassan',
      email,
      password: 'weakpass1',
      confirmPassword: 'weakpass2',
    });
    await form.choose('role', 'Manager');
    await form.submit();
    // the password rule and the confirmation are checked on the form
    const fieldText = (field: string) => page.getByTestId(`user-${field}-field`).innerText();
    await expect
      .poll(() => fieldText('password'), { timeout: 15_000 })
      .toContain('*Must contain uppercase, lowercase, number, and special character');
    await expect.poll(() => fieldText('confirmPassword'), { timeout: 15_000 }).toContain('*Passwords do not match');
    await form.fill({ password: PASSWORD, confirmPassword: PASSWORD });
    await form.submit();
    await expectToast(page, 'success', `Farah Hassan can now sign in as ${email}.`);
    await expectPath(page, '/internal/users');
    // back on the organisation's users, its only one
    const users = page.getByTestId('table-users');
    await expect.poll(() => users.locator('tbody tr', { hasText: email }).count(), { timeout: 15_000 }).toBe(1);
    // every user's list: a full first page (the administrators first, then the organisations in id
    // order, however many have no users), and the server search finds the new user wherever they are
    await page.goto(siteUrl('/internal/users'));
    await expect
      .poll(() => users.locator('tbody tr', { hasText: '@platform.test' }).count(), { timeout: 15_000 })
      .toBeGreaterThan(0);
    // a full page, or the whole list when it is shorter (no Next page)
    const rows = await users.locator('tbody tr').count();
    if (rows < 10) expect(await users.getByRole('button', { name: 'Next page' }).isDisabled()).toBe(true);
    const row = await searchTable(users, email);

    // the new Manager signs in with the organisation code and the temporary password, chooses their
    // own (the temporary one then stops working) and is asked to accept the terms
    const user = await newPage(browser());
    const login = new LoginPage(user.page);
    await login.signIn({ code: orgId, email, password: PASSWORD });
    await login.setNewPassword(OWN_PASSWORD);
    await expectPath(user.page, '/management/dashboard');
    await user.page.getByTestId('terms-modal').waitFor();
    await user.context.close();

    // the row link leads the superadmin to the edit page: suspend
    await followLink(page, row.getByRole('link'), new RegExp(`^/internal/organizations/${orgId}/users/[^/]+/edit$`));
    await expect.poll(() => form.input('firstName').inputValue(), { timeout: 15_000 }).toBe('Farah');
    await form.choose('status', 'Suspended');
    await form.submit();
    await expectToast(page, 'success', 'Farah Hassan saved.');
    await expectPath(page, '/internal/users');

    const suspended = await newPage(browser());
    await new LoginPage(suspended.page).signIn({ code: orgId, email, password: OWN_PASSWORD });
    await expectToast(suspended.page, 'error', 'Your account is locked! Please contact support for help.');
    await expectPath(suspended.page, '/login');
    await suspended.context.close();
    await context.close();
  });

  it('a superadmin creates an administrator, who signs in at /internal (without the Administrators menu)', async () => {
    const email = `e2e-adm-${ulid().toLowerCase()}@example.test`;
    const { context, page } = await signedInSuperadmin();
    expect(await menuLabels(page)).toContain('Administrators');
    await page.getByTestId('side-nav').getByRole('link', { name: 'Administrators', exact: true }).click();
    await expectPath(page, '/internal/administrators');
    // the list pages on the server (the tests' administrators make it long): its first page shows administrators
    const admins = page.getByTestId('table-administrators');
    await expect
      .poll(() => admins.locator('tbody tr', { hasText: '@' }).count(), { timeout: 15_000 })
      .toBeGreaterThan(0);
    await page.getByTestId('administrators-create').click();
    await expectPath(page, '/internal/administrators/create');
    const form = new UserForm(page);
    await form.fill({
      firstName: 'Ops',
      lastName: 'Admin',
      displayName: 'Ops Admin',
      email,
      password: PASSWORD,
      confirmPassword: PASSWORD,
    });
    await form.choose('role', 'admin');
    await form.submit();
    await expectToast(page, 'success', `Ops Admin can now sign in as ${email}.`);
    await expectPath(page, '/internal/administrators');
    // the list pages on the server in id order and the tests make it long: its search finds the new
    // administrator by e-mail, whatever page they are on
    const created = await searchTable(admins, email);
    expect(await created.innerText()).toContain('Ops Admin');

    const admin = await newPage(browser());
    const login = new LoginPage(admin.page);
    await login.signIn({ email, password: PASSWORD });
    await login.setNewPassword(OWN_PASSWORD);
    await expectAdminLanding(admin.page);
    expect(await menuLabels(admin.page)).not.toContain('Administrators');
    await admin.page.goto(siteUrl('/internal/administrators'));
    await expectPath(admin.page, '/internal');
    await admin.context.close();
    await context.close();
  });
});
