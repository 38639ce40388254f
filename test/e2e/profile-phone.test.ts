import { describe, expect, it } from 'vitest';
import { getEmployee } from '../../lambdas/data/employees/employees';
import { codeSentTo, freshEmployee, freshMobile } from '../support/own-profile';
import { expectPath, LoginPage, siteUrl, useBrowser } from './support/browser';
import { LARGE_PHONE_VIEWPORT, newPhonePage, PHONE_VIEWPORT } from './support/phone';
import { expectPhoneFriendly } from './support/phone-friendly';

/**
 * Profile on a phone (issue 28, line 1): each of its four steps, the mobile number's code dialog
 * and the bank account, phone-friendly (support/phone-friendly.ts) in every language, and the
 * number verified through it.
 */
const browser = useBrowser();
const WAIT = { timeout: 15_000 };

describe('Profile on a phone', () => {
  for (const [language, viewport] of [
    ['ms', PHONE_VIEWPORT],
    ['zh', PHONE_VIEWPORT],
    ['en', LARGE_PHONE_VIEWPORT],
  ] as const) {
    it(`walks its steps and verifies a new number at ${viewport.width} px in ${language}`, async () => {
      const { user, employee } = await freshEmployee();
      const mobile = freshMobile();
      const { context, page } = await newPhonePage(browser(), language, viewport);
      await new LoginPage(page).signIn({ code: 'demo', email: user.email, password: user.password });
      await expectPath(page, '/dashboard');
      await page.goto(siteUrl('/profile'));
      const input = (testId: string) => page.getByTestId(testId).locator('input').first();
      for (const step of [1, 2, 3, 4]) {
        await page.getByTestId(`profile-step-${step}`).waitFor();
        await expect.poll(() => page.getByTestId('profile-progress').innerText()).toContain(String(step));
        await expectPhoneFriendly(page, language, `Profile, step ${step}`);
        if (step < 4) await page.getByTestId('profile-next').click();
      }
      await input('profile-mobile').fill(mobile);
      await page.getByTestId('profile-save').click();
      const dialog = page.getByTestId('mobile-verification');
      await dialog.getByTestId('mobile-verification-send').waitFor();
      // the dialog grows into place (Cloudscape's opening motion): measured once it is there
      await expect
        .poll(async () => (await dialog.getByTestId('mobile-verification-send').boundingBox())?.height)
        .toBeGreaterThanOrEqual(44);
      await expectPhoneFriendly(page, language, 'Profile, the code dialog');
      await dialog.getByTestId('mobile-verification-send').click();
      const code = dialog.getByTestId('mobile-verification-code').locator('input');
      await code.waitFor();
      expect(await code.getAttribute('autocomplete')).toBe('one-time-code');
      await code.fill(await codeSentTo(mobile));
      await expectPhoneFriendly(page, language, 'Profile, the code typed');
      await dialog.getByTestId('mobile-verification-verify').click();
      // saved: the wizard is back at its first step, the number verified on the employee
      await page.getByTestId('profile-step-1').waitFor({ timeout: 15_000 });
      await expect
        .poll(async () => (await getEmployee('demo', employee.employeeICNumber))?.mobileNumberVerified, WAIT)
        .toBe(true);
      expect((await getEmployee('demo', employee.employeeICNumber))?.mobileNumber).toBe(mobile);
      await context.close();
    }, 120_000);
  }
});
