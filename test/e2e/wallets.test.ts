import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { badgePng } from '../../dev/png';
import { useBrowser, expectPath, expectToast, LoginPage, menuLabels, newPage } from './support/browser';
import { DEMO_PASSWORD } from '../../dev/seeds/demo-password';

const LOGO = badgePng('#7B2CBF', '#FFFFFF', 'GP');

const browser = useBrowser();

/** The breadcrumb trail's texts, or none. */
const crumbs = async (page: Page) => {
  const trail = page.getByTestId('breadcrumbs');
  if ((await trail.count()) === 0) return [];
  // by role: Cloudscape keeps a hidden copy of the trail (aria-hidden) to measure it
  const items = trail.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('listitem');
  return (await items.allInnerTexts()).map((t) => t.trim()).filter((t) => t && t !== '...');
};

/** The wallet id of the current wallet page's path. */
const walletId = (page: Page) => new URL(page.url()).pathname.split('/')[3];

/** The loaded logo image in a part of the page (naturalWidth > 0 once the image really loaded). */
const logoLoaded = (page: Page, scope: string) =>
  page
    .getByTestId(scope)
    .getByTestId('wallet-logo')
    .first()
    .evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0);

describe('e-wallets in the browser', () => {
  it('an admin creates a wallet with a logo and sees it in the list', async () => {
    const { context, page } = await newPage(browser());
    const name = `E2E Wallet ${Date.now().toString(36)}`;
    await new LoginPage(page).signIn({ email: 'admin@platform.test', password: DEMO_PASSWORD });
    await expectPath(page, '/internal/dashboard');
    await expect.poll(() => menuLabels(page), { timeout: 15_000 }).toContain('E-Wallets');
    await page.getByTestId('side-nav').getByText('E-Wallets').click();
    await expectPath(page, '/internal/e-wallets');
    await page.getByTestId('table-e-wallets').waitFor();

    await page.getByTestId('wallet-create').first().click();
    await expectPath(page, '/internal/e-wallets/create');
    // the form's own messages, before anything is sent
    await page.getByTestId('wallet-support-link').locator('input').fill('not a link');
    await page.getByTestId('wallet-minimum-amount').locator('input').fill('0');
    await page.getByTestId('wallet-save').click();
    await page.getByTestId('wallet-form').getByText('*Not a valid url.').waitFor();
    await page.getByTestId('wallet-form').getByText('Value should be greater than zero').waitFor();

    await page.getByTestId('wallet-name').locator('input').fill(name);
    await page.getByTestId('wallet-support-link').locator('input').fill('https://help.example.com.my/e2e');
    await page.getByTestId('wallet-minimum-amount').locator('input').fill('15.50');
    await page
      .getByTestId('wallet-logo-file')
      .locator('input[type=file]')
      .setInputFiles({ name: 'e2e-logo.png', mimeType: 'image/png', buffer: LOGO });
    // uploaded at once and previewed through a presigned GET
    await expect.poll(() => logoLoaded(page, 'wallet-form'), { timeout: 15_000 }).toBe(true);
    await page.getByTestId('wallet-save').click();

    // the toast goes along with the save's own navigation to the new wallet's page
    await expectToast(page, 'success', 'Wallet successfully created!');
    await page.getByTestId('wallet-view').getByText('RM 15.50').waitFor();
    await expect.poll(() => logoLoaded(page, 'wallet-view'), { timeout: 15_000 }).toBe(true);
    // breadcrumbs lead back to the menu entry; the wallet's page names itself by the wallet's name
    await expect.poll(() => crumbs(page), { timeout: 15_000 }).toEqual(['E-Wallets', name]);
    await expect.poll(() => page.title()).toBe('Wallet Details - Advance Pay & eBenefits');

    // the toast does not follow to the next page
    expect(await page.getByTestId('toast-success').allInnerTexts()).toContain('Wallet successfully created!');
    await page.getByTestId('wallet-edit').click();
    await expectPath(page, `/internal/e-wallets/${walletId(page)}/edit`);
    await page.getByTestId('wallet-name').waitFor();
    // gone with the page change (the list of toasts renders after the page's own render; well
    // before the toast would have gone by itself)
    await expect
      .poll(() => page.getByTestId('toast-success').allInnerTexts(), { timeout: 2_000 })
      .not.toContain('Wallet successfully created!');
    await expect.poll(() => crumbs(page)).toEqual(['E-Wallets', 'Wallet Details', 'Edit Wallet']);

    // Enter in a field saves the form; the success toast then goes by itself
    const minimum = page.getByTestId('wallet-minimum-amount').locator('input');
    await minimum.fill('16');
    await minimum.press('Enter');
    await expectToast(page, 'success', 'Wallet successfully updated!');
    await page.getByTestId('wallet-view').getByText('RM 16.00').waitFor();
    await expect.poll(() => page.getByTestId('toast-success').count(), { timeout: 15_000 }).toBe(0);

    // following a crumb stays in the app (no reload: the marker set on this document survives)
    await page.evaluate(() => Object.assign(window, { e2eSameDocument: true }));
    await page.getByTestId('breadcrumbs').getByRole('link', { name: 'E-Wallets' }).click();
    await expectPath(page, '/internal/e-wallets');
    expect(await page.evaluate(() => (window as unknown as { e2eSameDocument?: boolean }).e2eSameDocument)).toBe(true);
    await page.getByTestId('table-search').locator('input').fill(name);
    const row = page.getByTestId('table-e-wallets').locator('tr', { hasText: name });
    await row.waitFor();
    expect(await row.innerText()).toContain('Active');
    await expect
      .poll(() => row.getByTestId('wallet-logo').evaluate((img) => (img as HTMLImageElement).naturalWidth > 0), {
        timeout: 15_000,
      })
      .toBe(true);
    await context.close();
  });
});
