import type { QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { LIST_SEARCH_MAX_READS } from '../../../shared/callables/list-search';
import { table, type Item, type Key } from './table';

/**
 * Pages of a Query that keep their promise of `limit` items even under a filter. DynamoDB applies
 * `Limit` before the FilterExpression, so one filtered Query may answer nothing and still have
 * more to read; here the page is filled from as many Queries as it takes, and when a Query answers
 * more items than the page has room for, the page is cut after its last item and the next page
 * starts from that item's key. A sparse filter over a long index is bounded by `maxReads` items
 * read per call: the page then comes back shorter, with a cursor to carry on.
 */

export interface FilledPageQuery {
  query: Omit<QueryCommandInput, 'TableName' | 'ExclusiveStartKey' | 'Limit' | 'Select'>;
  /** The key attributes of what is queried: the table's `pk`, `sk`, plus the index's own. */
  keyAttributes: readonly string[];
  /** Where the previous page stopped (its `next`). */
  start?: Key;
  limit: number;
  /** At most this many items read (before the filter) per call. */
  maxReads?: number;
  /**
   * Keeps only some of the items read, in the Lambda (a list's search: shared/callables/list-search.ts,
   * which DynamoDB's filters cannot do); the page is still filled, within `maxReads`
   * ({@link LIST_SEARCH_MAX_READS} by default then).
   */
  keep?: (item: Item) => boolean;
}

/** Items read per Query under a filter: enough that a selective filter fills a page in few round trips. */
const FILTERED_READ = 200;
/** Items read per call at most, by default: a page of a sparse filter stays quick. */
const DEFAULT_MAX_READS = 5_000;

/** The key of an item in an index: what a Query's ExclusiveStartKey takes to carry on after it. */
export const keyOfItem = (item: Item, attributes: readonly string[]): Key =>
  Object.fromEntries(attributes.map((name) => [name, item[name]]));

/** One page of at most `limit` matching items, and the key to carry on from (none on the last page). */
export async function queryFilledPage(q: FilledPageQuery): Promise<{ items: Item[]; next?: Key }> {
  const items: Item[] = [];
  const maxReads = q.maxReads ?? (q.keep ? LIST_SEARCH_MAX_READS : DEFAULT_MAX_READS);
  const filtered = !!q.query.FilterExpression || !!q.keep;
  let start = q.start;
  let read = 0;
  for (;;) {
    const room = q.limit - items.length;
    const res = await table.query({
      ...q.query,
      ExclusiveStartKey: start,
      Limit: filtered ? Math.max(room, Math.min(FILTERED_READ, maxReads)) : room,
    });
    read += res.ScannedCount ?? res.Items?.length ?? 0;
    const found = q.keep ? (res.Items ?? []).filter(q.keep) : (res.Items ?? []);
    if (found.length > room) {
      items.push(...found.slice(0, room));
      return { items, next: keyOfItem(items[items.length - 1], q.keyAttributes) };
    }
    items.push(...found);
    start = res.LastEvaluatedKey;
    if (!start) return { items };
    if (items.length === q.limit || read >= maxReads) return { items, next: start };
  }
}
