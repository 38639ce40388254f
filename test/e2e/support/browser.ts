import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, vi } from 'vitest';

/** Debian's Chromium, headless, with the flags this machine needs (no background networking). */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

/** One Chromium for a test file: launched before its tests, closed after them; call it for the browser. */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('The browser is not launched yet (use it inside a test)');
    return browser;
  };
}

export const siteUrl = (path = '/') => new URL(path, inject('stackUrl')).toString();

export async function newPage(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  context.setDefaultTimeout(15_000);
  const page = await context.newPage();
  return { context, page };
}

/** Page object of /login and /internal. */
export class LoginPage {
  constructor(readonly page: Page) {}

  async openOrganisation() {
    await this.page.goto(siteUrl('/login'));
    await this.page.getByTestId('login-form').waitFor();
  }

  async openInternal() {
    await this.page.goto(siteUrl('/internal'));
    await this.page.getByTestId('internal-login-form').waitFor();
  }

  async fill(values: { code?: string; email: string; password: string }) {
    if (values.code !== undefined) await this.page.getByTestId('login-org-code').locator('input').fill(values.code);
    await this.page.getByTestId('login-email').locator('input').fill(values.email);
    await this.page.getByTestId('login-password').locator('input').fill(values.password);
  }

  async submit() {
    await this.page.getByTestId('login-submit').click();
  }

  /**
   * The first sign-in with a temporary password (an invitation's) asks for the person's own: fill
   * it in twice and set it.
   */
  async setNewPassword(password: string) {
    await this.page.getByTestId('new-password-form').waitFor();
    await this.page.getByTestId('new-password').locator('input').fill(password);
    await this.page.getByTestId('confirm-new-password').locator('input').fill(password);
    await this.page.getByTestId('new-password-submit').click();
  }

  /** Sign in as an organisation user, or (no code) through the internal login. */
  async signIn(values: { code?: string; email: string; password: string }) {
    if (values.code === undefined) await this.openInternal();
    else await this.openOrganisation();
    await this.fill(values);
    await this.submit();
  }
}

/** The shell's side menu labels. */
export async function menuLabels(page: Page): Promise<string[]> {
  const nav = page.getByTestId('side-nav');
  await nav.waitFor();
  return (await nav.locator('a').allInnerTexts()).map((t) => t.trim()).filter(Boolean);
}

export async function expectToast(page: Page, kind: 'error' | 'success' | 'info', text: string) {
  await expect.poll(async () => page.getByTestId(`toast-${kind}`).allInnerTexts(), { timeout: 15_000 }).toContain(text);
}

export async function expectPath(page: Page, path: string) {
  await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe(path);
}

/**
 * Chooses `option` in a Cloudscape select (`select` is its data-testid element) and checks that the
 * select shows it. Under load a click can land while the dropdown re-renders and the choice is lost,
 * so opening and choosing is retried until the select shows the option.
 */
export async function chooseOption(select: Locator, option: string) {
  const trigger = select.locator('button').first();
  // This select's own list (a Select's list is drawn inside it): another select's list left open
  // must not pass for it; a click on this trigger closes that one.
  const list = select.getByRole('listbox');
  await vi.waitFor(
    async () => {
      if ((await trigger.innerText()).trim() === option) return;
      if ((await list.count()) === 0) await trigger.click({ timeout: 3_000 });
      await list.getByRole('option', { name: option, exact: true }).click({ timeout: 3_000 });
      expect((await trigger.innerText()).trim()).toBe(option);
    },
    { timeout: 20_000, interval: 200 },
  );
}

/**
 * Clicks `link` until the page's path matches `path`. A toast that closes, or a list that reloads,
 * can move a row between the moment its position is measured and the click, and the click is lost;
 * the click is retried while the page has not left.
 */
export async function followLink(page: Page, link: Locator, path: RegExp) {
  const here = () => new URL(page.url()).pathname;
  const from = here();
  await vi.waitFor(
    async () => {
      if (!path.test(here()) && here() === from) await link.click({ timeout: 3_000 });
      await expect.poll(here, { timeout: 3_000 }).toMatch(path);
    },
    { timeout: 20_000, interval: 200 },
  );
}
