import { monotonicFactory } from 'ulid';
import { RecordHistoryEntrySchema, type RecordHistoryEntry } from '../../../shared/domain/organisations/record-history';
import { keys, type RecordHistoryKind } from './keys';
import { stripItem, withEntity } from './org-items';
import { queryKindPage, type Page, type PageRequest } from './paged-lists';
import { table, type TransactItem } from './table';

const ENTITY = 'recordHistory';
/** Entries written in the same millisecond by one process still sort in the order they were made. */
const ulid = monotonicFactory();
const VERSION = 1;

/**
 * The Put of one history entry, to go in the same transaction as the change it records (so a
 * change is never stored without its entry, nor an entry without its change).
 */
export function recordHistoryItem(
  orgId: string,
  kind: RecordHistoryKind,
  recordId: string,
  entry: RecordHistoryEntry,
): TransactItem {
  // The key's time is now in milliseconds (entry.at is whole seconds), so a record's entries list in order.
  const key = keys.recordHistory(orgId, kind, recordId, ulid(Math.max(Date.now(), entry.at * 1000)));
  return {
    Put: {
      Item: withEntity(key, ENTITY, VERSION, RecordHistoryEntrySchema.parse(entry)),
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

/** A record's history, oldest first. */
export async function listRecordHistory(
  orgId: string,
  kind: RecordHistoryKind,
  recordId: string,
): Promise<RecordHistoryEntry[]> {
  const items = await table.queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
    ExpressionAttributeValues: {
      ':pk': keys.recordHistory(orgId, kind, recordId, '').pk,
      ':sk': keys.recordHistorySkPrefix(kind, recordId),
    },
  });
  return items.map((item) => RecordHistoryEntrySchema.parse(stripItem(item)));
}

/** One page of a record's history, oldest first (a bounded Query whatever the history's length). */
export async function listRecordHistoryPage(
  orgId: string,
  kind: RecordHistoryKind,
  recordId: string,
  page: PageRequest,
): Promise<Page<RecordHistoryEntry>> {
  const read = await queryKindPage(
    keys.recordHistory(orgId, kind, recordId, '').pk,
    keys.recordHistorySkPrefix(kind, recordId),
    page,
  );
  return { items: read.items.map((item) => RecordHistoryEntrySchema.parse(stripItem(item))), next: read.next };
}
