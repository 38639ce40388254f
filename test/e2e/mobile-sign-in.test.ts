import { describe, expect, it } from 'vitest';
import { en } from '../../shared/i18n/catalogue';
import { ms } from '../../shared/i18n/catalogue/ms';
import { zh } from '../../shared/i18n/catalogue/zh';
import type { Language } from '../../shared/i18n/languages';
import { outboxMessages } from '../support/api';
import { freshEmployee } from '../support/own-profile';
import { expectPath, expectToast, LoginPage, useBrowser } from './support/browser';
import { newPhonePage } from './support/phone';
import { expectPhoneFriendly } from './support/phone-friendly';

/**
 * Signing in with the mobile number in the browser (issue 30): from the link on /login, on a phone
 * in each language, the organisation code and the verified number typed as people write it, the
 * code texted (the local Cognito stand-in, through the outbox), a wrong code refused, the right
 * one signs in, and the session outlives a reload as a password sign-in's does.
 */
const browser = useBrowser();
const CATALOGUE = { en, ms, zh } as const;

/** The code of the latest sign-in SMS to `to` sent after `after` (the browser's request may still be on its way). */
async function signInCodeSentTo(to: string, after: number): Promise<string> {
  const until = Date.now() + 15_000;
  for (;;) {
    const message = (await outboxMessages(to)).find(
      (m) => Date.parse(m.sentAt) >= after && /sign-in code/.test(m.text),
    );
    const code = message?.text.match(/\b(\d{6})\b/)?.[1];
    if (code) return code;
    if (Date.now() > until) throw new Error(`No sign-in code was sent to ${to}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

const input = (page: import('playwright-core').Page, testId: string) => page.getByTestId(testId).locator('input');

describe('Mobile-number sign-in on a phone', () => {
  for (const language of ['ms', 'en', 'zh'] as const satisfies readonly Language[]) {
    it(`signs an employee in with the organisation code, the verified number and a texted code, in ${language}`, async () => {
      // prepare: an employee with a login and a verified number; no e-mail or password typed
      const { employee } = await freshEmployee('demo');
      const mobile = employee.mobileNumber!;
      const typed = `0${mobile.slice(3, 5)}-${mobile.slice(5, 9)} ${mobile.slice(9)}`;
      const t = CATALOGUE[language];
      const { context, page } = await newPhonePage(browser(), language);
      try {
        await new LoginPage(page).openOrganisation();
        // act: the link under the login form
        const link = page.getByTestId('mobile-login-link');
        expect(await link.innerText()).toBe(t['auth.mobileLoginLink']);
        await link.click();
        await expectPath(page, '/mobile-login');
        await page.getByTestId('mobile-login-form').waitFor();
        await expectPhoneFriendly(page, language, 'Login with the mobile number');
        expect(await input(page, 'login-mobile').getAttribute('inputmode')).toBe('tel');
        await input(page, 'login-org-code').fill('demo');
        await input(page, 'login-mobile').fill(typed);
        const asked = Date.now() - 1000;
        await page.getByTestId('send-code').click();
        await page.getByTestId('mobile-code-form').waitFor();
        expect(await page.getByTestId('mobile-code-form').innerText()).toContain(t['auth.mobileCodeSent']);
        await expectPhoneFriendly(page, language, 'Login, the texted code');
        const code = await signInCodeSentTo(mobile, asked);
        expect(await input(page, 'mobile-code').getAttribute('autocomplete')).toBe('one-time-code');
        // a wrong code first: refused, in the language, and the form stays
        await input(page, 'mobile-code').fill(String((Number(code) + 1) % 1_000_000).padStart(6, '0'));
        await page.getByTestId('mobile-code-submit').click();
        await expectToast(page, 'error', t['auth.resetRefused']);
        await expectPhoneFriendly(page, language, 'Login, a wrong code');
        await input(page, 'mobile-code').fill(code);
        await page.getByTestId('mobile-code-submit').click();
        // assess: signed in, and still after a reload (the tokens kept as a password sign-in's)
        await expectPath(page, '/dashboard');
        await page.reload();
        await page.getByTestId('dashboard').waitFor();
        await expectPath(page, '/dashboard');
      } finally {
        await context.close();
      }
    }, 120_000);
  }

  it('sends a new code on request: the new code signs in, the first one no longer does', async () => {
    // prepare
    const { employee } = await freshEmployee('demo');
    const mobile = employee.mobileNumber!;
    const { context, page } = await newPhonePage(browser(), 'en');
    try {
      await new LoginPage(page).openOrganisation();
      await page.getByTestId('mobile-login-link').click();
      await page.getByTestId('mobile-login-form').waitFor();
      await input(page, 'login-org-code').fill('demo');
      await input(page, 'login-mobile').fill(mobile);
      const asked = Date.now() - 1000;
      await page.getByTestId('send-code').click();
      await page.getByTestId('mobile-code-form').waitFor();
      const first = await signInCodeSentTo(mobile, asked);
      // act: a new code
      const again = Date.now();
      await page.getByTestId('send-new-code').click();
      await expectToast(page, 'success', en['auth.newCodeSent']);
      const second = await signInCodeSentTo(mobile, again);
      // assess: the first code belongs to the earlier sign-in, not this one; the new code signs in
      if (first !== second) {
        await input(page, 'mobile-code').fill(first);
        await page.getByTestId('mobile-code-submit').click();
        await expectToast(page, 'error', en['auth.resetRefused']);
      }
      await input(page, 'mobile-code').fill(second);
      await page.getByTestId('mobile-code-submit').click();
      await expectPath(page, '/dashboard');
    } finally {
      await context.close();
    }
  }, 90_000);

  it('refuses a number typed wrongly on its field, before anything is sent', async () => {
    const { context, page } = await newPhonePage(browser(), 'en');
    try {
      await new LoginPage(page).openOrganisation();
      await page.getByTestId('mobile-login-link').click();
      await page.getByTestId('mobile-login-form').waitFor();
      await input(page, 'login-org-code').fill('demo');
      await input(page, 'login-mobile').fill('12345');
      await page.getByTestId('send-code').click();
      await page.getByTestId('mobile-login-form').getByText(en['auth.enterVerifiedMobile']).waitFor();
      expect(await page.getByTestId('mobile-code-form').count()).toBe(0);
    } finally {
      await context.close();
    }
  }, 60_000);
});
