import { describe, expect, it } from 'vitest';
import { en } from '../../shared/i18n/catalogue';
import { ms } from '../../shared/i18n/catalogue/ms';
import { zh } from '../../shared/i18n/catalogue/zh';
import type { Language } from '../../shared/i18n/languages';
import { outboxMessages, signIn } from '../support/api';
import { freshEmployee } from '../support/own-profile';
import { createTestUser } from '../support/users';
import { expectPath, expectToast, LoginPage, newPage, useBrowser } from './support/browser';
import { newPhonePage } from './support/phone';
import { expectPhoneFriendly } from './support/phone-friendly';

/**
 * A forgotten password in the browser (issue 30): from the link on /login, on a phone in each
 * language, the code texted to the employee's verified number, the new password set, then a
 * sign-in with it; and the administrators' from /internal, by e-mail.
 */
const browser = useBrowser();
const CATALOGUE = { en, ms, zh } as const;

/** The code of the latest reset message to `to` (the browser's request may still be on its way). */
async function resetCodeSentTo(to: string, after: number): Promise<string> {
  const until = Date.now() + 15_000;
  for (;;) {
    const message = (await outboxMessages(to)).find((m) => Date.parse(m.sentAt) >= after && /\b\d{6}\b/.test(m.text));
    const code = message?.text.match(/\b(\d{6})\b/)?.[1];
    if (code) return code;
    if (Date.now() > until) throw new Error(`No reset code was sent to ${to}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

const input = (page: import('playwright-core').Page, testId: string) => page.getByTestId(testId).locator('input');

describe('Forgot password on a phone', () => {
  for (const language of ['ms', 'en', 'zh'] as const satisfies readonly Language[]) {
    it(`resets an employee's password from /login by a texted code, then signs in with it, in ${language}`, async () => {
      // prepare
      const { user, employee } = await freshEmployee('demo');
      const t = CATALOGUE[language];
      const password = `Ph0ne-${language}-Reset!`;
      const { context, page } = await newPhonePage(browser(), language);
      try {
        const login = new LoginPage(page);
        await login.openOrganisation();
        // act: the link under the login form
        const link = page.getByTestId('forgot-password-link');
        expect(await link.innerText()).toBe(t['auth.forgotPasswordLink']);
        await expectPhoneFriendly(page, language, 'Login, with its Forgot password? link');
        await link.click();
        await expectPath(page, '/forgot-password');
        await page.getByTestId('forgot-password-form').waitFor();
        await expectPhoneFriendly(page, language, 'Forgot Password');
        await input(page, 'login-org-code').fill('demo');
        await input(page, 'login-email').fill(user.email);
        const asked = Date.now() - 1000;
        await page.getByTestId('send-code').click();
        await page.getByTestId('reset-password-form').waitFor();
        expect(await page.getByTestId('reset-password-form').innerText()).toContain(t['auth.codeSent']);
        await expectPhoneFriendly(page, language, 'Reset Password');
        const code = await resetCodeSentTo(employee.mobileNumber!, asked);
        expect(await input(page, 'reset-code').getAttribute('autocomplete')).toBe('one-time-code');
        // a wrong code first: refused on its field, in the language
        await input(page, 'reset-code').fill(String((Number(code) + 1) % 1_000_000).padStart(6, '0'));
        await input(page, 'new-password').fill(password);
        await input(page, 'confirm-new-password').fill(password);
        await page.getByTestId('reset-password-submit').click();
        await expectToast(page, 'error', t['auth.resetRefused']);
        await expectPhoneFriendly(page, language, 'Reset Password, a wrong code');
        await input(page, 'reset-code').fill(code);
        await page.getByTestId('reset-password-submit').click();
        // assess: back on /login, told, and the new password signs in
        await expectPath(page, '/login');
        await expectToast(page, 'success', t['auth.passwordReset']);
        await login.fill({ code: 'demo', email: user.email, password });
        await login.submit();
        await expectPath(page, '/dashboard');
        await expect(signIn(user.email, user.password)).rejects.toThrow();
      } finally {
        await context.close();
      }
    }, 120_000);
  }
});

describe('Forgot password of an administrator', () => {
  it('resets from /internal by an e-mailed code, then signs in with the new password', async () => {
    // prepare
    const admin = await createTestUser({ role: 'admin' });
    const password = 'Adm1n-Reset-Passw0rd!';
    const { context, page } = await newPage(browser());
    try {
      const login = new LoginPage(page);
      await login.openInternal();
      // act
      await page.getByTestId('forgot-password-link').click();
      await expectPath(page, '/internal/forgot-password');
      // the new page shown (until then the login page's own e-mail field is still there)
      await page.getByTestId('forgot-password-form').waitFor();
      expect(await page.getByTestId('login-org-code').count()).toBe(0);
      await input(page, 'login-email').fill(admin.email);
      const asked = Date.now() - 1000;
      await page.getByTestId('send-code').click();
      await page.getByTestId('reset-password-form').waitFor();
      await input(page, 'reset-code').fill(await resetCodeSentTo(admin.email, asked));
      await input(page, 'new-password').fill(password);
      await input(page, 'confirm-new-password').fill(password);
      await page.getByTestId('reset-password-submit').click();
      // assess
      await expectPath(page, '/internal');
      await login.fill({ email: admin.email, password });
      await login.submit();
      await expectPath(page, '/internal/dashboard');
    } finally {
      await context.close();
    }
  }, 120_000);
});
