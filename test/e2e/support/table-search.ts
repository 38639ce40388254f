import type { Locator } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Types `text` in a server-paged table's search box (ResourceTable's `table-search`) and waits for
 * what the page then shows: exactly `rows` rows, each holding `text` (case-insensitive). The rows of
 * the page before stay shown until the server answers, so the wait is on the rows, not on time.
 * Answers the rows holding the text.
 */
export async function searchTable(table: Locator, text: string, rows = 1): Promise<Locator> {
  await table.getByTestId('table-search').locator('input').fill(text);
  const all = table.locator('tbody tr');
  const matching = all.filter({ hasText: new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'i') });
  await expect
    .poll(async () => ({ shown: await all.count(), matching: await matching.count() }), { timeout: 15_000 })
    .toEqual({ shown: rows, matching: rows });
  return matching;
}
