import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { getCallable } from '../../shared/callables';
import { LIST_SEARCH_MAX_LENGTH, ListSearchInput, matchesListSearch } from '../../shared/callables/list-search';

/** The employee's own lists, shown as cards of one person's rows (no search box): the lists not searched. */
const NOT_SEARCHED: Record<string, string> = {
  'advancePayEmployee-getTransactions': "one employee's withdrawals of a month, as cards",
  'advancePayEmployee-getMonthlyStatements': "one employee's statements, one a month",
  'payRuns-getMyPayouts': "one employee's payouts, as cards",
};

/** The list callables the web's server-paged tables read (usePagedList / useCursorPages), by file. */
function pagedListsOfTheWeb(): Map<string, string> {
  const found = new Map<string, string>();
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.tsx?$/.test(name))
        for (const m of readFileSync(path, 'utf8').matchAll(/(?:usePagedList|useCursorPages)\(\s*'([\w-]+)'/g))
          found.set(m[1], path);
    }
  };
  walk('web/src/features');
  return found;
}

describe('the search of server-paged lists', () => {
  it('every list a server-paged table of the portal reads takes `search` (the whole list is searched, not the page)', () => {
    const lists = pagedListsOfTheWeb();
    expect(lists.size).toBeGreaterThan(15);
    const unsearched = [...lists]
      .filter(([name]) => !(name in NOT_SEARCHED))
      .filter(([name]) => {
        const input = getCallable(name)?.input as { shape?: Record<string, unknown> } | undefined;
        return !input?.shape?.search;
      })
      .map(([name, file]) => `${name} (${file})`);
    expect(unsearched).toEqual([]);
  });

  it('every such table sends what is typed in its search box to the server (not a filter of the page shown)', () => {
    const lists = pagedListsOfTheWeb();
    const pageFiltered = [...lists]
      .filter(([name]) => !(name in NOT_SEARCHED))
      // The kit's hook, or the list's input given the text (`searchInput(text)`, `{ search: text }`).
      .filter(
        ([, file]) =>
          !/useServerSearch\(|searchInput\(|\{\s*search[:\s,}]|search:\s*\{\s*text:/.test(readFileSync(file, 'utf8')),
      )
      .map(([name, file]) => `${name} (${file})`);
    expect(pageFiltered).toEqual([]);
  });

  it('matches any case, numbers as written, codes without their dashes', () => {
    expect(matchesListSearch('aina', ['Nur Aina', 'x'])).toBe(true);
    expect(matchesListSearch('AINA', ['nur aina'])).toBe(true);
    expect(matchesListSearch('  ', ['anything'])).toBe(true);
    expect(matchesListSearch(undefined, [])).toBe(true);
    expect(matchesListSearch('1500', [150_000, 'RM 1,500.00'])).toBe(true);
    expect(matchesListSearch('900101-14-5678', ['900101145678'])).toBe(true);
    expect(matchesListSearch('ops', ['Sales', undefined, null, 12])).toBe(false);
    expect(matchesListSearch('-', ['abc'])).toBe(false);
  });

  it('refuses a search too long in words a person can act on', () => {
    const schema = z.object({ search: ListSearchInput });
    const out = schema.safeParse({ search: 'x'.repeat(LIST_SEARCH_MAX_LENGTH + 1) });
    expect(out.success).toBe(false);
    expect(out.error?.issues[0].message).toBe(`Search at most ${LIST_SEARCH_MAX_LENGTH} characters`);
    expect(schema.parse({ search: '  aina ' })).toEqual({ search: 'aina' });
  });
});
