/**
 * What a page of the built site downloads before it shows: the JavaScript and CSS the browser
 * requests from opening the page until an element of it (a login form) is visible, each with its
 * size and its gzipped size. Shared by the site-budget bench and the test on the /login budget.
 */
import { gzipSync } from 'node:zlib';
import type { Page, Response } from 'playwright-core';

/**
 * The budget of /login: gzipped JavaScript loaded before the form shows (1 KB = 1,000 bytes, as
 * Vite counts). 350 KB while the sign-in pages were built of Cloudscape; 150 KB since issue 28
 * (light elements, no Cloudscape, Amplify and zod loaded after the form shows), in every language
 * of the site: the catalogue loads area by area with the pages that use it (docs/i18n.md).
 */
export const LOGIN_JS_BUDGET_BYTES = 150_000;
/**
 * The budget of an employee's page: gzipped JavaScript loaded before its first figure shows (the
 * dashboard's Balance), 150 KB (issue 28) in every language: the employees' light shell and pages,
 * no Cloudscape, the catalogue's base only.
 */
export const EMPLOYEE_FIRST_FIGURE_JS_BUDGET_BYTES = 150_000;
export interface LoadedAsset {
  /** The file's name under the site (e.g. `assets/index-AbC123.js`). */
  name: string;
  kind: 'js' | 'css';
  bytes: number;
  gzipBytes: number;
}

export interface PageAssets {
  assets: LoadedAsset[];
  js: { bytes: number; gzipBytes: number };
  css: { bytes: number; gzipBytes: number };
}

const kindOf = (url: URL): LoadedAsset['kind'] | undefined =>
  url.pathname.endsWith('.js') ? 'js' : url.pathname.endsWith('.css') ? 'css' : undefined;

/**
 * Opens `url` in `page` and waits for `ready` (the test id of what the page shows once usable);
 * answers the scripts and stylesheets requested before it was in the page (modulepreloads
 * included), largest first: a file the page asks for once `ready` is there (what it loads next,
 * below the fold) is not counted, however fast it comes. Gzip at zlib's default level, as a CDN
 * compresses on the fly.
 */
export async function measurePageAssets(page: Page, url: string, ready: string): Promise<PageAssets> {
  // The moment `ready` enters the page, by the page's clock (resource timings use the same).
  await page.addInitScript((id: string) => {
    const w = window as unknown as { __readyAt?: number };
    const mark = () => {
      if (w.__readyAt === undefined && document.querySelector(`[data-testid="${id}"]`)) w.__readyAt = performance.now();
    };
    new MutationObserver(mark).observe(document, { childList: true, subtree: true });
  }, ready);
  const seen: Promise<LoadedAsset | undefined>[] = [];
  const record = (response: Response) => {
    const at = new URL(response.url());
    const kind = kindOf(at);
    if (!kind) return;
    seen.push(
      response.body().then(
        (body) => ({ name: at.pathname.slice(1), kind, bytes: body.length, gzipBytes: gzipSync(body).length }),
        () => undefined,
      ),
    );
  };
  page.on('response', record);
  await page.goto(url);
  await page.getByTestId(ready).waitFor({ state: 'visible' });
  page.off('response', record);
  const requestedBefore = await page.evaluate(() => {
    const readyAt = (window as unknown as { __readyAt?: number }).__readyAt ?? Infinity;
    return performance
      .getEntriesByType('resource')
      .filter((entry) => entry.startTime < readyAt)
      .map((entry) => new URL(entry.name).pathname.slice(1));
  });
  const assets = (await Promise.all(seen))
    .filter((a): a is LoadedAsset => a !== undefined && requestedBefore.includes(a.name))
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
  const total = (kind: LoadedAsset['kind']) =>
    assets
      .filter((a) => a.kind === kind)
      .reduce((sum, a) => ({ bytes: sum.bytes + a.bytes, gzipBytes: sum.gzipBytes + a.gzipBytes }), {
        bytes: 0,
        gzipBytes: 0,
      });
  return { assets, js: total('js'), css: total('css') };
}

export const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

/** One line per asset (largest first) and the totals, for a report or a failing test's message. */
export function describeAssets({ assets, js, css }: PageAssets, limit = assets.length): string {
  const lines = assets
    .slice(0, limit)
    .map((a) => `  ${kb(a.gzipBytes).padStart(10)} gz  ${kb(a.bytes).padStart(10)}  ${a.name}`);
  return [
    ...lines,
    `  JavaScript: ${kb(js.gzipBytes)} gzipped (${kb(js.bytes)}); CSS: ${kb(css.gzipBytes)} gzipped (${kb(css.bytes)})`,
  ].join('\n');
}
