import { describe, expect, it } from 'vitest';
import { signIn } from '../support/api';
import { createTestUser } from '../support/users';
import { useBrowser, expectPath, expectToast, LoginPage, newPage, siteUrl, followLink } from './support/browser';
import { searchTable } from './support/table-search';
import { DEMO_PASSWORD } from '../../dev/seeds/demo-password';

const browser = useBrowser();

describe('Terms and Conditions', () => {
  it('blocks the pages until accepted; Accept records it and the token is refreshed', async () => {
    const user = await createTestUser({ role: 'employee', acceptedTerms: false });
    const { context, page } = await newPage(browser());
    await new LoginPage(page).signIn({ code: 'demo', email: user.email, password: user.password });
    const modal = page.getByTestId('terms-modal');
    await modal.waitFor();
    await page.getByTestId('terms-accept').click();
    await modal.waitFor({ state: 'hidden' });
    await page.getByTestId('dashboard-welcome').waitFor();
    // A fresh page load keeps the session, whose refreshed token now carries the acceptance.
    await page.reload();
    await page.getByTestId('dashboard-welcome').waitFor();
    expect(await modal.isVisible()).toBe(false);
    expect((await signIn(user.email, user.password)).claims['custom:acceptedTerms']).toBe('2023-01-30');
    await context.close();
  });

  it('Cancel logs out', async () => {
    const user = await createTestUser({ role: 'Manager', acceptedTerms: false });
    const { context, page } = await newPage(browser());
    await new LoginPage(page).signIn({ code: 'demo', email: user.email, password: user.password });
    await page.getByTestId('terms-cancel').click();
    await expectPath(page, '/login');
    await context.close();
  });
});

describe('Change Password', () => {
  it('changes the password and asks to log in again', async () => {
    const user = await createTestUser({ role: 'Manager', acceptedTerms: true });
    const { context, page } = await newPage(browser());
    await new LoginPage(page).signIn({ code: 'demo', email: user.email, password: user.password });
    await expectPath(page, '/management/dashboard');
    // Let the dashboard and the top bar settle (the user's record renames the menu) before opening the menu.
    await page.getByTestId('counter-pending-count').waitFor();
    await expect.poll(() => page.getByTestId('top-nav').innerText(), { timeout: 15_000 }).toContain(user.displayName);
    await page.getByTestId('top-nav').getByRole('button', { name: 'User menu' }).click();
    await page.getByText('Change Password').click();
    await expectPath(page, '/password-change');

    const form = page.getByTestId('password-change-form');
    const submit = page.getByTestId('password-change-submit');
    const inputs = form.locator('input[type=password]');
    await inputs.nth(0).fill(user.password);
    await inputs.nth(1).fill('N3w-Passw0rd!');
    await inputs.nth(2).fill('N3w-Passw0rd?');
    await inputs.nth(2).blur();
    await form.getByText("Passwords don't match!").waitFor();
    expect(await submit.locator('button').or(submit).first().isDisabled()).toBe(true);

    await inputs.nth(2).fill('N3w-Passw0rd!');
    await submit.click();
    await expectToast(page, 'success', 'Password change successful! Please re-log in.');
    await expectPath(page, '/login');
    await expect(signIn(user.email, 'N3w-Passw0rd!')).resolves.toHaveProperty('idToken');
    await context.close();
  });
});

describe('Logout', () => {
  it("shows 'Logging Out...', signs an administrator out to /internal and forgets the saved location", async () => {
    const { context, page } = await newPage(browser());
    await new LoginPage(page).signIn({ email: 'admin@platform.test', password: DEMO_PASSWORD });
    await expectPath(page, '/internal/dashboard');
    await page.goto(siteUrl('/logout'));
    await expectPath(page, '/internal');
    await page.getByTestId('internal-login-form').waitFor();
    await page.goto(siteUrl('/internal/users'));
    await expectPath(page, '/internal');
    await context.close();
  });

  it('signs a Manager out to the organisations’ /login', async () => {
    const { context, page } = await newPage(browser());
    await new LoginPage(page).signIn({ code: 'demo', email: 'manager@demo.test', password: DEMO_PASSWORD });
    await expectPath(page, '/management/dashboard');
    await page.goto(siteUrl('/logout'));
    await expectPath(page, '/login');
    await page.getByTestId('login-form').waitFor();
    await context.close();
  });
});

describe('Users list', () => {
  it('searches a user of a later page by e-mail on the server, and opens them', async () => {
    // A user of the organisation 'other': the list of every user shows the administrators, then
    // each organisation in id order, and its first page reaches no further than the first
    // organisation ('demo' or one before it), so this user is never on it.
    const user = await createTestUser({ role: 'Manager', orgId: 'other' });
    const { context, page } = await newPage(browser());
    await new LoginPage(page).signIn({ email: 'admin@platform.test', password: DEMO_PASSWORD });
    await expectPath(page, '/internal/dashboard');
    await followLink(
      page,
      page.getByTestId('side-nav').getByRole('link', { name: 'Users', exact: true }),
      /^\/internal\/users$/,
    );
    const users = page.getByTestId('table-users');
    const search = users.getByTestId('table-search').locator('input');
    // the search box goes to the server, which searches every user
    await expect.poll(async () => search.getAttribute('placeholder')).toBe('Search users by name or e-mail...');
    await expect.poll(() => users.locator('tbody tr').count(), { timeout: 15_000 }).toBeGreaterThan(1);
    expect(await users.locator('tbody tr', { hasText: user.email }).count()).toBe(0);

    const row = await searchTable(users, user.email);
    const link = row
      .getByRole('link', { name: /./ })
      .filter({ hasText: /[0-9a-f-]{8,}/ })
      .first();
    await followLink(page, link, /^\/users\//);
    await expect.poll(() => page.getByTestId('user-detail').innerText()).toContain(user.email);
    await context.close();
  });
});
