import { describe, expect, it } from 'vitest';
import type { Language } from '../../shared/i18n/languages';
import { en } from '../../shared/i18n/catalogue/en';
import { ms } from '../../shared/i18n/catalogue/ms';
import { zh } from '../../shared/i18n/catalogue/zh';
import { paths } from '../../shared/routes';
import { klDate } from '../../shared/domain/time/time';
import { freshEmployee } from '../support/own-profile';
import { expectPath, LoginPage, siteUrl, useBrowser } from './support/browser';
import { newPhonePage } from './support/phone';
import { expectPhoneFriendly } from './support/phone-friendly';

/**
 * Limits an employee sets for themselves (issue 33, line 4; docs/rules.md#limits-you-set-yourself)
 * on a 360 px phone in each language: a lock set on the Profile stops Get Paid at once, with the
 * sentence that names it; taking the lock off again waits 24 hours, shown with its time.
 */
const browser = useBrowser();
const WAIT = { timeout: 20_000 };
const CATALOGUE = { en, ms, zh } as const;

/** A KL date `days` from today, as the API ('yyyy-MM-dd') and the page ('dd/MM/yyyy') write it. */
const day = (days: number) => {
  const iso = klDate(new Date(Date.now() + days * 86_400_000));
  return { iso, shown: iso.split('-').reverse().join('/') };
};

describe('limits an employee sets for themselves, on a phone', () => {
  for (const language of ['ms', 'en', 'zh'] as const satisfies readonly Language[]) {
    it(`a lock set on the Profile stops Get Paid, and its unlock waits 24 hours, in ${language}`, async () => {
      const { user } = await freshEmployee();
      const words = CATALOGUE[language];
      const { context, page } = await newPhonePage(browser(), language);
      await new LoginPage(page).signIn({ code: 'demo', email: user.email, password: user.password });
      await expectPath(page, '/dashboard');
      await page.goto(siteUrl(paths.profile()));

      const section = page.getByTestId('profile-own-limits');
      await section.getByText(words['profile.ownLimits'], { exact: true }).waitFor(WAIT);
      const lock = day(3);
      const lockField = section.getByTestId('own-locked-until').locator('input').first();
      await lockField.fill(lock.shown);
      await section.getByTestId('own-days-between').locator('input').first().fill('10');
      const save = section.getByTestId('own-limits-save');
      await save.scrollIntoViewIfNeeded();
      expect((await save.boundingBox())?.height).toBeGreaterThanOrEqual(44);
      await save.click();
      await page.getByText(words['profile.ownLimitsSaved'], { exact: true }).waitFor(WAIT);
      await expectPhoneFriendly(page, language, 'Profile, limits you set yourself');

      await page.goto(siteUrl(paths.getPaid()));
      const blocked = page.getByTestId('request-blocked');
      await blocked.waitFor(WAIT);
      expect(await blocked.innerText()).toContain(words['advancePay.ownLock'].replace('{date}', lock.shown));
      await expectPhoneFriendly(page, language, 'Get Paid, locked by the employee');

      // Taking the lock off: it stays until the 24 hours have passed, and the Profile says when.
      await page.goto(siteUrl(paths.profile()));
      await section.getByText(words['profile.ownLimits'], { exact: true }).waitFor(WAIT);
      await lockField.fill('');
      await save.click();
      const waiting = section.getByTestId('own-limits-waiting');
      await waiting.waitFor(WAIT);
      expect(await waiting.innerText()).toContain(words['profile.ownWaitingNoLock']);
      expect(await lockField.inputValue()).toBe(lock.shown);
      await context.close();
    }, 120_000);
  }
});
