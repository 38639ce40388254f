import { describe, expect, it } from 'vitest';
import { freshEmployee } from '../support/own-profile';
import { expectPath, LoginPage, siteUrl, useBrowser } from './support/browser';
import { newPhonePage } from './support/phone';

const browser = useBrowser();

interface Manifest {
  name: string;
  short_name: string;
  display: string;
  start_url: string;
  theme_color: string;
  icons: { src: string; sizes: string; type: string; purpose: string }[];
}

/** Installable on a phone's home screen, and honest when the connection drops (docs/i18n.md). */
describe('the site as an app on a phone', () => {
  it('has a web app manifest with its icons, linked from every page with a theme colour', async () => {
    const { context, page } = await newPhonePage(browser());
    await page.goto(siteUrl('/login'));
    expect(await page.locator('link[rel=manifest]').getAttribute('href')).toBe('/manifest.webmanifest');
    expect(await page.locator('meta[name=theme-color]').getAttribute('content')).toMatch(/^#[0-9a-f]{6}$/i);
    const response = await page.request.get(siteUrl('/manifest.webmanifest'));
    expect(response.headers()['content-type']).toContain('application/manifest+json');
    const manifest = (await response.json()) as Manifest;
    expect(manifest).toMatchObject({ display: 'standalone', start_url: '/dashboard' });
    expect(manifest.name.length).toBeGreaterThan(0);
    expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual(
      expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
    );
    for (const icon of manifest.icons) {
      const image = await page.request.get(siteUrl(icon.src));
      expect(image.status(), icon.src).toBe(200);
      expect(image.headers()['content-type']).toBe('image/png');
    }
    await context.close();
  });

  it('names in its service worker exactly the files the page loads first, each of which exists', async () => {
    const { context, page } = await newPhonePage(browser());
    const index = await (await page.request.get(siteUrl('/login'))).text();
    const worker = await (await page.request.get(siteUrl('/sw.js'))).text();
    const named = JSON.parse(/JSON\.parse\('([^']*)'\)/.exec(worker)?.[1] ?? '[]') as string[];
    const loaded = [...index.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]);
    expect(named).toEqual(expect.arrayContaining(loaded));
    for (const file of named) expect((await page.request.get(siteUrl(file))).status(), file).toBe(200);
    await context.close();
  });

  it('offline, still opens and says so in the user’s language; online again, the page fills in', async () => {
    const { user } = await freshEmployee();
    const { context, page } = await newPhonePage(browser(), 'ms');
    await new LoginPage(page).signIn({ code: 'demo', email: user.email, password: user.password });
    await expectPath(page, '/dashboard');
    // The worker installs once the page is up, takes the page over and keeps the files it loaded.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await page.waitForFunction(async () => {
      const loaded = performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((url) => new URL(url).pathname.startsWith('/assets/'));
      const hits = await Promise.all(loaded.map((url) => caches.match(url)));
      return hits.every(Boolean);
    });

    // A second visit online, through the worker: every file the page needs passes through it.
    await page.reload();
    await page.getByTestId('side-nav').getByText('Profil', { exact: true }).waitFor({ state: 'attached' });

    await context.setOffline(true);
    await page.reload();
    // Chromium 150's offline emulation no longer reaches a document loaded while it is on: the reloaded
    // page (served by the worker, its API calls failing) still reads `navigator.onLine` as true. Set it
    // again for this document, as a phone that lost its connection reports it.
    await context.setOffline(false);
    await context.setOffline(true);
    await page
      .getByTestId('offline-notice')
      .getByText('Anda di luar talian', { exact: false })
      .waitFor({ timeout: 30_000 });
    // Nothing the API answered is kept by the worker.
    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
      }
      return urls;
    });
    expect(cached.filter((path) => path.startsWith('/api/'))).toEqual([]);
    expect(cached).toContain('/index.html');

    await context.setOffline(false);
    await page.getByTestId('offline-notice').waitFor({ state: 'detached' });
    await page.getByTestId('side-nav').getByText('Profil', { exact: true }).waitFor({ state: 'attached' });
    await context.close();
  });
});
