import type { Page } from 'playwright-core';
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { epochSeconds } from '../../shared/domain/time/time';
import { getEmployee } from '../../lambdas/data/employees/employees';
import { callApi, errorInfoOf, outboxMessages, signIn } from '../support/api';
import { codeSentTo, freshEmployee } from '../support/own-profile';
import { advancePayWorld } from '../support/advance-pay';
import { forgeToken } from '../support/tokens';
import { useBrowser, expectPath, expectToast, LoginPage, newPage } from './support/browser';

const browser = useBrowser();

/**
 * Make the page's session one signed in `ageSeconds` ago (as a stolen or long-open session is):
 * its stored ID token is replaced by the same claims with an older `auth_time`. Returns that token.
 */
async function ageSession(page: Page, ageSeconds: number): Promise<string> {
  const stored = await page.evaluate(() => {
    const key = Object.keys(localStorage).find(
      (k) => k.startsWith('CognitoIdentityServiceProvider.') && k.endsWith('.idToken'),
    );
    return key ? { key, token: localStorage.getItem(key)! } : null;
  });
  if (!stored) throw new Error('No stored ID token in the page');
  const { aud: _a, iss: _i, exp: _e, iat: _t, ...claims } = decodeJwt(stored.token);
  const aged = await forgeToken({ ...claims, auth_time: epochSeconds() - ageSeconds });
  await page.evaluate(({ key, token }) => localStorage.setItem(key, token), { key: stored.key, token: aged });
  // Start the site again on the aged session, as a tab opened later would.
  await page.reload();
  await page.getByTestId('side-nav').waitFor();
  return aged;
}

const input = (page: Page, testId: string) => page.getByTestId(testId).locator('input').first();

/** Through the profile wizard to a new account number on step 3, then Save on step 4. */
async function saveNewAccountNumber(page: Page, accountNumber: string) {
  await page.getByTestId('side-nav').getByText('Profile', { exact: true }).click();
  await expectPath(page, '/profile');
  for (const step of [1, 2]) {
    await page.getByTestId(`profile-step-${step}`).waitFor();
    await page.getByTestId('profile-next').click();
  }
  await page.getByTestId('profile-step-3').waitFor();
  await input(page, 'profile-account-number').fill(accountNumber);
  await page.getByTestId('profile-next').click();
  await page.getByTestId('profile-step-4').waitFor();
  await page.getByTestId('profile-save').click();
}

describe('the fresh sign-in prompt', () => {
  it('a new bank account from a session signed in a while ago asks for the password, then saves', async () => {
    const { user, employee } = await freshEmployee('demo', {
      bank: 'Maybank',
      bankCode: 'MBBEMYKL',
      accountNumber: '114011112222',
    });
    const { context, page } = await newPage(browser());
    await new LoginPage(page).signIn({ code: 'demo', email: user.email, password: user.password });
    await expectPath(page, '/dashboard');
    const stale = await ageSession(page, 600);
    await saveNewAccountNumber(page, '8000777788');

    // The API asked for a fresh sign-in: the prompt, where a wrong password changes nothing.
    const prompt = page.getByTestId('fresh-sign-in');
    await prompt.waitFor();
    await expect.poll(() => prompt.innerText()).toContain('To change your bank account, please confirm it is you');
    await input(page, 'fresh-sign-in-password').fill('Not-the-Passw0rd!');
    await page.getByTestId('fresh-sign-in-confirm').click();
    await expect.poll(() => prompt.innerText()).toContain('The password is not right. Please try again.');
    expect((await getEmployee('demo', employee.employeeICNumber))?.accountNumber).toBe('114011112222');

    // The right one signs in again and the same change goes through.
    await input(page, 'fresh-sign-in-password').fill(user.password);
    await page.getByTestId('fresh-sign-in-confirm').click();
    await expectToast(page, 'success', 'Profile update successful!');
    await expect
      .poll(async () => (await getEmployee('demo', employee.employeeICNumber))?.accountNumber)
      .toBe('8000777788');
    // The old session itself is still refused such a change, and the owner was told.
    expect(
      (
        await callApi(
          'employees-updateOwnProfile',
          { updatedProfile: { accountNumber: '8000999900', bankCode: 'MBBEMYKL' } },
          stale,
        )
      ).status,
    ).toBe(403);
    await expect
      .poll(async () => (await outboxMessages(user.email))[0]?.subject)
      .toBe('Your Advance Pay bank account was changed');
    await context.close();
  });

  it('closing the prompt changes nothing and says so', async () => {
    const { user, employee } = await freshEmployee('demo', {
      bank: 'Maybank',
      bankCode: 'MBBEMYKL',
      accountNumber: '114011112222',
    });
    const { context, page } = await newPage(browser());
    await new LoginPage(page).signIn({ code: 'demo', email: user.email, password: user.password });
    await expectPath(page, '/dashboard');
    await ageSession(page, 600);
    await saveNewAccountNumber(page, '8000777788');
    await page.getByTestId('fresh-sign-in').waitFor();
    await page.getByTestId('fresh-sign-in-cancel').click();
    await expectToast(page, 'error', 'Nothing was changed: this change needs your current password.');
    expect((await getEmployee('demo', employee.employeeICNumber))?.accountNumber).toBe('114011112222');
    await context.close();
  });

  it('Change Password signs in again with the Current Password: a wrong one changes nothing, the right one changes it', async () => {
    const { user } = await freshEmployee();
    const { context, page } = await newPage(browser());
    await new LoginPage(page).signIn({ code: 'demo', email: user.email, password: user.password });
    await expectPath(page, '/dashboard');
    const stale = await ageSession(page, 600);
    // The aged session alone may not change the password.
    expect(
      errorInfoOf(
        await callApi(
          'users-changeUserPassword',
          {
            newUserPassword: 'N3w-Passw0rd!',
            currentPassword: user.password,
            accessToken: 'eyJ.a-stale-session.token',
          },
          stale,
        ),
      ).code,
    ).toBe('REAUTHENTICATION_REQUIRED');

    await page.goto(new URL('/password-change', page.url()).toString());
    await page.getByTestId('password-change-form').waitFor();
    await input(page, 'current-password').fill('Not-the-Passw0rd!');
    await input(page, 'new-password').fill('N3w-Passw0rd!');
    await input(page, 'confirm-password').fill('N3w-Passw0rd!');
    await page.getByTestId('password-change-submit').click();
    await expectToast(page, 'error', 'Password update failed!');
    await expect
      .poll(() => page.getByTestId('current-password-field').innerText())
      .toContain('The current password is not right.');
    await expectPath(page, '/password-change');
    await expect(signIn(user.email, user.password)).resolves.toHaveProperty('idToken');

    await input(page, 'current-password').fill(user.password);
    await page.getByTestId('password-change-submit').click();
    await expectToast(page, 'success', 'Password change successful! Please re-log in.');
    await expectPath(page, '/login');
    await expect(signIn(user.email, 'N3w-Passw0rd!')).resolves.toHaveProperty('idToken');
    await expect(signIn(user.email, user.password)).rejects.toThrow();
    await context.close();
  });
});

describe('verifying the number on record', () => {
  it('Get Paid links to the profile setup step that verifies it, then shows it done in the same session', async () => {
    const world = await advancePayWorld({ employee: { mobileNumberVerified: false } });
    const { user, employee } = world.employee;
    const { context, page } = await newPage(browser());
    await new LoginPage(page).signIn({ code: world.orgId, email: user.email, password: user.password });
    await expectPath(page, '/dashboard');
    await page.goto(new URL('/advance-pay/get-paid', page.url()).toString());
    // Only the number is missing: the bank account is on record, and nothing sends them to their manager.
    await page.getByTestId('missing-mobileNumber').waitFor();
    expect(await page.getByTestId('missing-bankAccount').count()).toBe(0);
    expect(await page.getByTestId('withdrawal-missing').innerText()).not.toMatch(/manager/i);
    expect(await page.getByTestId('send-code').isDisabled()).toBe(true);
    await page.getByTestId('missing-mobileNumber-link').click();
    await expectPath(page, '/profile-setup');
    await page.getByTestId('profile-setup-step-mobile').waitFor();
    await page.getByTestId('profile-setup-send-code').click();
    await page
      .getByTestId('profile-setup-code')
      .locator('input')
      .fill(await codeSentTo(employee.mobileNumber!));
    await page.getByTestId('profile-setup-verify').click();
    await expectToast(page, 'success', 'Mobile Number verification successful!');
    expect(await getEmployee(world.orgId, employee.employeeICNumber)).toMatchObject({ mobileNumberVerified: true });

    // back on Get Paid at once (no new sign-in, no reload): nothing is missing any more
    await expectPath(page, '/advance-pay/get-paid');
    await page.getByTestId('withdrawable').waitFor();
    expect(await page.getByTestId('withdrawal-missing').count()).toBe(0);
    expect(await page.getByTestId('send-code').isEnabled()).toBe(true);

    await context.close();
  });
});
