import {
  APPROVED,
  PENDING_APPROVAL,
  changedMeanwhileMessage,
  isStale,
  selectPending,
  type BulkSelection,
} from '../../../shared/domain/organisations/approval';
import type { RecordHistoryEntry } from '../../../shared/domain/organisations/record-history';
import { AppError, type ErrorDetail } from '../../../shared/registry/errors';
import type { RecordHistoryKind } from './keys';
import { recordHistoryItem } from './record-history';
import { isWriteConflict, table, type StampedItem, type TransactItem, type WriteConflict } from './table';

/**
 * THE kit of the records people change and approve (docs/data-model.md#version-stamping-and-concurrency):
 * a write lands only while the stored record is still as it was read (its status, its version,
 * not deleted), else 409 "changed by someone else"; a status moves with its side items and its
 * history entry in one transaction; a bulk approval moves the pending ones all or none, refused
 * with the spec's messages. Each repository describes its entity once ({@link ApprovableStore}).
 */

type Key = Record<string, unknown>;

/** How one approvable entity is stored. */
export interface ApprovableStore<T> {
  /** What the record is called in messages ('team', 'employee category'). */
  label: string;
  key: (record: T) => Key;
  /** The names of its audit times: `At` (modifiedAt, approvedAt; the default) or `Date` (modifiedDate, approvedDate). */
  dates?: 'At' | 'Date';
  /** Whether a deleted record keeps its item with `deleted: true` (never written again). Default true. */
  softDelete?: boolean;
}

/** A condition to add (names and values of its own). */
export interface Condition {
  expression: string;
  names?: Record<string, string>;
  values?: Record<string, unknown>;
}

/** What the stored record must still be, as read. */
export interface AsRead {
  /** Its status (or one of these). */
  status?: string | readonly string[];
  /** Its version (`modifiedAt`, or `modifiedDate`) as read. */
  seen?: number;
  /** That it exists at all (implied by a status). */
  exists?: boolean;
  /** Anything else it must still meet. */
  also?: Condition;
}

const versionOf = (store: Pick<ApprovableStore<never>, 'dates'>) =>
  store.dates === 'Date' ? 'modifiedDate' : 'modifiedAt';
const approvedOf = (store: Pick<ApprovableStore<never>, 'dates'>) =>
  store.dates === 'Date' ? 'approvedDate' : 'approvedAt';

/** The 409 of a write over a record someone else changed since it was read. */
export const changedMeanwhile = (label: string) => new AppError('INVALID_STATE', changedMeanwhileMessage(label));

/**
 * Refuse (409, 'The <label> was changed by someone else meanwhile…') a change decided on a version
 * older than the stored one (`seen`: the version the caller sent, if any).
 */
export function requireFresh(label: string, seen: number | undefined, stored: number): void {
  if (isStale(seen, stored)) throw changedMeanwhile(label);
}

/** The condition parts of "still as read" (ConditionExpression, names, values), for a Put, Update or Delete. */
export function asReadCondition<T>(store: ApprovableStore<T>, expected: AsRead) {
  const parts: string[] = [];
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  if (expected.exists) parts.push('attribute_exists(pk)');
  if (expected.status !== undefined) {
    const statuses = typeof expected.status === 'string' ? [expected.status] : expected.status;
    names['#status'] = 'status';
    statuses.forEach((s, i) => (values[`:status${i}`] = s));
    parts.push(
      statuses.length === 1 ? '#status = :status0' : `#status IN (${statuses.map((_, i) => `:status${i}`).join(', ')})`,
    );
  }
  if (expected.seen !== undefined) {
    parts.push(`${versionOf(store)} = :seen`);
    values[':seen'] = expected.seen;
  }
  if (store.softDelete !== false) {
    parts.push('NOT (deleted = :true)');
    values[':true'] = true;
  }
  if (expected.also) {
    parts.push(expected.also.expression);
    Object.assign(names, expected.also.names);
    Object.assign(values, expected.also.values);
  }
  return {
    ConditionExpression: parts.join(' AND '),
    ...(Object.keys(names).length ? { ExpressionAttributeNames: names } : {}),
    ...(Object.keys(values).length ? { ExpressionAttributeValues: values } : {}),
  };
}

/** The Put of a record's new version, only while the stored one is still as read. */
export const replaceItem = <T>(store: ApprovableStore<T>, item: StampedItem, expected: AsRead): TransactItem => ({
  Put: { Item: item, ...asReadCondition(store, expected) },
});

/** One record moving from a status to another. */
export interface Move extends AsRead {
  /** The status it moves to. */
  to: string;
  by: string;
  /** The new version (`modifiedAt` / `modifiedDate`). */
  at: number;
  /** Also record the approval (approvedBy and the approval time). */
  approve?: boolean;
  /** Other attributes to set. */
  set?: Record<string, unknown>;
  /** Attributes to remove (a former approval). */
  remove?: readonly string[];
}

/** The Update of a record's move, only while it is still as read. */
export function moveItem<T>(store: ApprovableStore<T>, record: T, move: Move): TransactItem {
  const set: Record<string, unknown> = {
    status: move.to,
    ...(move.approve ? { approvedBy: move.by, [approvedOf(store)]: move.at } : {}),
    modifiedBy: move.by,
    [versionOf(store)]: move.at,
    ...move.set,
  };
  const condition = asReadCondition(store, move);
  const names: Record<string, string> = { ...condition.ExpressionAttributeNames };
  const values: Record<string, unknown> = { ...condition.ExpressionAttributeValues };
  // Placeholders named after the attributes (`#status` is the condition's too); values `:new_<name>`.
  const sets = Object.entries(set).map(([name, value]) => {
    names[`#${name}`] = name;
    values[`:new_${name}`] = value;
    return `#${name} = :new_${name}`;
  });
  const removes = (move.remove ?? []).map((name) => {
    names[`#${name}`] = name;
    return `#${name}`;
  });
  return {
    Update: {
      Key: store.key(record),
      UpdateExpression: `SET ${sets.join(', ')}${removes.length ? ` REMOVE ${removes.join(', ')}` : ''}`,
      ConditionExpression: condition.ConditionExpression,
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
    },
  };
}

/** A history entry written with the change it records (docs/data-model.md: recordHistory). */
export interface HistoryOf {
  orgId: string;
  kind: RecordHistoryKind;
  recordId: string;
  entry: RecordHistoryEntry;
}

/** How a refused write is answered: a precise refusal when one applies, else "changed by someone else". */
export interface WriteOptions {
  /** The precise refusal of this conflict (a claim taken, a rule switched on meanwhile), if any. */
  refusal?: (err: WriteConflict) => AppError | undefined;
  /** How the items are written (default one transaction; a repository with copies wraps it). */
  write?: (items: readonly TransactItem[]) => Promise<void>;
}

/**
 * Write a record's change (its items first, then its side items and history entry) in one
 * transaction: all or none. A refused condition is answered by `refusal`, else as the store's
 * "changed by someone else meanwhile" (409).
 */
export async function writeAsRead<T>(
  store: ApprovableStore<T>,
  items: readonly TransactItem[],
  options: WriteOptions & { history?: readonly HistoryOf[] } = {},
): Promise<void> {
  const all = [
    ...items,
    ...(options.history ?? []).map((h) => recordHistoryItem(h.orgId, h.kind, h.recordId, h.entry)),
  ];
  try {
    await (options.write ?? ((i) => table.transact(i)))(all);
  } catch (err) {
    if (!isWriteConflict(err)) throw err;
    throw options.refusal?.(err) ?? changedMeanwhile(store.label);
  }
}

/** The spec's 409 of a bulk approval over a selection that is not (all) pending. */
export function pendingOrRefuse<T>(records: readonly T[], rule: BulkSelection<T>): T[] {
  const picked = selectPending(records, rule);
  if ('refused' in picked) throw new AppError('INVALID_STATE', picked.refused.message, picked.refused.details);
  return picked.pending;
}

/** A bulk approval: who, when, from which status, and how a record refused by the table is answered. */
export interface Approval<T> extends WriteOptions {
  by: string;
  /** The approval's time (also the new version): one for all, or per record. */
  at: number | ((record: T) => number);
  /** The status(es) a record must still have (default Pending Approval). */
  from?: string | readonly string[];
  /** The status it gets (default Approved). */
  to?: string;
  /** Also require the version each record was read with. */
  checkVersion?: boolean;
  /** A condition each record must also still meet. */
  also?: Condition;
  /** Items written in the same transaction before the records (their refusal is `refusal`'s, or "changed meanwhile"). */
  before?: readonly TransactItem[];
  /** Items written in the same transaction after the records. */
  after?: readonly TransactItem[];
  /** History entries of the records (written in the same transaction). */
  history?: (record: T, at: number) => HistoryOf | undefined;
  /** The 409 when records changed meanwhile: its message and the detail naming each. */
  refused: { message: string | ((refused: readonly T[]) => string); detail: (record: T) => ErrorDetail };
}

/**
 * Approve records in ONE transaction, each only while it still has the status (and version) it
 * was read with and is not deleted: one changed meanwhile refuses the whole batch (409 naming
 * it) and nothing changes. Answers how many were approved.
 */
export async function approveRecords<T>(
  store: ApprovableStore<T>,
  records: readonly T[],
  approval: Approval<T>,
): Promise<number> {
  if (!records.length) return 0;
  const before = approval.before ?? [];
  const atOf = (r: T) => (typeof approval.at === 'number' ? approval.at : approval.at(r));
  const moves = records.map((r) =>
    moveItem(store, r, {
      status: approval.from ?? PENDING_APPROVAL,
      ...(approval.checkVersion ? { seen: (r as Record<string, unknown>)[versionOf(store)] as number } : {}),
      also: approval.also,
      to: approval.to ?? APPROVED,
      by: approval.by,
      at: atOf(r),
      approve: true,
    }),
  );
  const history = records.flatMap((r) => approval.history?.(r, atOf(r)) ?? []);
  await writeAsRead(store, [...before, ...moves, ...(approval.after ?? [])], {
    history,
    write: approval.write,
    refusal: (err) => {
      const specific = approval.refusal?.(err);
      if (specific) return specific;
      const refused = records.filter((_, i) => err.conditionFailed(before.length + i));
      const { message, detail } = approval.refused;
      return new AppError(
        'INVALID_STATE',
        typeof message === 'string' ? message : message(refused),
        refused.map(detail),
      );
    },
  });
  return records.length;
}
