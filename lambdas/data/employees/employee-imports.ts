import { type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { type ImportMode, type ImportStatus } from '../../../shared/domain/employees/employee-import';
import { AppError } from '../../../shared/registry/errors';
import { keys, orgPk } from '../table/keys';
import { table, type TransactItem, isWriteConflict } from '../table/table';

/**
 * Employee bulk imports (docs/rules.md#employee-import), in the organisation's partition:
 *
 * - `IMPORT#<id>`: the import: mode, status, counts, and where its apply or undo stands
 *   (`phase` + `cursor`), so a large file is applied over several calls, each well under 29 s.
 * - `IMPORT#<id>#PART#<first row>`: staged rows, 50 per item (a part sent twice lands on itself).
 * - `IMPORT#<id>#OLD#<group>`: the stored items of a group of employees exactly as they were
 *   before the import replaced (overwrite) or wrote over (a soft-deleted record) them: what the
 *   undo puts back.
 * - `META#EMPLOYEE_IMPORT`: the lock (one import or undo at a time per organisation) and the
 *   latest import, the only one that can be undone.
 *
 * Nothing in the directory changes while rows are staged. Applying: an overwrite first
 * soft-deletes every live employee (backing them up, freeing their mobile and e-mail claims),
 * then writes the staged rows; add writes the rows whose IC number is not live and skips the
 * others. Every employee written carries the import's id, which is how a page run twice, the
 * final count and the undo find them. Undo (and abort after applying began) deletes what the
 * import wrote and restores the backups. Every write is conditional on the state it was decided
 * on; a lost race re-reads and runs the page again.
 */
export const VERSION = 1;
export type Item = Record<string, unknown>;
export type Key = Record<string, unknown>;

/** An import lock not renewed for this long belongs to an abandoned browser tab. */
export const LOCK_STALE_SECONDS = 10 * 60;
/** Staged rows of an import that is never applied disappear (DynamoDB TTL). */
export const STAGED_TTL_SECONDS = 2 * 24 * 3600;
/** Employees (or rows) one page of a phase works on; the next page waits for the next call when time is up. */
export const PAGE_SIZE = 200;
/**
 * Employees per transaction (a divisor of PAGE_SIZE): at most 7 items each (the record, its mobile
 * claim, 2 history and 3 audit entries: docs/rules.md#audit-trail), plus a backup and the counters,
 * stays under 100.
 */
export const GROUP_SIZE = 10;
export const PARALLEL = 6;
/** Staged rows per part item (well under the 400 KB item limit). */
export const PART_ROWS = 50;
/** Re-runs of a page after lost races, per call, before giving up with a 409. */
export const MAX_RETRIES = 3;

export type Phase = 'replace' | 'write' | 'forget' | 'remove' | 'restore';
/** `forget`: the import before this one can no longer be undone, so its backups go. */
export const APPLY_PHASES: Record<ImportMode, Phase[]> = {
  overwrite: ['replace', 'write', 'forget'],
  add: ['write', 'forget'],
};
export const ROLLBACK_PHASES: Phase[] = ['remove', 'restore'];

export interface Counts {
  added: number;
  skipped: number;
  replaced: number;
  removed: number;
  restored: number;
  /** Backups not put back because a newer record holds the IC number. */
  notRestored: number;
  /** Restored employees whose mobile number or e-mail another account took meanwhile. */
  claimsLost: number;
}
export const ZERO: Counts = {
  added: 0,
  skipped: 0,
  replaced: 0,
  removed: 0,
  restored: 0,
  notRestored: 0,
  claimsLost: 0,
};

/** An import as stored. */
export interface ImportRecord extends Counts {
  importId: string;
  orgId: string;
  mode: ImportMode;
  status: ImportStatus;
  totalRows: number;
  received: number;
  createdAt: number;
  /** Who started it: display name (shown), and e-mail (recorded as modifiedBy / deletedBy, as every other change). */
  by: string;
  byEmail: string;
  modifiedAt: number;
  /** Where applying or rolling back stands. */
  phase?: Phase;
  cursor?: Key;
  /** Bumped on every progress save: two callers cannot both advance the same step. */
  seq: number;
  /** The latest import before this one (whose backups this one's apply deletes). */
  previousImportId?: string;
  /** What a rollback ends as: an undo, or an abort of an import that had begun applying. */
  rollbackTo?: 'undone' | 'aborted';
  undoneAt?: number;
  undoneBy?: string;
}

export interface ImportState {
  activeImportId?: string;
  activeAt?: number;
  activeOp?: 'import' | 'undo';
  latestImportId?: string;
}

export const conflict = (message: string) => new AppError('INVALID_STATE', message);
export const BUSY = 'Another employee import or undo is running for this organisation. Try again when it has finished.';

// ---------------------------------------------------------------- reads

export async function getItem(key: { pk: string; sk: string }): Promise<Item | undefined> {
  return (await table.get({ Key: key, ConsistentRead: true })).Item;
}

export async function getState(orgId: string): Promise<ImportState> {
  return (await getItem(keys.employeeImportState(orgId))) ?? {};
}

export function fromImportItem(item: Item): ImportRecord {
  const { pk: _pk, sk: _sk, entity: _e, version: _v, ...rest } = item;
  return { ...ZERO, seq: 0, received: 0, ...rest } as ImportRecord;
}

export async function getImport(orgId: string, importId: string): Promise<ImportRecord | undefined> {
  const item = await getItem(keys.employeeImport(orgId, importId));
  return item ? fromImportItem(item) : undefined;
}

/** One map key per item key. */
export const keyOf = (k: { pk: string; sk: string }) => `${k.pk}\u0000${k.sk}`;

/** Items by key (any number; missing ones absent from the map), keyed by `keyOf`. */
export async function batchGet(keyList: { pk: string; sk: string }[]): Promise<Map<string, Item>> {
  const out = new Map<string, Item>();
  const unique = [...new Map(keyList.map((k) => [keyOf(k), k])).values()];
  for (const item of await table.batchGet(unique, { consistentRead: true }))
    out.set(keyOf(item as { pk: string; sk: string }), item);
  return out;
}

export async function queryPage(input: Omit<QueryCommandInput, 'TableName'>): Promise<{ items: Item[]; next?: Key }> {
  const res = await table.query({ ConsistentRead: true, ...input });
  return { items: res.Items ?? [], next: res.LastEvaluatedKey };
}

/** The items of the organisation whose sort key starts with `prefix` (plus a filter's own values). */
export const prefixQuery = (
  orgId: string,
  prefix: string,
  values: Record<string, unknown> = {},
): Pick<QueryCommandInput, 'KeyConditionExpression' | 'ExpressionAttributeValues'> => ({
  KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
  ExpressionAttributeValues: { ':pk': orgPk(orgId), ':prefix': prefix, ...values },
});

// ---------------------------------------------------------------- writes

/** A transaction; on a refused condition answers the indexes of the refused items instead of throwing. */
export async function tryTransact(items: TransactItem[]): Promise<{ ok: true } | { ok: false; refused: number[] }> {
  if (!items.length) return { ok: true };
  try {
    await table.transact(items);
    return { ok: true };
  } catch (err) {
    if (isWriteConflict(err)) {
      const refused = err.refusedIndexes;
      // A conflict with another transaction (AWS only) is a lost race like a refused condition.
      return { ok: false, refused };
    }
    throw err;
  }
}

export async function transactOrConflict(items: TransactItem[], message: string): Promise<void> {
  const res = await tryTransact(items);
  if (!res.ok) throw conflict(message);
}

/** The update that keeps the lock alive (and proves the caller still holds it). */
export function holdLockItem(orgId: string, importId: string, at: number): TransactItem {
  return {
    Update: {
      Key: keys.employeeImportState(orgId),
      UpdateExpression: 'SET activeAt = :at',
      ConditionExpression: 'activeImportId = :id',
      ExpressionAttributeValues: { ':at': at, ':id': importId },
    },
  };
}

/** Make the import holding the lock the organisation's latest import (the one an undo applies to). */
export function markLatestImportItem(orgId: string, importId: string, at: number): TransactItem {
  return {
    Update: {
      Key: keys.employeeImportState(orgId),
      UpdateExpression: 'SET latestImportId = :id, activeAt = :at',
      ConditionExpression: 'activeImportId = :id',
      ExpressionAttributeValues: { ':id': importId, ':at': at },
    },
  };
}

/**
 * Take the lock for the undo of the latest import: only that import's, and only when no other
 * import or undo holds it (or its holder went quiet for LOCK_STALE_SECONDS).
 */
export function takeUndoLockItem(orgId: string, importId: string, at: number): TransactItem {
  return {
    Update: {
      Key: keys.employeeImportState(orgId),
      UpdateExpression: 'SET activeImportId = :id, activeAt = :at, activeOp = :op',
      ConditionExpression:
        'latestImportId = :id AND (attribute_not_exists(activeImportId) OR activeImportId = :id OR activeAt < :stale)',
      ExpressionAttributeValues: { ':id': importId, ':at': at, ':op': 'undo', ':stale': at - LOCK_STALE_SECONDS },
    },
  };
}

export function releaseLockItem(orgId: string, importId: string): TransactItem {
  return {
    Update: {
      Key: keys.employeeImportState(orgId),
      UpdateExpression: 'REMOVE activeImportId, activeAt, activeOp',
      ConditionExpression: 'activeImportId = :id',
      ExpressionAttributeValues: { ':id': importId },
    },
  };
}

/** Counters an update can add to. */
export type Added = Partial<Counts & { received: number }>;

/** Change an import record from the state it was read in (`seq`), bumping `seq`. */
export function recordUpdateItem(
  record: ImportRecord,
  set: Partial<ImportRecord>,
  add: Added = {},
  remove: string[] = [],
): TransactItem {
  const names: Record<string, string> = { '#seq': 'seq' };
  const values: Record<string, unknown> = { ':seq': record.seq, ':next': record.seq + 1 };
  const sets = ['#seq = :next'];
  // A Partial may still carry a key set to undefined: not written.
  for (const [k, v] of Object.entries<unknown>(set)) {
    if (v === undefined) continue;
    names[`#${k}`] = k;
    values[`:${k}`] = v;
    sets.push(`#${k} = :${k}`);
  }
  const adds: string[] = [];
  for (const [k, v] of Object.entries(add)) {
    if (!v) continue;
    names[`#${k}`] = k;
    values[`:add_${k}`] = v;
    adds.push(`#${k} :add_${k}`);
  }
  for (const k of remove) names[`#${k}`] = k;
  return {
    Update: {
      Key: keys.employeeImport(record.orgId, record.importId),
      UpdateExpression: `SET ${sets.join(', ')}${adds.length ? ` ADD ${adds.join(', ')}` : ''}${remove.length ? ` REMOVE ${remove.map((k) => `#${k}`).join(', ')}` : ''}`,
      ConditionExpression: '#seq = :seq',
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
    },
  };
}

export function applyUpdate(
  record: ImportRecord,
  set: Partial<ImportRecord>,
  add: Added = {},
  remove: string[] = [],
): ImportRecord {
  const next: ImportRecord = {
    ...record,
    ...Object.fromEntries(Object.entries<unknown>(set).filter(([, v]) => v !== undefined)),
    seq: record.seq + 1,
  };
  for (const k of Object.keys(add) as (keyof Added)[]) next[k] += add[k] ?? 0;
  return remove.length
    ? (Object.fromEntries(Object.entries(next).filter(([k]) => !remove.includes(k))) as ImportRecord)
    : next;
}

// ---------------------------------------------------------------- start and stage

/**
 * Open an import (status staging) and take the organisation's lock. Refused while another
 * import or undo runs; an abandoned staging import (lock gone stale) is taken over, but an
 * abandoned one that had begun changing the directory must be undone first.
 */
export async function startImport(
  orgId: string,
  importId: string,
  mode: ImportMode,
  totalRows: number,
  by: { name: string; email: string },
  at: number,
): Promise<ImportRecord> {
  const state = await getState(orgId);
  const items: TransactItem[] = [];
  if (state.activeImportId) {
    const active = await getImport(orgId, state.activeImportId);
    const fresh = (state.activeAt ?? 0) > at - LOCK_STALE_SECONDS;
    if (fresh) throw conflict(BUSY);
    if (active && (active.status === 'applying' || active.status === 'undoing')) {
      throw conflict('The last employee import did not finish. Undo it (undo latest import) before importing again.');
    }
    if (active?.status === 'staging') items.push(recordUpdateItem(active, { status: 'aborted', modifiedAt: at }));
  }
  const record: ImportRecord = {
    ...ZERO,
    importId,
    orgId,
    mode,
    status: 'staging',
    totalRows,
    received: 0,
    createdAt: at,
    by: by.name,
    byEmail: by.email,
    modifiedAt: at,
    seq: 0,
  };
  items.push(
    {
      Put: {
        Item: { ...keys.employeeImport(orgId, importId), entity: 'employeeImport', version: VERSION, ...record },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    {
      Update: {
        Key: keys.employeeImportState(orgId),
        UpdateExpression: 'SET activeImportId = :id, activeAt = :at, activeOp = :op, entity = :e, version = :v',
        ConditionExpression: state.activeImportId ? 'activeImportId = :seen' : 'attribute_not_exists(activeImportId)',
        ExpressionAttributeValues: {
          ':id': importId,
          ':at': at,
          ':op': 'import',
          ':e': 'employeeImportState',
          ':v': VERSION,
          ...(state.activeImportId ? { ':seen': state.activeImportId } : {}),
        },
      },
    },
  );
  await transactOrConflict(items, BUSY);
  return record;
}

/** The import a step names, which must be the one holding the lock (or already finished). */
export async function requireImport(orgId: string, importId: string, mode: ImportMode): Promise<ImportRecord> {
  const record = await getImport(orgId, importId);
  if (!record) throw new AppError('NOT_FOUND', 'There is no such employee import. Start the import again.');
  if (record.mode !== mode)
    throw conflict(
      `This import was started as ${record.mode === 'overwrite' ? 'Import To Overwrite' : 'Import To Add New Employees'}.`,
    );
  return record;
}

/**
 * Soft-delete an employee an overwrite replaces (out of the pending index too), only while it is
 * as read: the undo finds it by `deletedByImport`.
 */
export function softDeleteByImportItem(record: ImportRecord, employee: Item, at: number): TransactItem {
  return {
    Update: {
      Key: keys.employee(record.orgId, String(employee.employeeICNumber)),
      UpdateExpression:
        'SET deleted = :true, deletedAt = :at, deletedBy = :by, deletedByImport = :id, modifiedAt = :at REMOVE gsi3pk, gsi3sk',
      ConditionExpression: 'modifiedAt = :seen AND NOT (deleted = :true)',
      ExpressionAttributeValues: {
        ':true': true,
        ':at': at,
        ':by': record.byEmail,
        ':id': record.importId,
        ':seen': employee.modifiedAt,
      },
    },
  };
}

/** How many live employees the import wrote (exact, whatever pages ran twice). */
export const countAdded = (record: ImportRecord): Promise<number> =>
  table.queryCount({
    ...prefixQuery(record.orgId, keys.employeeSkPrefix, { ':id': record.importId, ':true': true }),
    FilterExpression: 'importId = :id AND NOT (deleted = :true)',
    ConsistentRead: true,
  });
