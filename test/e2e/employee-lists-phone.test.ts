import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CATEGORY_IDS } from '../../dev/seeds/seed-lookups';
import { periodOf } from '../../shared/domain/advance-pay/advance-pay';
import { previousPeriod } from '../../shared/domain/advance-pay/monthly-statement';
import { generateStatements } from '../../lambdas/services/advance-pay/statements';
import { advancePayWorld, storeWithdrawal } from '../support/advance-pay';
import { freshEmployee } from '../support/own-profile';
import { expectPath, LoginPage, siteUrl, useBrowser } from './support/browser';
import { LARGE_PHONE_VIEWPORT, newPhonePage, PHONE_VIEWPORT } from './support/phone';
import { expectPhoneFriendly } from './support/phone-friendly';

/**
 * The employee's own lists on a phone (issue 28): Monthly Statements and a statement, My Benefits with
 * My Payouts, Elected Wallets, as cards rather than wide tables, with their figures and labels, in every language,
 * and phone-friendly (support/phone-friendly.ts).
 */
const browser = useBrowser();
const monthBefore = previousPeriod(previousPeriod(periodOf()));

describe('the employee’s lists on a phone', () => {
  let statements: { orgId: string; email: string; password: string };
  let benefits: { email: string; password: string };
  beforeAll(async () => {
    const world = await advancePayWorld();
    await storeWithdrawal(world.orgId, world.employee.employee.employeeICNumber, {
      amount: 200,
      status: 'completed',
      period: monthBefore,
    });
    await generateStatements(monthBefore.key, { orgId: world.orgId });
    statements = { ...world.employee.user, orgId: world.orgId };
    const withBenefits = await freshEmployee('demo', {
      employeeCategoryId: DEMO_CATEGORY_IDS.demoApproved,
      officeId: 'office-demo-kl',
    });
    benefits = withBenefits.user;
  }, 120_000);

  for (const [language, viewport] of [
    ['ms', PHONE_VIEWPORT],
    ['zh', PHONE_VIEWPORT],
    ['en', LARGE_PHONE_VIEWPORT],
  ] as const) {
    it(`shows them as cards at ${viewport.width} px in ${language}`, async () => {
      const { context, page } = await newPhonePage(browser(), language, viewport);
      await new LoginPage(page).signIn({
        code: statements.orgId,
        email: statements.email,
        password: statements.password,
      });
      await expectPath(page, '/dashboard');
      await page.goto(siteUrl('/advance-pay/statements/monthly'));
      const card = page.getByTestId(`statement-card-${monthBefore.key}`);
      await card.waitFor();
      expect(await card.locator('dd').allInnerTexts()).toContain('RM 200.00');
      await page.getByTestId(`statement-view-${monthBefore.key}`).waitFor();
      await expectPhoneFriendly(page, language, 'Monthly Statements');
      await page.getByTestId(`statement-view-${monthBefore.key}`).click();
      await page.getByTestId('statement-message').waitFor();
      expect(await page.getByTestId('table-statement-withdrawals').innerText()).toContain('RM 200.00');
      await expectPhoneFriendly(page, language, 'a monthly statement');
      await context.close();

      const phone = await newPhonePage(browser(), language, viewport);
      const p = phone.page;
      await new LoginPage(p).signIn({ code: 'demo', email: benefits.email, password: benefits.password });
      await expectPath(p, '/dashboard');
      await p.goto(siteUrl('/user-benefits'));
      await expect
        .poll(() => p.getByTestId('table-my-benefits').innerText(), { timeout: 15_000 })
        .toContain('Transport allowance');
      await p.getByTestId('table-my-payouts').getByTestId('table-empty').waitFor();
      await expectPhoneFriendly(p, language, 'My Benefits');

      await p.goto(siteUrl('/elected-wallets'));
      await p.getByTestId('table-elected-wallets').getByTestId('table-empty').waitFor();
      await p.getByTestId('election-add').first().waitFor();
      await expectPhoneFriendly(p, language, 'Elected Wallets');
      await phone.context.close();
    }, 120_000);
  }
});
