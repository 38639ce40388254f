import { listSearchText, matchesListSearch } from '../../../shared/callables/list-search';
import { cursorScope, openCursor, sealCursor } from './cursors';
import { queryFilledPage } from './filled-pages';
import type { Item, Key } from './table';

/**
 * Paged lists (docs/data-model.md#paged-lists): every list callable answers one page of at most
 * `limit` items and a sealed cursor to the next. Two ways to cut a page:
 * - a Query in key order (`queryKindPage`, `queryFilledPage`): Limit + ExclusiveStartKey, a
 *   bounded number of DynamoDB requests whatever the list's length: the lists that grow;
 * - a Query of GSI1 in display order (`queryListIndexPage`): the set-up lists (job levels,
 *   offices, e-wallets, pay ranges), keyed by id but shown by grade or name; each live item
 *   carries its list's partition and display sort key in GSI1 (lambdas/data/table/keys.ts `setupListGsi1`);
 * - a short list sorted in memory (`pageOfSorted`): lists read whole anyway whose order is not
 *   their key order. The cursor holds the sort key of the page's last item, so an item added or
 *   removed meanwhile shifts nothing.
 */

/** Items per page when the caller names no limit. */
export const DEFAULT_PAGE_SIZE = 100;

/** Where a page starts (the previous page's `next`) and how many items it holds at most. */
export interface PageRequest<S = Key> {
  start?: S;
  limit: number;
  /**
   * The list's search, on the stored items ({@link searchKeep}): the page is filled with items it
   * keeps, reading at most `maxReads` items (LIST_SEARCH_MAX_READS by default).
   */
  keep?: (item: Item) => boolean;
  maxReads?: number;
}

/** One page and where the next starts (none on the last page). */
export interface Page<T, S = Key> {
  items: T[];
  next?: S;
}

/** What a paged callable takes: an optional cursor and page size. */
export interface PageParams {
  cursor?: string;
  limit?: number;
}

/**
 * Serve one page of a list: opens the cursor (refused when issued by another list or another
 * organisation: `bounds` are bound into it), reads the page and seals where the next starts.
 */
export async function servePage<T, S = Key>(
  list: string,
  bounds: readonly (string | null | undefined)[],
  params: PageParams,
  read: (page: PageRequest<S>) => Promise<Page<T, S>>,
  accept?: (value: unknown) => value is S,
): Promise<{ items: T[]; nextCursor?: string }> {
  const scope = cursorScope(list, ...bounds);
  const start = openCursor<S>(scope, params.cursor, accept ? { accept } : {});
  const page = await read({ start, limit: params.limit ?? DEFAULT_PAGE_SIZE });
  return { items: page.items, nextCursor: sealCursor(scope, page.next) };
}

/** A page request as queryFilledPage takes it: where it starts, its size, its search and the reads it may make. */
export const searchedPage = (page: PageRequest) => ({
  start: page.start,
  limit: page.limit,
  ...(page.keep ? { keep: page.keep } : {}),
  ...(page.maxReads !== undefined ? { maxReads: page.maxReads } : {}),
});

/**
 * A list's search as a page's `keep`: the stored items whose `values` (the fields searched)
 * contain the text (shared/callables/list-search.ts); undefined without a search. The list's cursor
 * bounds must hold {@link listSearchText} of it, so that a cursor serves only its search.
 */
export function searchKeep(
  search: string | undefined,
  values: (item: Item) => readonly unknown[],
): ((item: Item) => boolean) | undefined {
  if (!listSearchText(search)) return undefined;
  return (item) => matchesListSearch(search, values(item));
}

/** Live items only: a soft-deleted item (`deleted = true`) is never listed. */
const LIVE = { expression: 'attribute_not_exists(deleted) OR deleted <> :deleted', values: { ':deleted': true } };

/**
 * One page of the live items of one kind in a partition (its sort-key prefix), in key order
 * (`descending`: newest first when the ids are ULIDs). `filter` keeps only some (a status); the
 * page is still filled (lambdas/data/table/filled-pages.ts).
 */
export async function queryKindPage(
  pk: string,
  skPrefix: string,
  page: PageRequest,
  options: {
    descending?: boolean;
    filter?: PageFilter;
  } = {},
): Promise<Page<Item>> {
  const { filter } = options;
  return queryFilledPage({
    query: {
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
      FilterExpression: filter ? `(${LIVE.expression}) AND (${filter.expression})` : LIVE.expression,
      ...(filter?.names ? { ExpressionAttributeNames: filter.names } : {}),
      ExpressionAttributeValues: { ':pk': pk, ':sk': skPrefix, ...LIVE.values, ...filter?.values },
      ScanIndexForward: !options.descending,
    },
    keyAttributes: ['pk', 'sk'],
    ...searchedPage(page),
  });
}

/** A FilterExpression of a page Query, with its names and values. */
export interface PageFilter {
  expression: string;
  names?: Record<string, string>;
  values?: Record<string, unknown>;
}

/** The key attributes of a set-up list item in GSI1: what a page's cursor holds. */
export const LIST_INDEX_KEY = ['pk', 'sk', 'gsi1pk', 'gsi1sk'] as const;

/**
 * One page of a set-up list: a Query of its GSI1 partition in display order (`gsi1sk`), from where
 * the previous page stopped. Deleted items carry no GSI1 keys, so only `filter` (a status) leaves
 * items out; the page is then still filled (lambdas/data/table/filled-pages.ts).
 */
export function queryListIndexPage(gsi1pk: string, page: PageRequest, filter?: PageFilter): Promise<Page<Item>> {
  return queryFilledPage({
    query: {
      IndexName: 'GSI1',
      KeyConditionExpression: 'gsi1pk = :gsi1pk',
      ...(filter ? { FilterExpression: filter.expression } : {}),
      ...(filter?.names ? { ExpressionAttributeNames: filter.names } : {}),
      ExpressionAttributeValues: { ':gsi1pk': gsi1pk, ...filter?.values },
    },
    keyAttributes: LIST_INDEX_KEY,
    ...searchedPage(page),
  });
}

/** Where a page of a sorted list starts: after the item of this sort key. */
export interface SortedStart {
  after: string;
}

export const isSortedStart = (value: unknown): value is SortedStart =>
  typeof value === 'object' && value !== null && typeof (value as { after?: unknown }).after === 'string';

/**
 * One page of a short list sorted in memory. `sortKey` must order the list as it is shown and be
 * unique (end it with the id), so the page after the item of key `after` is every item whose key
 * sorts after it.
 */
export function pageOfSorted<T>(
  items: readonly T[],
  sortKey: (item: T) => string,
  page: PageRequest<SortedStart>,
): Page<T, SortedStart> {
  const keyed = items.map((item) => ({ item, key: sortKey(item) })).sort((a, b) => compareKeys(a.key, b.key));
  const after = page.start?.after;
  const rest = after === undefined ? keyed : keyed.filter((k) => compareKeys(k.key, after) > 0);
  const slice = rest.slice(0, page.limit);
  return {
    items: slice.map((k) => k.item),
    next: rest.length > page.limit ? { after: slice[slice.length - 1].key } : undefined,
  };
}

/** Plain code-unit order: the same on every machine, unlike a locale's. */
const compareKeys = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * A sort key part that sorts as `localeCompare` roughly does for names (case folded), followed by
 * the raw text so two names differing only in case stay distinct.
 */
export const nameKey = (name: string) => `${name.toLocaleLowerCase('en')}\u0000${name}`;

/** A non-negative integer as a fixed-width sort key part (`descending`: larger first). */
export const numberKey = (n: number, descending = false) =>
  String(descending ? Number.MAX_SAFE_INTEGER - n : n).padStart(16, '0');

export const SEP = '\u0001';
