import { beforeAll, describe, expect, it } from 'vitest';
import { advancePayWorld, storeWithdrawal } from '../support/advance-pay';
import { expectPath, LoginPage, siteUrl, useBrowser } from './support/browser';
import { inFirstScreen, LARGE_PHONE_VIEWPORT, newPhonePage, PHONE_VIEWPORT } from './support/phone';
import { expectPhoneFriendly } from './support/phone-friendly';

/**
 * The employee side on a phone (issue 28): /login, the dashboard, Transactions and a
 * transaction's details at 360×780 and 412×915, in Bahasa Malaysia, English and Chinese. On each:
 * nothing scrolls sideways, every tap target is 44 px high or more, no text is below 14 px, no text
 * is left in English, no serious or critical axe finding; the login button, the dashboard's
 * Balance and its Get Paid inside the first screen.
 */
const browser = useBrowser();
const WAIT = { timeout: 15_000 };

let world: Awaited<ReturnType<typeof advancePayWorld>>;

beforeAll(async () => {
  world = await advancePayWorld();
  const ic = world.employee.employee.employeeICNumber;
  await storeWithdrawal(world.orgId, ic, { amount: 120, status: 'completed', reasonForWithdrawal: 'Medical' });
  await storeWithdrawal(world.orgId, ic, { amount: 80, status: 'pending', reasonForWithdrawal: 'Bills' });
}, 120_000);

const CASES = (['ms', 'en', 'zh'] as const).flatMap((language) => [
  { language, viewport: PHONE_VIEWPORT },
  { language, viewport: LARGE_PHONE_VIEWPORT },
]);

describe('the employee side on a phone', () => {
  it.each(CASES)(
    '$language at $viewport.width×$viewport.height: login, dashboard, Transactions, details',
    async ({ language, viewport }) => {
      const { context, page } = await newPhonePage(browser(), language, viewport);
      const size = `${String(viewport.width)}×${String(viewport.height)} ${language}`;

      await page.goto(siteUrl('/login'));
      await page.getByTestId('login-form').waitFor();
      expect(await inFirstScreen(page, 'login-submit'), 'the login button in the first screen').toBe(true);
      await expectPhoneFriendly(page, language, `/login ${size}`);

      const { email, password } = world.employee.user;
      const login = new LoginPage(page);
      await login.fill({ code: world.orgId, email, password });
      await login.submit();
      await expectPath(page, '/dashboard');
      await page.getByTestId('card-balance-value').waitFor();
      // What the employee came for, and the way to take it, without scrolling.
      expect(await inFirstScreen(page, 'card-balance-value'), 'the Balance in the first screen').toBe(true);
      expect(await inFirstScreen(page, 'dashboard-get-paid'), 'Get Paid in the first screen').toBe(true);
      await expect.poll(() => page.getByTestId('transaction-card').count(), WAIT).toBe(2);
      await page.getByTestId('reason-row').first().waitFor();
      await expectPhoneFriendly(page, language, `/dashboard ${size}`);

      await page.getByTestId('side-nav').locator('a[href="/advance-pay/transactions"]').click();
      await expectPath(page, '/advance-pay/transactions');
      await expect.poll(() => page.getByTestId('transaction-card').count(), WAIT).toBe(2);
      await expectPhoneFriendly(page, language, `/advance-pay/transactions ${size}`);

      await page.getByTestId('transaction-card').first().locator('a').click();
      await expect
        .poll(() => new URL(page.url()).pathname, WAIT)
        .toMatch(/^\/advance-pay\/transactions\/\w+\/details$/);
      await page.getByTestId('transaction-details').waitFor();
      await page.getByTestId('transaction-timeline').waitFor();
      await expectPhoneFriendly(page, language, `details ${size}`);
      await context.close();
    },
    150_000,
  );
});
