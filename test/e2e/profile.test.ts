import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { getEmployee } from '../../lambdas/data/employees/employees';
import { signIn } from '../support/api';
import { codeSentTo, freshEmployee, freshMobile } from '../support/own-profile';
import { useBrowser, expectPath, expectToast, LoginPage, newPage, siteUrl } from './support/browser';

const browser = useBrowser();

/** Page object of the /profile wizard. */
class ProfileWizard {
  constructor(readonly page: Page) {}

  input(testId: string) {
    return this.page.getByTestId(testId).locator('input').first();
  }

  async expectStep(n: number, title: string) {
    await this.page.getByTestId(`profile-step-${n}`).waitFor();
    await expect
      .poll(() => this.page.getByTestId('profile-progress').innerText())
      .toContain(`Step ${n} of 4: ${title}`);
  }

  next() {
    return this.page.getByTestId('profile-next').click();
  }
}

describe('/profile', () => {
  it('walks the 4 steps, verifies a new mobile number by SMS code and saves', async () => {
    const { user, employee } = await freshEmployee();
    const mobile = freshMobile();
    const { context, page } = await newPage(browser());
    await new LoginPage(page).signIn({ code: 'demo', email: user.email, password: user.password });
    await expectPath(page, '/dashboard');
    await page.getByTestId('side-nav').getByText('Profile', { exact: true }).click();
    await expectPath(page, '/profile');
    const wizard = new ProfileWizard(page);

    await wizard.expectStep(1, 'Account');
    expect(await wizard.input('profile-email').inputValue()).toBe(user.email);
    await wizard.next();

    await wizard.expectStep(2, 'Personal');
    expect(await wizard.input('profile-first-name').inputValue()).toBe('Nur');
    await wizard.input('profile-first-name').fill('Siti');
    await wizard.input('profile-date-of-birth').fill('15/08/1990');
    // Enter in a field goes to the next step, as Next does.
    await wizard.input('profile-first-name').press('Enter');

    await wizard.expectStep(3, 'Location');
    await wizard.input('profile-city').fill('Kuala Lumpur');
    await page.getByTestId('profile-country').getByText('Malaysia').waitFor();
    // Back keeps what was typed.
    await page.getByTestId('profile-back').click();
    await wizard.expectStep(2, 'Personal');
    expect(await wizard.input('profile-date-of-birth').inputValue()).toBe('15/08/1990');
    await wizard.next();
    await wizard.next();

    await wizard.expectStep(4, 'Mobile Number');
    await wizard.input('profile-mobile').fill(mobile);
    await page.getByTestId('profile-save').click();

    const dialog = page.getByTestId('mobile-verification');
    await dialog.getByTestId('mobile-verification-send').click();
    await dialog.getByTestId('mobile-verification-code').waitFor();
    await dialog
      .getByTestId('mobile-verification-code')
      .locator('input')
      .fill(await codeSentTo(mobile));
    await dialog.getByTestId('mobile-verification-verify').click();
    await expectToast(page, 'success', 'Mobile Number verification successful!');
    await expectToast(page, 'success', 'Profile update successful!');
    await expectPath(page, '/profile');
    await wizard.expectStep(1, 'Account');

    expect(await getEmployee('demo', employee.employeeICNumber)).toMatchObject({
      firstName: 'Siti',
      name: 'Siti Hidayah',
      dateOfBirth: '1990-08-15',
      city: 'Kuala Lumpur',
      country: 'Malaysia',
      mobileNumber: mobile,
      mobileNumberVerified: true,
    });
    await context.close();
  });

  it('shows a wrong code in the dialog and saves nothing', async () => {
    const { user, employee } = await freshEmployee();
    const mobile = freshMobile();
    const { context, page } = await newPage(browser());
    await new LoginPage(page).signIn({ code: 'demo', email: user.email, password: user.password });
    await expectPath(page, '/dashboard');
    await page.getByTestId('side-nav').getByText('Profile', { exact: true }).click();
    const wizard = new ProfileWizard(page);
    for (const [n, title] of [
      [1, 'Account'],
      [2, 'Personal'],
      [3, 'Location'],
    ] as const) {
      await wizard.expectStep(n, title);
      await wizard.next();
    }
    await wizard.input('profile-mobile').fill(mobile);
    await page.getByTestId('profile-save').click();
    await page.getByTestId('mobile-verification-send').click();
    const code = await codeSentTo(mobile);
    await page
      .getByTestId('mobile-verification-code')
      .locator('input')
      .fill(code === '000000' ? '111111' : '000000');
    await page.getByTestId('mobile-verification-verify').click();
    await expectToast(page, 'error', 'Verification Failed!');
    await expect
      .poll(() => page.getByTestId('mobile-verification-error').innerText())
      .toContain('Wrong verification code. 4 tries left.');
    await page.getByTestId('mobile-verification-cancel').click();
    expect((await getEmployee('demo', employee.employeeICNumber))?.mobileNumber).toBe(employee.mobileNumber);
    await context.close();
  });

  it('changes the password after re-signing in with the old one, then asks to log in again', async () => {
    const { user } = await freshEmployee();
    const { context, page } = await newPage(browser());
    await new LoginPage(page).signIn({ code: 'demo', email: user.email, password: user.password });
    await expectPath(page, '/dashboard');
    await page.getByTestId('side-nav').getByText('Profile', { exact: true }).click();
    const wizard = new ProfileWizard(page);
    await wizard.expectStep(1, 'Account');
    await wizard.input('profile-old-password').fill(user.password);
    await wizard.input('profile-password').fill('N3w-Passw0rd!');
    await wizard.input('profile-confirm-password').fill('N3w-Passw0rd?');
    await wizard.next();
    await page.getByText("Passwords don't match!").waitFor();
    await wizard.input('profile-confirm-password').fill('N3w-Passw0rd!');
    for (const [n, title] of [
      [1, 'Account'],
      [2, 'Personal'],
      [3, 'Location'],
    ] as const) {
      await wizard.expectStep(n, title);
      await wizard.next();
    }
    await wizard.expectStep(4, 'Mobile Number');
    await page.getByTestId('profile-save').click();
    await expectToast(page, 'success', 'Profile update successful! Please re-log in.');
    await expectPath(page, '/login');
    await expect(signIn(user.email, 'N3w-Passw0rd!')).resolves.toHaveProperty('idToken');
    await expect(signIn(user.email, user.password)).rejects.toThrow();
    await context.close();
  });
});

describe('/profile-setup', () => {
  it("asks for the missing bank account: every bank field '*Required', then saves and opens Get Paid", async () => {
    const { user, employee } = await freshEmployee();
    const { context, page } = await newPage(browser());
    await new LoginPage(page).signIn({ code: 'demo', email: user.email, password: user.password });
    await expectPath(page, '/dashboard');
    await page.goto(siteUrl('/profile-setup'));
    await page.getByText('USER PROFILE', { exact: true }).waitFor();
    await page.getByText('Please Complete Your Profile').waitFor();
    const field = (name: string) => page.getByTestId(`bank-form-${name}`).locator('input').first();
    expect(await field('employeeICNumber').inputValue()).toBe(employee.employeeICNumber);
    await page.getByTestId('profile-setup-save').click();
    await page.getByTestId('bank-form-bank-field').getByText('*Required').waitFor();
    await page.getByTestId('bank-form-accountNumber-field').getByText('*Required').waitFor();

    await field('firstName').fill('');
    await field('firstName').blur();
    await page.getByTestId('bank-form-firstName-field').getByText('*Required').waitFor();
    await field('firstName').fill('Siti');
    await page.getByTestId('bank-form-bank').click();
    await page.getByRole('option', { name: 'Maybank', exact: true }).click();
    await field('accountNumber').fill('114011112222');
    await page.getByTestId('profile-setup-save').click();
    await expectToast(page, 'success', 'Profile update successful!');
    // Get Paid, with nothing left to do (the number was verified already), in the same session
    await expectPath(page, '/advance-pay/get-paid');
    await page.getByTestId('withdrawable').waitFor();
    expect(await page.getByTestId('withdrawal-missing').count()).toBe(0);
    expect(await getEmployee('demo', employee.employeeICNumber)).toMatchObject({
      firstName: 'Siti',
      bankCode: 'MBBEMYKL',
      bank: 'Maybank',
      accountNumber: '114011112222',
    });
    await context.close();
  });
});
