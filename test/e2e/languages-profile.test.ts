import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { getUser } from '../../lambdas/data/identity/users';
import { DEMO_CATEGORY_IDS } from '../../dev/seeds/seed-lookups';
import type { Language } from '../../shared/i18n/languages';
import { ms } from '../../shared/i18n/catalogue/ms';
import { zh } from '../../shared/i18n/catalogue/zh';
import { callApi, okBody } from '../support/api';
import { freshEmployee } from '../support/own-profile';
import { createTestUser } from '../support/users';
import { chooseOption, expectPath, LoginPage, siteUrl, useBrowser } from './support/browser';
import { latinPhrases, newPhonePage, sidewaysOverflow, untranslatedTexts } from './support/phone';

const browser = useBrowser();

/** Product names, language names and the demo organisation's name, shown as they are in every language. */
const ALWAYS = ['Advance Pay', 'eBenefits', 'Bahasa Malaysia', 'English', 'Demo Sdn Bhd'];

/** The page says everything in `language`: no catalogue English left, no English phrase in Chinese, no sideways scroll. */
async function expectInLanguage(page: Page, language: Language, allowed: readonly string[] = []) {
  expect(await untranslatedTexts(page, language)).toEqual([]);
  if (language === 'zh') expect(await latinPhrases(page, [...ALWAYS, ...allowed])).toEqual([]);
  expect(await sidewaysOverflow(page)).toBe(0);
}

/** A fresh employee signed in on a phone in `language`. */
async function signedInPhone(language: Language, fields: Parameters<typeof freshEmployee>[1] = {}) {
  const fresh = await freshEmployee('demo', fields);
  const { context, page } = await newPhonePage(browser(), language);
  await new LoginPage(page).signIn({ code: 'demo', email: fresh.user.email, password: fresh.user.password });
  await expectPath(page, '/dashboard');
  // The person's own words and data, shown as they are.
  const allowed = [
    fresh.user.email,
    'Test employee', // the test user's name, in the top bar
    ...Object.values(fresh.employee).filter((v) => typeof v === 'string'),
  ];
  return { ...fresh, context, page, allowed };
}

const STEP_TITLES: Record<'ms' | 'zh', string[]> = {
  ms: ['Akaun', 'Peribadi', 'Lokasi', 'Nombor Telefon Bimbit'],
  zh: ['账户', '个人', '位置', '手机号码'],
};

describe('the employee’s own pages in Bahasa Malaysia and Chinese', () => {
  for (const language of ['ms', 'zh'] as const) {
    it(`shows each step of the profile in ${language}`, async () => {
      const { context, page, allowed } = await signedInPhone(language);
      await page.goto(siteUrl('/profile'));
      for (const [i, title] of STEP_TITLES[language].entries()) {
        await page
          .getByTestId(`profile-step-${i + 1}`)
          .getByText(title, { exact: true })
          .first()
          .waitFor();
        await expectInLanguage(page, language, allowed);
        if (i < 3) await page.getByTestId('profile-next').click();
      }
      await context.close();
    });
  }

  it('changes the language on the Profile page at once, and keeps it on the user', async () => {
    const { user, context, page, allowed } = await signedInPhone('en');
    await page.goto(siteUrl('/profile'));
    await page.getByTestId('profile-step-1').getByText('Account', { exact: true }).first().waitFor();
    await page.getByTestId('profile-language').getByTestId('language-zh').click();
    await page.getByTestId('profile-step-1').getByText('账户', { exact: true }).first().waitFor();
    expect(await page.getByTestId('language-zh').getAttribute('aria-pressed')).toBe('true');
    await expectInLanguage(page, 'zh', allowed);
    await expect.poll(async () => (await getUser('demo', user.id))?.language, { timeout: 15_000 }).toBe('zh');

    await page.getByTestId('language-ms').click();
    await page.getByTestId('profile-step-1').getByText('Akaun', { exact: true }).first().waitFor();
    await expect.poll(async () => (await getUser('demo', user.id))?.language, { timeout: 15_000 }).toBe('ms');
    // Kept on the user: a new visit shows Malay whatever the device remembers.
    await page.evaluate(() => localStorage.removeItem('language'));
    await page.reload();
    await page.getByTestId('profile-step-1').getByText('Akaun', { exact: true }).first().waitFor();
    await context.close();
  });

  for (const language of ['ms', 'zh'] as const) {
    it(`shows Change Password and Profile Setup in ${language}`, async () => {
      // A number not verified yet: the profile setup asks for it first.
      const { context, page, allowed } = await signedInPhone(language, { mobileNumberVerified: false });
      await page.goto(siteUrl('/password-change'));
      await page.getByTestId('password-change-form').waitFor();
      await page.getByTestId('new-password').locator('input').fill('abc');
      await page.getByTestId('confirm-password').locator('input').fill('abd');
      await page.getByTestId('current-password').locator('input').click();
      await page
        .getByTestId('new-password-field')
        // the password rule as enforced, in the person's language
        .getByText((language === 'ms' ? ms : zh)['auth.passwordRule'], { exact: false })
        .first()
        .waitFor();
      await expectInLanguage(page, language, allowed);

      await page.goto(siteUrl('/profile-setup'));
      await page.getByTestId('profile-setup-form').waitFor();
      await page.getByTestId('profile-setup-mobile').waitFor();
      await expectInLanguage(page, language, allowed);
      // Get Paid names both steps, each with its link
      await page.goto(siteUrl('/advance-pay/get-paid'));
      await page.getByTestId('missing-mobileNumber').waitFor();
      await page.getByTestId('missing-bankAccount').waitFor();
      await expectInLanguage(page, language, allowed);
      await context.close();
    });
  }

  for (const language of ['ms', 'zh'] as const) {
    it(`shows My Benefits, Elected Wallets and the Payment Election in ${language}`, async () => {
      const { token, context, page, allowed } = await signedInPhone(language, {
        employeeCategoryId: DEMO_CATEGORY_IDS.demoApproved,
        officeId: 'office-demo-kl',
      });
      // The benefits' names as the organisation wrote them (other tests add some to this category).
      const own = okBody(await callApi('employeeBenefits-getIndividualEmployeeBenefits', {}, token));
      const data = [...allowed, ...own.benefits.map((b) => b.name), "Touch 'n Go eWallet"];
      await page.goto(siteUrl('/user-benefits'));
      await expect
        .poll(() => page.getByTestId('table-my-benefits').innerText(), { timeout: 15_000 })
        .toContain('Transport allowance');
      await expect
        .poll(() => page.getByTestId('table-my-payouts').innerText(), { timeout: 15_000 })
        .toContain(language === 'ms' ? 'Belum ada pembayaran manfaat.' : '暂无福利发放记录。');
      await expectInLanguage(page, language, data);

      await page.goto(siteUrl('/elected-wallets'));
      await expect
        .poll(() => page.getByTestId('table-elected-wallets').innerText(), { timeout: 15_000 })
        .toContain(language === 'ms' ? 'Tiada peruntukan dompet untuk dipaparkan.' : '没有可显示的钱包分配。');
      await expectInLanguage(page, language, data);

      await page.getByTestId('election-add').first().click();
      await expectPath(page, '/elect-wallets');
      await page.getByTestId('election-form').waitFor();
      await chooseOption(page.getByTestId('election-verified'), language === 'ms' ? 'Tidak' : '否');
      await page.getByTestId('election-support').getByTestId('election-support-close').waitFor();
      await expectInLanguage(page, language, data);
      await page.getByTestId('election-support-close').click();
      await expectInLanguage(page, language, data);
      await context.close();
    });
  }

  it('asks for the terms in the phone’s language', async () => {
    const user = await createTestUser({ role: 'employee', acceptedTerms: false });
    for (const language of ['ms', 'zh'] as const) {
      const { context, page } = await newPhonePage(browser(), language);
      await new LoginPage(page).signIn({ code: 'demo', email: user.email, password: user.password });
      const modal = page.getByTestId('terms-modal');
      await modal
        .getByText(language === 'ms' ? 'Terma dan Syarat' : '条款与条件')
        .first()
        .waitFor();
      await expectInLanguage(page, language, [user.email, 'Test employee']);
      await context.close();
    }
  });
});
