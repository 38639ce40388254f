import { describe, expect, it } from 'vitest';
import { getUser } from '../../lambdas/data/identity/users';
import { freshEmployee } from '../support/own-profile';
import { expectPath, LoginPage, siteUrl, useBrowser } from './support/browser';
import { latinPhrases, newPhonePage, sidewaysOverflow, untranslatedTexts } from './support/phone';

const browser = useBrowser();

/**
 * The language of the site (docs/i18n.md): the browser's at first, the one chosen on the sign-in
 * page at once, then remembered on the user and shown on any device they sign in from.
 */
describe('the site in Bahasa Malaysia, English and Chinese', () => {
  it("opens the sign-in page in the phone's language, with every text from the catalogue", async () => {
    const { context, page } = await newPhonePage(browser(), 'ms');
    await page.goto(siteUrl('/login'));
    await page.getByTestId('login-form').getByText('Kod Organisasi').waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ms-MY');
    expect(await untranslatedTexts(page, 'ms')).toEqual([]);
    expect(await sidewaysOverflow(page)).toBe(0);
    // A field left empty is refused in Malay too.
    await page.getByTestId('login-submit').click();
    await page.getByTestId('login-org-code-field').getByText('*Wajib diisi').waitFor();
    await context.close();
  });

  it('switches at once to the language chosen on the sign-in page, and keeps it on the user', async () => {
    const { user } = await freshEmployee();
    const { context, page } = await newPhonePage(browser(), 'en');
    await page.goto(siteUrl('/login'));
    await page.getByTestId('login-form').getByText('Organisation Code').waitFor();
    await page.getByTestId('language-zh').click();
    await page.getByTestId('login-form').getByText('机构代码').waitFor();
    expect(await page.getByTestId('language-zh').getAttribute('aria-pressed')).toBe('true');
    expect(await untranslatedTexts(page, 'zh')).toEqual([]);
    expect(await latinPhrases(page, ['Advance Pay', 'eBenefits', 'Bahasa Malaysia', 'English'])).toEqual([]);

    const login = new LoginPage(page);
    await login.fill({ code: 'demo', email: user.email, password: user.password });
    await login.submit();
    await expectPath(page, '/dashboard');
    await page.getByTestId('side-nav').getByText('个人资料', { exact: true }).waitFor({ state: 'attached' });
    await expect.poll(async () => (await getUser('demo', user.id))?.language, { timeout: 15_000 }).toBe('zh');
    await context.close();

    // Another device, whose browser asks for English: the user's language is shown once signed in,
    // and the organisation code is not known there.
    const other = await newPhonePage(browser(), 'en');
    await other.page.goto(siteUrl('/login'));
    expect(await other.page.getByTestId('login-org-code').locator('input').inputValue()).toBe('');
    await new LoginPage(other.page).fill({ code: 'demo', email: user.email, password: user.password });
    await new LoginPage(other.page).submit();
    await expectPath(other.page, '/dashboard');
    await other.page.getByTestId('side-nav').getByText('个人资料', { exact: true }).waitFor({ state: 'attached' });
    await other.context.close();
  });

  it('remembers the organisation code of the last sign-in on this device', async () => {
    const { user } = await freshEmployee();
    const { context, page } = await newPhonePage(browser(), 'en');
    await new LoginPage(page).signIn({ code: 'demo', email: user.email, password: user.password });
    await expectPath(page, '/dashboard');
    await page.goto(siteUrl('/logout'));
    await page.getByTestId('login-form').waitFor();
    expect(await page.getByTestId('login-org-code').locator('input').inputValue()).toBe('demo');
    await context.close();
  });
});
