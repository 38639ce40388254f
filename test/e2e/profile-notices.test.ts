import { describe, expect, it } from 'vitest';
import { getUser } from '../../lambdas/data/identity/users';
import type { Language } from '../../shared/i18n/languages';
import { en } from '../../shared/i18n/catalogue/en';
import { ms } from '../../shared/i18n/catalogue/ms';
import { zh } from '../../shared/i18n/catalogue/zh';
import { freshEmployee } from '../support/own-profile';
import { expectPath, LoginPage, siteUrl, useBrowser } from './support/browser';
import { newPhonePage } from './support/phone';
import { expectPhoneFriendly } from './support/phone-friendly';

/**
 * The Profile page's switch of the withdrawal notices (issue 30, line 4;
 * docs/rules.md#withdrawal-notices), on a 360 px phone in each language: in the person's language,
 * a 44 px target, on until turned off, kept on the user and shown so after a reload.
 */
const browser = useBrowser();
const WAIT = { timeout: 15_000 };
const CATALOGUE = { en, ms, zh } as const;

describe('the withdrawal notices switch on the Profile page', () => {
  for (const language of ['en', 'ms', 'zh'] as const satisfies readonly Language[]) {
    it(`turns the notices off and on again in ${language}, kept on the user`, async () => {
      const { user } = await freshEmployee();
      const words = CATALOGUE[language];
      const { context, page } = await newPhonePage(browser(), language);
      await new LoginPage(page).signIn({ code: 'demo', email: user.email, password: user.password });
      await expectPath(page, '/dashboard');
      await page.goto(siteUrl('/profile'));

      const section = page.getByTestId('profile-withdrawal-notices');
      const toggle = page.getByTestId('profile-withdrawal-notices-switch');
      await section.getByText(words['profile.withdrawalNotices'], { exact: true }).waitFor(WAIT);
      await section.getByText(words['profile.withdrawalNoticesDescription'], { exact: true }).waitFor();
      // On until turned off.
      expect(await toggle.getAttribute('aria-checked')).toBe('true');
      expect(await toggle.innerText()).toContain(words['profile.switchOn']);
      await toggle.scrollIntoViewIfNeeded();
      expect((await toggle.boundingBox())?.height).toBeGreaterThanOrEqual(44);
      await expectPhoneFriendly(page, language, 'Profile, the withdrawal notices');

      await toggle.click();
      await expect.poll(() => toggle.getAttribute('aria-checked'), WAIT).toBe('false');
      expect(await toggle.innerText()).toContain(words['profile.switchOff']);
      await expect.poll(async () => (await getUser('demo', user.id))?.notifyWithdrawalSteps, WAIT).toBe(false);

      // Kept on the user: a new visit shows it off.
      await page.reload();
      await expect.poll(() => toggle.getAttribute('aria-checked'), WAIT).toBe('false');
      await expectPhoneFriendly(page, language, 'Profile, the withdrawal notices off');

      await toggle.click();
      await expect.poll(() => toggle.getAttribute('aria-checked'), WAIT).toBe('true');
      await expect.poll(async () => (await getUser('demo', user.id))?.notifyWithdrawalSteps, WAIT).toBe(true);
      await context.close();
    }, 120_000);
  }
});
