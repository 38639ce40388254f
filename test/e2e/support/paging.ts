import type { Locator } from 'playwright-core';
import { vi } from 'vitest';

/**
 * Shows `target` in a server-paged table (ResourceTable's server mode): a row other tests' data
 * pushed past the first page is reached by following Next page until it shows. A page is judged
 * only once it has loaded (no loading text, rows shown), so no page is skipped; the search box, if
 * filled, filters each page in turn. `table` may hold more than one pagination (the page's body
 * holds every table's): the first one shown is followed.
 */
export async function showOnSomePage(table: Locator, target: Locator, timeout = 30_000) {
  await vi.waitFor(
    async () => {
      if (await target.count()) return;
      if ((await table.getByText(/^Loading /).count()) > 0) throw new Error('The page is loading');
      if ((await target.count()) > 0) return;
      const next = table.getByRole('button', { name: 'Next page' }).filter({ visible: true }).first();
      if (await next.isDisabled()) throw new Error('Not on any page read so far');
      await next.click({ timeout: 3_000 });
      throw new Error('Moved to the next page');
    },
    { timeout, interval: 300 },
  );
}
