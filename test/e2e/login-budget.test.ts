import { describe, expect, it } from 'vitest';
import { describeAssets, kb, LOGIN_JS_BUDGET_BYTES, measurePageAssets } from '../../bench/support/login-assets';
import { newPage, siteUrl, useBrowser } from './support/browser';

/**
 * The login pages of the built site (the one the stack serves) keep within their budget: the
 * JavaScript the browser downloads before the form shows, gzipped, at most 350 KB. The shell,
 * the registry's schemas and the feature pages load later, once they are needed.
 */
const browser = useBrowser();

describe('the login pages download budget', () => {
  it.each([
    { path: '/login', form: 'login-form' },
    { path: '/internal', form: 'internal-login-form' },
  ])('$path shows its form after at most 350 KB of gzipped JavaScript', async ({ path, form }) => {
    const { context, page } = await newPage(browser());
    const measured = await measurePageAssets(page, siteUrl(path), form);
    await context.close();
    const report = `${path} loads ${kb(measured.js.gzipBytes)} of gzipped JavaScript (budget ${kb(LOGIN_JS_BUDGET_BYTES)}); largest files first:\n${describeAssets(measured, 8)}`;
    expect(measured.js.gzipBytes, report).toBeLessThanOrEqual(LOGIN_JS_BUDGET_BYTES);
    // The shell's navigation is not part of a login page.
    expect(measured.assets.map((a) => a.name).filter((n) => /shell-routes/.test(n))).toEqual([]);
  });
});
