import type { AdvanceTransactionRecord } from '../../../shared/domain/advance-pay/advance-transaction';
import { mapLimit } from '../../core/concurrency';
import { gsi2AdvancePeriod, gsi4AdvanceMonthShards } from '../table/keys';
import { table, type Key } from '../table/table';
import { fromAdvanceTransactionItem } from './advance-transactions';

/** Items one partition's reads may take per page of the newest-first list before the page stops short. */
export const NEWEST_FIRST_MAX_READS = 2_000;
/**
 * Items read per Query of a partition, newest first: a page's worth and one more first (all a page
 * needs when the filter keeps every row, and the one more tells the partition's end from a page
 * that fills it exactly), then this many while a filter leaves the page short.
 */
const NEWEST_FIRST_READ = 200;
/** Partitions read at once. */
const NEWEST_FIRST_CONCURRENCY = 8;

/** An index partition holding withdrawals of one month sorted by id: its index, key attributes and key. */
export interface MonthPartition {
  indexName: string;
  partitionKey: string;
  sortKey: string;
  key: string;
}

/**
 * The partitions of a month, newest first: one organisation's (`orgId`: its GSI2 partition) or
 * every organisation's (the shards of the platform's month, GSI4). Both sort by the withdrawal id.
 */
export const monthPartitions = (periodKey: string, orgId?: string): MonthPartition[] =>
  orgId
    ? [{ indexName: 'GSI2', partitionKey: 'gsi2pk', sortKey: 'gsi2sk', key: gsi2AdvancePeriod(periodKey, orgId) }]
    : gsi4AdvanceMonthShards(periodKey).map((key) => ({
        indexName: 'GSI4',
        partitionKey: 'gsi4pk',
        sortKey: 'gsi4sk',
        key,
      }));

/**
 * A page of a month's transactions, newest first, of the `partitions` ({@link monthPartitions}),
 * kept by `keep` (a status filter, a search; applied here, so a page holds `limit` of them whatever
 * the filter leaves): each partition read descending from before the cursor's id (ids are ULIDs:
 * creation order) until it has `limit` kept or ends, the partitions' rows merged by id. `prepare`,
 * when given, sees each Query's rows before `keep` does (to read what `keep` needs of them).
 * A page is short only on the last page, or when a partition's reads hit
 * {@link NEWEST_FIRST_MAX_READS} (then the page stops where that partition stopped, so no row
 * is skipped); `before` carries on (undefined: no more).
 */
export async function listPeriodNewestFirstPage(page: {
  partitions: readonly MonthPartition[];
  before?: string;
  limit: number;
  keep: (tx: AdvanceTransactionRecord) => boolean;
  prepare?: (txs: readonly AdvanceTransactionRecord[]) => Promise<void>;
}): Promise<{ items: AdvanceTransactionRecord[]; before?: string }> {
  const perPartition = await mapLimit(page.partitions, NEWEST_FIRST_CONCURRENCY, async (partition) => {
    const kept: AdvanceTransactionRecord[] = [];
    let start: Key | undefined;
    let read = 0;
    let lastRead: string | undefined;
    for (;;) {
      const out = await table.query({
        IndexName: partition.indexName,
        KeyConditionExpression: page.before ? '#pk = :pk AND #sk < :before' : '#pk = :pk',
        ExpressionAttributeNames: {
          '#pk': partition.partitionKey,
          ...(page.before ? { '#sk': partition.sortKey } : {}),
        },
        ExpressionAttributeValues: { ':pk': partition.key, ...(page.before ? { ':before': page.before } : {}) },
        ScanIndexForward: false,
        ExclusiveStartKey: start,
        Limit: start ? NEWEST_FIRST_READ : Math.min(page.limit + 1, NEWEST_FIRST_READ),
      });
      const txs = (out.Items ?? []).map((item) => fromAdvanceTransactionItem(item));
      if (page.prepare && txs.length) await page.prepare(txs);
      for (const tx of txs) {
        lastRead = tx.id;
        if (page.keep(tx)) kept.push(tx);
      }
      read += txs.length;
      start = out.LastEvaluatedKey;
      // Ended, or enough kept (every later row of this partition is older than these).
      if (!start) return { kept, more: false, stoppedAt: undefined };
      if (kept.length >= page.limit) return { kept, more: true, stoppedAt: undefined };
      if (read >= NEWEST_FIRST_MAX_READS) return { kept, more: true, stoppedAt: lastRead };
    }
  });
  // A partition stopped early has unread rows older than where it stopped: only rows at or
  // after that point can be shown before them.
  const stops = perPartition.flatMap((o) => (o.stoppedAt ? [o.stoppedAt] : []));
  const frontier = stops.length ? stops.reduce((a, b) => (a > b ? a : b)) : undefined;
  const candidates = perPartition
    .flatMap((o) => o.kept)
    .filter((tx) => frontier === undefined || tx.id >= frontier)
    .sort((a, b) => (a.id < b.id ? 1 : a.id > b.id ? -1 : 0));
  const items = candidates.slice(0, page.limit);
  const more = candidates.length > page.limit || perPartition.some((o) => o.more);
  if (items.length === page.limit && more) return { items, before: items[items.length - 1].id };
  if (frontier !== undefined) return { items, before: frontier };
  return { items };
}
