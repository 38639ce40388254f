import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { followLink, LoginPage, siteUrl, useBrowser } from './support/browser';
import { DEMO_PASSWORD } from '../../dev/seeds/demo-password';

/**
 * axe-core in the browser: no serious or critical accessibility violation on the sign-in pages
 * and on the main pages of each area (employee, management, platform administration).
 */
const browser = useBrowser();
const PASSWORD = DEMO_PASSWORD;
/** Opens `path` and waits for its main heading (the page is drawn, not a spinner). */
async function open(page: Page, path: string) {
  await page.goto(siteUrl(path));
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await expect
    .poll(() => page.locator('[class*="awsui_spinner"], .light-spinner').count(), { timeout: 15_000 })
    .toBe(0);
}

async function signedIn(b: Browser, login: { code?: string; email: string }): Promise<Page> {
  const context = await b.newContext({ viewport: { width: 1280, height: 800 } });
  context.setDefaultTimeout(15_000);
  const page = await context.newPage();
  await new LoginPage(page).signIn({ ...login, password: PASSWORD });
  await page.getByTestId('side-nav').waitFor();
  return page;
}

describe('accessibility (axe-core)', () => {
  it.each([
    { path: '/login', form: 'login-form' },
    { path: '/internal', form: 'internal-login-form' },
    { path: '/forgot-password', form: 'forgot-password-form' },
    { path: '/internal/forgot-password', form: 'forgot-password-form' },
    { path: '/mobile-login', form: 'mobile-login-form' },
  ])('the sign-in page $path has no serious or critical violation', async ({ path, form }) => {
    const context = await browser().newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(siteUrl(path));
    await page.getByTestId(form).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it.each([
    {
      area: 'employee',
      login: { code: 'other', email: 'employee@other.test' },
      paths: ['/dashboard', '/profile', '/user-benefits', '/elected-wallets', '/elect-wallets'],
    },
    {
      area: 'management',
      login: { code: 'demo', email: 'manager@demo.test' },
      paths: [
        '/management/dashboard',
        '/employees',
        '/management/advance-pay/transactions',
        '/teams',
        '/employee-benefits',
        '/compensation-policies/01JDEMO0COMPPOLICY00000001/details',
        '/compensation-policies/01JDEMO0COMPPOLICY00000001/details/create',
        // Finance: suppliers
        '/suppliers',
        '/suppliers/create',
        '/suppliers/01JDEMO0SUPPLIER0000000001/view',
        // Finance: disbursements
        '/disbursements',
        '/disbursements/create',
        '/disbursements/01JDEMO0D1SB0C0MP1ETED0001/view',
        // Finance: settlements
        '/repayments',
        '/repayments/01JDEMO0REPAYMENT000000001/01JDEMO0D1SB0C0MP1ETED0001/transactions',
        // Finance: transaction history
        '/transactions',
        // The audit trail of the organisation
        '/settings/audit',
      ],
    },
    {
      area: 'platform administration',
      login: { email: 'superadmin@platform.test' },
      paths: [
        '/internal/dashboard',
        '/internal/audit',
        '/internal/users',
        '/internal/organizations',
        '/internal/advance-pay/transactions',
        // Finance: suppliers
        '/internal/suppliers',
        '/internal/demo/suppliers/01JDEMO0SUPPLIER0000000001/view',
        // Finance: disbursements
        '/internal/disbursements',
        '/internal/demo/disbursements/01JDEMO0D1SB0C0MP1ETED0001/view',
        // Finance: settlements
        '/internal/repayments',
        '/internal/demo/disbursement/01JDEMO0D1SB0C0MP1ETED0001/repayments/01JDEMO0REPAYMENT000000001/transactions',
        '/internal/demo/disbursement/01JDEMO0D1SB0C0MP1ETED0001/repayments/01JDEMO0REPAYMENT000000001/transactions/create',
        '/internal/demo/disbursement/01JDEMO0D1SB0C0MP1ETED0001/repayments/01JDEMO0REPAYMENT000000001/edit',
        // Finance: sales and the partner files they come from
        '/internal/sales',
        '/internal/uploaded-documents',
        '/internal/uploaded-documents/create',
        // Finance: transaction history
        '/internal/transactions',
      ],
    },
  ])(
    'the $area area has no serious or critical violation on its main pages',
    async ({ login, paths }) => {
      const page = await signedIn(browser(), login);
      for (const path of paths) {
        await open(page, path);
        expect.soft(await seriousViolations(page), path).toEqual([]);
      }
      await page.context().close();
    },
    // One sign-in opens and scans every page of the area in turn.
    180_000,
  );

  it('the logs of an uploaded file and one row log have no serious or critical violation', async () => {
    // The seeded sales file's id comes from its content (dated), so it is reached as a person would.
    const page = await signedIn(browser(), { email: 'superadmin@platform.test' });
    await open(page, '/internal/uploaded-documents');
    await page.getByTestId('table-search').locator('input').fill('demo-pos-sales.csv');
    const file = page
      .getByTestId('table-uploaded-documents')
      .getByRole('link', { name: 'demo-pos-sales.csv', exact: true });
    await followLink(page, file, /^\/internal\/uploaded-document-logs\/[^/]+\/logs$/);
    await page.getByTestId('uplog-link-2').waitFor();
    expect.soft(await seriousViolations(page), 'logs').toEqual([]);
    await followLink(
      page,
      page.getByTestId('uplog-link-2'),
      /^\/internal\/uploaded-document-logs\/[^/]+\/logs\/2\/view$/,
    );
    await page.getByTestId('uplog-view-status').waitFor();
    expect.soft(await seriousViolations(page), 'log view').toEqual([]);
    await page.context().close();
  }, 120_000);
});
