import { z } from 'zod';

/**
 * The server search of the growing lists (docs/data-model.md#searched-lists): the text a person
 * types in a server-paged table's search box goes to its list callable as `search`, which keeps
 * the rows of the WHOLE list whose fields contain it (any case), not only the page shown. DynamoDB
 * has no case-insensitive filter, so the Lambda matches the rows it reads: one call reads at most
 * {@link LIST_SEARCH_MAX_READS} rows and, when it stops there before its page is full, answers a
 * short page with a cursor to carry on (a cursor serves only the search that issued it).
 */

/** The longest search text a list takes. */
export const LIST_SEARCH_MAX_LENGTH = 100;

/** Rows one call of a searched list reads at most (before matching). */
export const LIST_SEARCH_MAX_READS = 2_000;

/** A list callable's `search` input: trimmed; blank is no search. */
export const ListSearchInput = z
  .string()
  .trim()
  .max(LIST_SEARCH_MAX_LENGTH, `Search at most ${LIST_SEARCH_MAX_LENGTH} characters`)
  .optional();

/** The sentence of a searched list callable's summary: what `search` looks at (`fields`, in words). */
export const listSearchSummary = (fields: string): string =>
  `\`search\` keeps the rows whose ${fields} contains the text (any case), across the whole list; a page reads at ` +
  `most ${LIST_SEARCH_MAX_READS} rows, so it may come back short with a \`nextCursor\` to carry on (a cursor serves ` +
  'only the search that issued it).';

/** The search as matched: trimmed and lower-case ('' is no search), so 'Aina' and 'aina' share cursors. */
export const listSearchText = (search: string | undefined): string => search?.trim().toLowerCase() ?? '';

/** Without spaces and dashes: '900101-14-5678' finds an IC number kept as '900101145678'. */
const compact = (text: string) => text.replace(/[\s-]/g, '');

/**
 * Whether any of a row's `values` contains the search text (any case; numbers as written; spaces
 * and dashes of a code ignored); true without a search.
 */
export function matchesListSearch(search: string | undefined, values: readonly unknown[]): boolean {
  const text = listSearchText(search);
  if (!text) return true;
  const bare = compact(text);
  return values.some((value) => {
    if (typeof value !== 'string' && typeof value !== 'number') return false;
    const shown = String(value).toLowerCase();
    return shown.includes(text) || (bare !== '' && compact(shown).includes(bare));
  });
}
