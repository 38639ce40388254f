import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  describeAssets,
  EMPLOYEE_FIRST_FIGURE_JS_BUDGET_BYTES,
  kb,
  LOGIN_JS_BUDGET_BYTES,
  measurePageAssets,
} from '../../bench/support/login-assets';
import { LANGUAGES } from '../../shared/i18n/languages';
import { freshEmployee } from '../support/own-profile';
import { expectPath, LoginPage, siteUrl, useBrowser } from './support/browser';
import { newPhonePage } from './support/phone';

/**
 * The employee side's pages of the built site (the one the stack serves) keep within their budget
 * (issue 28), in each language of the site (its catalogue included), on a phone: the JavaScript
 * the browser downloads before the login form shows, and before the employee dashboard's first
 * figure shows, gzipped, at most 150 KB each, in English, Malay and Chinese alike (the language's
 * catalogue, base only, included: the areas of other pages load with them). Cloudscape, the
 * portal's shell, the registry's schemas and the feature pages load later, once they are needed.
 */
const browser = useBrowser();

/** Files an employee's first page must not need: Cloudscape's components and the portal's shell. */
const CLOUDSCAPE_FILES =
  /\/(shell-[\w-]{8}\.(js|css)$|i18n-root-|internal-|flashbar-|app-layout-|side-navigation-|top-navigation-)/;

/** The page is shown in `language` (its catalogue was part of what was measured). */
async function expectLanguage(page: Page, language: string) {
  expect(await page.evaluate(() => document.documentElement.lang)).toMatch(new RegExp(`^${language}`));
}

describe('the employee side download budget, in every language of the site', () => {
  describe.each(LANGUAGES)('in %s', (language) => {
    it.each([
      { path: '/login', form: 'login-form' },
      { path: '/internal', form: 'internal-login-form' },
    ])('$path shows its form within its budget of gzipped JavaScript (150 KB)', async ({ path, form }) => {
      const { context, page } = await newPhonePage(browser(), language);
      const measured = await measurePageAssets(page, siteUrl(path), form);
      await expectLanguage(page, language);
      await context.close();
      const budget = LOGIN_JS_BUDGET_BYTES;
      const report = `${path} in ${language} loads ${kb(measured.js.gzipBytes)} of gzipped JavaScript (budget ${kb(budget)}); largest files first:\n${describeAssets(measured, 12)}`;
      expect(measured.js.gzipBytes, report).toBeLessThanOrEqual(budget);
      const names = measured.assets.map((a) => a.name);
      // The shell's navigation is not part of a login page, nor Cloudscape.
      expect(names.filter((n) => /shell-routes/.test(n))).toEqual([]);
      expect(
        names.filter((n) => CLOUDSCAPE_FILES.test(n)),
        report,
      ).toEqual([]);
    });

    it('the employee dashboard shows its first figure (the Balance) within its budget of gzipped JavaScript (150 KB)', async () => {
      // An employee of its own (the language the site remembers on the user is the one chosen here).
      const { user } = await freshEmployee('demo');
      const { context, page } = await newPhonePage(browser(), language);
      await new LoginPage(page).signIn({ code: 'demo', email: user.email, password: user.password });
      await expectPath(page, '/dashboard');
      // A fresh tab of the signed-in browser opens the dashboard, as after a reload or from a bookmark.
      const fresh = await context.newPage();
      const measured = await measurePageAssets(fresh, siteUrl('/dashboard'), 'card-balance-value');
      await expectLanguage(fresh, language);
      await context.close();
      const budget = EMPLOYEE_FIRST_FIGURE_JS_BUDGET_BYTES;
      const report = `/dashboard in ${language} loads ${kb(measured.js.gzipBytes)} of gzipped JavaScript before its first figure (budget ${kb(budget)}); largest files first:\n${describeAssets(measured, 12)}`;
      expect(measured.js.gzipBytes, report).toBeLessThanOrEqual(budget);
      expect(
        measured.assets.map((a) => a.name).filter((n) => CLOUDSCAPE_FILES.test(n)),
        report,
      ).toEqual([]);
    });
  });
});
