import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { periodOf } from '../../shared/domain/advance-pay/advance-pay';
import { previousPeriod } from '../../shared/domain/advance-pay/monthly-statement';
import type { Language } from '../../shared/i18n/languages';
import { generateStatements } from '../../lambdas/services/advance-pay/statements';
import { advancePayWorld, storeWithdrawal } from '../support/advance-pay';
import { codeSentTo } from '../support/own-profile';
import { chooseOption, expectPath, expectToast, LoginPage, siteUrl, useBrowser } from './support/browser';
import { latinPhrases, newPhonePage, sidewaysOverflow, untranslatedTexts } from './support/phone';

const browser = useBrowser();
const WAIT = { timeout: 15_000 };

/** Two months back: a closed month with a statement. */
const monthBefore = previousPeriod(previousPeriod(periodOf()));

/** What each language calls the things the test waits on and chooses. */
const WORDS = {
  ms: { earned: 'Gaji Diperoleh', bills: 'Bil', statementTitle: 'Penyata Bulanan -', locked: 'Akaun Dikunci' },
  zh: { earned: '已赚取薪资', bills: '账单', statementTitle: '月结单 -', locked: '账户已锁定' },
  en: { earned: 'Earned Wages', bills: 'Bills', statementTitle: 'Monthly Statement -', locked: 'Account Locked' },
} as const;

type World = Awaited<ReturnType<typeof advancePayWorld>>;

/** The person's own data and the product's names, which stay as they are on a Chinese page. */
const allowedOf = (w: World) => [
  'Advance Pay',
  'eBenefits',
  'Bahasa Malaysia',
  'English',
  w.employee.employee.name,
  w.employee.user.displayName,
  w.employee.user.email,
  w.org.name,
  'advance-pay-statement',
];

/** The page in `language`: no catalogue text left in English, no English phrase on a Chinese page, no sideways scroll. */
async function expectInLanguage(page: Page, language: Language, w: World, where: string) {
  expect(await untranslatedTexts(page, language), where).toEqual([]);
  if (language === 'zh') expect(await latinPhrases(page, allowedOf(w)), where).toEqual([]);
  expect(await sidewaysOverflow(page), where).toBe(0);
}

async function signedIn(language: Language, w: World) {
  const { context, page } = await newPhonePage(browser(), language);
  await new LoginPage(page).signIn({ code: w.orgId, email: w.employee.user.email, password: w.employee.user.password });
  await expectPath(page, '/dashboard');
  return { context, page };
}

/**
 * The employee's Advance Pay pages (docs/i18n.md) on a phone in Bahasa Malaysia and Chinese (and
 * English once): the dashboard, Get Paid with its code, the transactions and a transaction's
 * details, the monthly statements and a statement with its download, and the Account Locked screen.
 */
describe('the employee pages in Bahasa Malaysia, English and Chinese', () => {
  let w: World;
  let completedId: string;

  beforeAll(async () => {
    // prepare: this month one completed and one pending withdrawal; two months back a statement
    w = await advancePayWorld();
    const ic = w.employee.employee.employeeICNumber;
    completedId = (await storeWithdrawal(w.orgId, ic, { amount: 200, status: 'completed' })).id;
    await storeWithdrawal(w.orgId, ic, { amount: 150, status: 'pending', reasonForWithdrawal: 'Medical' });
    await storeWithdrawal(w.orgId, ic, { amount: 200, status: 'completed', period: monthBefore });
    await generateStatements(monthBefore.key, { orgId: w.orgId });
  }, 120_000);

  for (const language of ['ms', 'zh'] as const) {
    it(`shows every employee page in ${language}`, async () => {
      const words = WORDS[language];
      const { context, page } = await signedIn(language, w);

      // the dashboard, its figures, chart, reasons and recent transactions all in
      await page.getByTestId('card-earned-wages').getByText(words.earned).waitFor();
      await page.getByTestId('table-recent-transactions').getByTestId('transaction-card').first().waitFor();
      await page.getByTestId('table-withdrawal-reasons').getByText(words.bills, { exact: true }).waitFor();
      await expectInLanguage(page, language, w, 'dashboard');

      // Get Paid: the amount and reason, the fee, then the code asked for
      await page.goto(siteUrl('/advance-pay/get-paid'));
      await page.getByTestId('withdrawable').waitFor();
      await page.getByTestId('amount').locator('input').fill('120');
      await chooseOption(page.getByTestId('reason'), words.bills);
      await page.getByTestId('fee-preview').waitFor();
      await expectInLanguage(page, language, w, 'get paid');
      if (await page.getByTestId('send-code').isEnabled()) {
        await page.getByTestId('send-code').click();
        await codeSentTo(w.employee.employee.mobileNumber!, 15_000);
        await page.getByTestId('code-sent').waitFor();
        await expect.poll(() => page.getByTestId('send-code').isDisabled(), WAIT).toBe(true);
        await expectInLanguage(page, language, w, 'get paid, code sent');
      }
      // a code left empty is refused in the page's language (when the policy leaves a request open now)
      if (await page.getByTestId('get-paid-submit').isEnabled()) {
        await page.getByTestId('get-paid-submit').click();
        await expectInLanguage(page, language, w, 'get paid, no code');
      }

      // the transactions of this month
      await page.goto(siteUrl('/advance-pay/transactions'));
      const table = page.getByTestId('table-employee-transactions');
      await expect.poll(() => table.getByTestId('transaction-card').count(), WAIT).toBe(2);
      await expectInLanguage(page, language, w, 'transactions');

      // a completed transaction's details and timeline
      await page.goto(siteUrl(`/advance-pay/transactions/${completedId}/details`));
      await page.getByTestId('detail-transfer-date').waitFor();
      await page.getByTestId('transaction-timeline').waitFor();
      await expectInLanguage(page, language, w, 'transaction details');

      // the monthly statements, one statement and its download dialog
      await page.goto(siteUrl('/advance-pay/statements/monthly'));
      await page.getByTestId(`statement-view-${monthBefore.key}`).waitFor();
      await expectInLanguage(page, language, w, 'monthly statements');
      await page.goto(siteUrl(`/advance-pay/statements/monthly/${monthBefore.key}`));
      await page.getByTestId('statement-message').waitFor();
      await page.getByRole('heading', { name: words.statementTitle }).waitFor();
      await expectInLanguage(page, language, w, 'monthly statement');
      await page.getByTestId('statement-download').click();
      await page.getByTestId('statement-download-message').waitFor();
      await expectInLanguage(page, language, w, 'statement download');
      await context.close();
    });
  }

  it('shows the dashboard in English for an English phone, the spec words as they are', async () => {
    const { context, page } = await signedIn('en', w);
    await page.getByTestId('card-earned-wages').getByText('Earned Wages').waitFor();
    await page.getByTestId('table-recent-transactions').getByTestId('transaction-card').first().waitFor();
    expect(await page.getByTestId('dashboard-help').innerText()).toMatch(/^A request counts as withdrawn/);
    expect(await sidewaysOverflow(page)).toBe(0);
    await context.close();
  });

  it('says why in Malay after five wrong codes: the wrong-code toasts and the Account Locked screen', async () => {
    // prepare: an employee of their own (the lock signs them out)
    const own = await advancePayWorld();
    const { context, page } = await signedIn('ms', own);
    await page.goto(siteUrl('/advance-pay/get-paid'));
    await page.getByTestId('amount').locator('input').fill('150');
    await chooseOption(page.getByTestId('reason'), WORDS.ms.bills);
    await page.getByTestId('send-code').click();
    const code = await codeSentTo(own.employee.employee.mobileNumber!, 15_000);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    await page.getByTestId('verification-code').locator('input').fill(wrong);

    // act: four wrong codes, each saying in Malay how many tries are left, then the fifth
    for (let left = 4; left >= 1; left--) {
      await page.getByTestId('get-paid-submit').click();
      await expectToast(page, 'error', `Kod pengesahan salah. Tinggal ${left} cubaan sebelum akaun anda dikunci.`);
    }
    await page.getByTestId('get-paid-submit').click();

    // assess: the screen in Malay, with when and why
    const locked = page.getByTestId('account-locked');
    await locked.getByText(WORDS.ms.locked).waitFor();
    expect(await page.getByTestId('account-locked-when').innerText()).toMatch(
      /^Dikunci pada \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} selepas 5 kod pengesahan yang salah\./,
    );
    expect(await untranslatedTexts(page, 'ms')).toEqual([]);
    expect(await sidewaysOverflow(page)).toBe(0);
    await context.close();
  });
});
