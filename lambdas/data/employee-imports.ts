import { type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { employeeName, type Employee } from '../../shared/domain/employee';
import {
  duplicateIcMessage, duplicateMobileMessage, formatImportError,
  type EmployeeImportError, type EmployeeImportRow, type ImportMode, type ImportProgress, type ImportStatus, type LastImport,
} from '../../shared/domain/employee-import';
import { rmToSen, senToRm } from '../../shared/domain/money';
import { AppError } from '../../shared/registry/errors';
import { mapLimit } from '../core/concurrency';
import { keys, orgPk } from './keys';
import { loginOf, setLoginsActive, type EmployeeLogin } from '../services/logins';
import { claimItems, releaseClaimItem, toEmployeeItem, touchEmployeesItem } from './employees';
import { table, type TransactItem, isWriteConflict } from './table';

/**
 * Employee bulk imports (rules.md "Imports"), in the organisation's partition:
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
const VERSION = 1;
type Item = Record<string, unknown>;
type Key = Record<string, unknown>;

/** An import lock not renewed for this long belongs to an abandoned browser tab. */
export const LOCK_STALE_SECONDS = 10 * 60;
/** Staged rows of an import that is never applied disappear (DynamoDB TTL). */
const STAGED_TTL_SECONDS = 2 * 24 * 3600;
/** Employees (or rows) one page of a phase works on; the next page waits for the next call when time is up. */
const PAGE_SIZE = 200;
/** Employees per transaction: at most 3 items each, plus one backup item, stays under 100. */
const GROUP_SIZE = 30;
const PARALLEL = 6;
/** Staged rows per part item (well under the 400 KB item limit). */
const PART_ROWS = 50;
/** Re-runs of a page after lost races, per call, before giving up with a 409. */
const MAX_RETRIES = 3;

type Phase = 'replace' | 'write' | 'forget' | 'remove' | 'restore';
/** `forget`: the import before this one can no longer be undone, so its backups go. */
const APPLY_PHASES: Record<ImportMode, Phase[]> = { overwrite: ['replace', 'write', 'forget'], add: ['write', 'forget'] };
const ROLLBACK_PHASES: Phase[] = ['remove', 'restore'];

interface Counts {
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
const ZERO: Counts = { added: 0, skipped: 0, replaced: 0, removed: 0, restored: 0, notRestored: 0, claimsLost: 0 };

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

interface ImportState {
  activeImportId?: string;
  activeAt?: number;
  activeOp?: 'import' | 'undo';
  latestImportId?: string;
}

const conflict = (message: string) => new AppError('INVALID_STATE', message);
const BUSY = 'Another employee import or undo is running for this organisation. Try again when it has finished.';

// ---------------------------------------------------------------- reads

async function getItem(key: { pk: string; sk: string }): Promise<Item | undefined> {
  return (await table.get({ Key: key, ConsistentRead: true })).Item;
}

async function getState(orgId: string): Promise<ImportState> {
  return ((await getItem(keys.employeeImportState(orgId))) ?? {}) as ImportState;
}

function fromImportItem(item: Item): ImportRecord {
  const { pk: _pk, sk: _sk, entity: _e, version: _v, ...rest } = item;
  return { ...ZERO, seq: 0, received: 0, ...rest } as ImportRecord;
}

export async function getImport(orgId: string, importId: string): Promise<ImportRecord | undefined> {
  const item = await getItem(keys.employeeImport(orgId, importId));
  return item ? fromImportItem(item) : undefined;
}

/** One map key per item key. */
const keyOf = (k: { pk: string; sk: string }) => `${k.pk}\u0000${k.sk}`;

/** Items by key (any number; missing ones absent from the map), keyed by `keyOf`. */
async function batchGet(keyList: { pk: string; sk: string }[]): Promise<Map<string, Item>> {
  const out = new Map<string, Item>();
  const unique = [...new Map(keyList.map((k) => [keyOf(k), k])).values()];
  for (const item of await table.batchGet(unique, { consistentRead: true })) out.set(keyOf(item as { pk: string; sk: string }), item);
  return out;
}

async function queryPage(input: Omit<QueryCommandInput, 'TableName'>): Promise<{ items: Item[]; next?: Key }> {
  const res = await table.query({ ConsistentRead: true, ...input });
  return { items: res.Items ?? [], next: res.LastEvaluatedKey };
}

/** The items of the organisation whose sort key starts with `prefix` (plus a filter's own values). */
const prefixQuery = (orgId: string, prefix: string, values: Record<string, unknown> = {}): Pick<QueryCommandInput, 'KeyConditionExpression' | 'ExpressionAttributeValues'> => ({
  KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
  ExpressionAttributeValues: { ':pk': orgPk(orgId), ':prefix': prefix, ...values },
});

// ---------------------------------------------------------------- writes

/** A transaction; on a refused condition answers the indexes of the refused items instead of throwing. */
async function tryTransact(items: TransactItem[]): Promise<{ ok: true } | { ok: false; refused: number[] }> {
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

async function transactOrConflict(items: TransactItem[], message: string): Promise<void> {
  const res = await tryTransact(items);
  if (!res.ok) throw conflict(message);
}

/** The update that keeps the lock alive (and proves the caller still holds it). */
function holdLockItem(orgId: string, importId: string, at: number): TransactItem {
  return {
    Update: {
      Key: keys.employeeImportState(orgId),
      UpdateExpression: 'SET activeAt = :at',
      ConditionExpression: 'activeImportId = :id',
      ExpressionAttributeValues: { ':at': at, ':id': importId },
    },
  };
}

function releaseLockItem(orgId: string, importId: string): TransactItem {
  return {
    Update: {
      Key: keys.employeeImportState(orgId),
      UpdateExpression: 'REMOVE activeImportId, activeAt, activeOp',
      ConditionExpression: 'activeImportId = :id',
      ExpressionAttributeValues: { ':id': importId },
    },
  };
}

/** Change an import record from the state it was read in (`seq`), bumping `seq`. */
/** Counters an update can add to. */
type Added = Partial<Counts & { received: number }>;

function recordUpdateItem(record: ImportRecord, set: Partial<ImportRecord>, add: Added = {}, remove: string[] = []): TransactItem {
  const names: Record<string, string> = { '#seq': 'seq' };
  const values: Record<string, unknown> = { ':seq': record.seq, ':next': record.seq + 1 };
  const sets = ['#seq = :next'];
  for (const [k, v] of Object.entries(set)) {
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

function applyUpdate(record: ImportRecord, set: Partial<ImportRecord>, add: Added = {}, remove: string[] = []): ImportRecord {
  const next: ImportRecord = { ...record, ...Object.fromEntries(Object.entries(set).filter(([, v]) => v !== undefined)), seq: record.seq + 1 };
  for (const [k, v] of Object.entries(add)) (next as unknown as Record<string, number>)[k] += v ?? 0;
  for (const k of remove) delete (next as unknown as Record<string, unknown>)[k];
  return next;
}

// ---------------------------------------------------------------- start and stage

/**
 * Open an import (status staging) and take the organisation's lock. Refused while another
 * import or undo runs; an abandoned staging import (lock gone stale) is taken over, but an
 * abandoned one that had begun changing the directory must be undone first.
 */
export async function startImport(orgId: string, importId: string, mode: ImportMode, totalRows: number, by: { name: string; email: string }, at: number): Promise<ImportRecord> {
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
  const record: ImportRecord = { ...ZERO, importId, orgId, mode, status: 'staging', totalRows, received: 0, createdAt: at, by: by.name, byEmail: by.email, modifiedAt: at, seq: 0 };
  items.push(
    { Put: { Item: { ...keys.employeeImport(orgId, importId), entity: 'employeeImport', version: VERSION, ...record }, ConditionExpression: 'attribute_not_exists(pk)' } },
    {
      Update: {
        Key: keys.employeeImportState(orgId),
        UpdateExpression: 'SET activeImportId = :id, activeAt = :at, activeOp = :op, entity = :e, version = :v',
        ConditionExpression: state.activeImportId ? 'activeImportId = :seen' : 'attribute_not_exists(activeImportId)',
        ExpressionAttributeValues: { ':id': importId, ':at': at, ':op': 'import', ':e': 'employeeImportState', ':v': VERSION, ...(state.activeImportId ? { ':seen': state.activeImportId } : {}) },
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
  if (record.mode !== mode) throw conflict(`This import was started as ${record.mode === 'overwrite' ? 'Import To Overwrite' : 'Import To Add New Employees'}.`);
  return record;
}

/** A row error as an API detail: `rows.<index in the request>.<field>`. */
export function rowErrorsToAppError(errors: EmployeeImportError[], indexOfRow: (row: number) => number | undefined): AppError {
  const details = errors.map((e) => {
    const i = indexOfRow(e.row);
    return { field: i === undefined ? 'rows' : `rows.${i}${e.field ? `.${e.field}` : ''}`, message: formatImportError(e) };
  });
  const head = formatImportError(errors[0]);
  const message = errors.length === 1 ? head : `${errors.length} problems in the file, first: ${head}`;
  return new AppError('INVALID_ARGUMENT', message, details);
}

/** Whether a mobile number's claim lets this row have it. */
function mobileFree(claim: Item | undefined, orgId: string, ic: string, mode: ImportMode): boolean {
  if (!claim) return true;
  if (claim.orgId !== orgId || typeof claim.employeeICNumber !== 'string') return false;
  // The employee's own number; or, when overwriting, a number of an employee about to be replaced.
  return claim.employeeICNumber === ic || mode === 'overwrite';
}

const chunk = <T>(list: readonly T[], size: number): T[][] => Array.from({ length: Math.ceil(list.length / size) }, (_, i) => list.slice(i * size, i * size + size));

/** A staged row as stored in a part item (salary in sen). */
type StagedRow = Omit<EmployeeImportRow, 'salary'> & { salarySen?: number };

/**
 * Stage valid rows (already checked with the shared rules). Refused (400, nothing staged) when a
 * mobile number belongs to someone else. Sending the same part again is harmless. Whether the
 * parts together repeat an IC or mobile number is checked once all have arrived (commit).
 */
export async function stageRows(record: ImportRecord, rows: EmployeeImportRow[], at: number): Promise<ImportRecord> {
  if (record.status !== 'staging') throw conflict('This import no longer takes rows. Start the import again.');
  const { orgId, importId } = record;
  const claims = await batchGet(rows.filter((r) => r.mobileNumber).map((r) => keys.uniqueMobile(orgId, r.mobileNumber!)));
  const errors: EmployeeImportError[] = rows
    .filter((r) => r.mobileNumber && !mobileFree(claims.get(keyOf(keys.uniqueMobile(orgId, r.mobileNumber))), orgId, r.employeeICNumber, record.mode))
    .map((r) => ({ row: r.row, field: 'mobileNumber', message: `The mobile number ${r.mobileNumber} is already in use.` }));
  const index = new Map(rows.map((r, i) => [r.row, i]));
  if (errors.length) throw rowErrorsToAppError(errors, (row) => index.get(row));

  const parts = chunk([...rows].sort((a, b) => a.row - b.row), PART_ROWS).map((partRows) => ({
    ...keys.employeeImportPart(orgId, importId, partRows[0].row),
    entity: 'employeeImportPart',
    version: VERSION,
    importId,
    rows: partRows.map(({ salary, ...r }): StagedRow => ({ ...r, ...(salary !== undefined ? { salarySen: rmToSen(salary) } : {}) })),
    expiresAt: at + STAGED_TTL_SECONDS,
  }));
  // `received` counts rows once however often their part is sent.
  const before = await batchGet(parts.map((p) => ({ pk: p.pk, sk: p.sk })));
  const fresh = parts.filter((p) => !before.has(keyOf(p))).reduce((n, p) => n + p.rows.length, 0);
  for (const group of chunk(parts, 20)) {
    await transactOrConflict(group.map((Item) => ({ Put: { Item } })), 'This import was closed meanwhile. Start the import again.');
  }
  await transactOrConflict(
    [recordUpdateItem(record, { modifiedAt: at }, { received: fresh }), holdLockItem(orgId, importId, at)],
    'This import was closed meanwhile. Start the import again.',
  );
  return applyUpdate(record, { modifiedAt: at }, { received: fresh });
}

/** Every staged row of an import, in sheet order. */
async function stagedRows(record: ImportRecord): Promise<StagedRow[]> {
  const parts = await table.queryAll({ ...prefixQuery(record.orgId, keys.employeeImportPartSkPrefix(record.importId)), ConsistentRead: true });
  return parts.flatMap((p) => p.rows as StagedRow[]).sort((a, b) => a.row - b.row);
}

/** The whole file once every part arrived: each row, IC number and mobile number only once. */
function checkWholeFile(record: ImportRecord, rows: StagedRow[]): void {
  if (rows.length !== record.totalRows) {
    throw conflict(`Only ${rows.length} of the ${record.totalRows} rows of the file arrived. Please import the file again.`);
  }
  const errors: EmployeeImportError[] = [];
  const seen = { row: new Set<number>(), ic: new Map<string, number>(), mobile: new Map<string, number>() };
  for (const r of rows) {
    if (seen.row.has(r.row)) errors.push({ row: r.row, message: `Row ${r.row} was sent twice. Please import the file again.` });
    seen.row.add(r.row);
    const ic = seen.ic.get(r.employeeICNumber);
    if (ic !== undefined) errors.push({ row: r.row, field: 'employeeICNumber', message: duplicateIcMessage(r.employeeICNumber, ic, r.row) });
    else seen.ic.set(r.employeeICNumber, r.row);
    if (!r.mobileNumber) continue;
    const mobile = seen.mobile.get(r.mobileNumber);
    if (mobile !== undefined) errors.push({ row: r.row, field: 'mobileNumber', message: duplicateMobileMessage(r.mobileNumber, mobile, r.row) });
    else seen.mobile.set(r.mobileNumber, r.row);
  }
  if (errors.length) throw rowErrorsToAppError(errors, () => undefined);
}

// ---------------------------------------------------------------- apply and roll back

/** What one page of a phase did: where the next page starts (null: the phase is over), or run it again. */
interface PageResult {
  next: Key | null;
  again?: boolean;
  counts?: Partial<Counts>;
}

const stagedRowToEmployee = (record: ImportRecord, row: StagedRow, at: number): Employee => {
  const { row: _row, salarySen, mobileNumber, ...fields } = row;
  return {
    ...fields,
    orgId: record.orgId,
    name: employeeName(fields),
    status: 'pending-approval',
    advancePayWithdrawalsDisabled: false,
    importId: record.importId,
    createdAt: at,
    modifiedAt: at,
    modifiedBy: record.byEmail,
    ...(salarySen !== undefined ? { salary: senToRm(salarySen) } : {}),
    ...(mobileNumber ? { mobileNumber } : {}),
  };
};

/** One item keeping a group of employees' stored items as they were (condition: a new key). */
const backupPut = (record: ImportRecord, group: string, items: Item[]): TransactItem => ({
  Put: {
    Item: { ...keys.employeeImportBackup(record.orgId, record.importId, group), entity: 'employeeImportBackup', version: VERSION, importId: record.importId, items },
    ConditionExpression: 'attribute_not_exists(pk)',
  },
});

const isLiveItem = (item: Item | undefined): boolean => !!item && item.deleted !== true;
const employeeKey = (record: ImportRecord, ic: unknown) => keys.employee(record.orgId, String(ic));
const ownerOf = (record: ImportRecord, e: Item) => ({ orgId: record.orgId, employeeICNumber: String(e.employeeICNumber) });

/** The release of a live employee's mobile and (without a login) e-mail claims. */
function releaseClaims(record: ImportRecord, e: Item): TransactItem[] {
  if (!isLiveItem(e)) return [];
  return [
    ...(typeof e.mobileNumber === 'string' && e.mobileNumber ? [releaseClaimItem(keys.uniqueMobile(record.orgId, e.mobileNumber), ownerOf(record, e))] : []),
    ...(typeof e.email === 'string' && e.email && !e.userId ? [releaseClaimItem(keys.uniqueEmail(e.email), ownerOf(record, e))] : []),
  ];
}

type Group = { items: TransactItem[]; counts: Partial<Counts>; logins?: EmployeeLogin[] };

/** Run a page's transactions; a refused one means a lost race (the page runs again) unless `explain` throws. */
async function runGroups(groups: Group[], explain?: (group: Group, refused: number[]) => void): Promise<{ again: boolean; counts: Counts; done: Group[] }> {
  const results = await mapLimit(groups, PARALLEL, (g) => tryTransact(g.items));
  const counts = { ...ZERO };
  const done: Group[] = [];
  let again = false;
  results.forEach((res, i) => {
    if (res.ok) {
      done.push(groups[i]);
      for (const [k, v] of Object.entries(groups[i].counts)) counts[k as keyof Counts] += v ?? 0;
    } else {
      explain?.(groups[i], res.refused);
      again = true;
    }
  });
  return { again, counts, done };
}

const pageResult = (cursor: Key | undefined, next: Key | undefined, run: { again: boolean; counts: Counts }): PageResult =>
  run.again ? { next: cursor ?? null, again: true, counts: run.counts } : { next: next ?? null, counts: run.counts };

/** Overwrite, first: soft-delete a page of the live employees, each kept as it was. */
async function replacePage(record: ImportRecord, cursor: Key | undefined, at: number): Promise<PageResult> {
  const page = await queryPage({
    ...prefixQuery(record.orgId, keys.employeeSkPrefix, { ':true': true }),
    FilterExpression: 'NOT (deleted = :true)',
    Limit: PAGE_SIZE,
    ExclusiveStartKey: cursor,
  });
  // A removed employee signs in no more (as with a single soft delete); done first, so a page
  // run again after a failure still suspends them, and an undo reactivates them.
  await setLoginsActive(record.orgId, page.items.flatMap((e) => loginOf(e) ?? []), false, at);
  const groups = chunk(page.items, GROUP_SIZE).map((employees): Group => ({
    items: [
      backupPut(record, `R#${employees[0].employeeICNumber}`, employees),
      ...employees.flatMap((e): TransactItem[] => [
        {
          Update: {
            Key: employeeKey(record, e.employeeICNumber),
            UpdateExpression: 'SET deleted = :true, deletedAt = :at, deletedBy = :by, deletedByImport = :id, modifiedAt = :at REMOVE gsi3pk, gsi3sk',
            ConditionExpression: 'modifiedAt = :seen AND NOT (deleted = :true)',
            ExpressionAttributeValues: { ':true': true, ':at': at, ':by': record.byEmail, ':id': record.importId, ':seen': e.modifiedAt },
          },
        },
        ...releaseClaims(record, e),
      ]),
    ],
    counts: { replaced: employees.length },
  }));
  return pageResult(cursor, page.next, await runGroups(groups));
}

/** Write a page of the staged rows as employees (pending approval); add skips the IC numbers that are live. */
async function writePage(record: ImportRecord, cursor: Key | undefined, at: number): Promise<PageResult> {
  const page = await queryPage({ ...prefixQuery(record.orgId, keys.employeeImportPartSkPrefix(record.importId)), Limit: PAGE_SIZE / PART_ROWS, ExclusiveStartKey: cursor });
  const rows = page.items.flatMap((p) => p.rows as StagedRow[]);
  const current = await batchGet(rows.map((r) => employeeKey(record, r.employeeICNumber)));
  const claimRows = new Map<string, StagedRow>();
  const groups = chunk(rows, GROUP_SIZE).map((groupRows): Group => {
    const counts = { added: 0, skipped: 0 };
    const writtenOver: Item[] = [];
    const items = groupRows.flatMap((row): TransactItem[] => {
      const cur = current.get(keyOf(employeeKey(record, row.employeeICNumber)));
      if (isLiveItem(cur)) {
        // Written by this import already (a page run again), or there before it: skipped.
        if (cur!.importId !== record.importId) counts.skipped += 1;
        return [];
      }
      // A soft-deleted record written over is kept, unless this import already kept it (overwrite).
      if (cur && cur.deletedByImport !== record.importId) writtenOver.push(cur);
      const employee = stagedRowToEmployee(record, row, at);
      const claims = claimItems(employee, { email: false, mobile: true });
      if (employee.mobileNumber) claimRows.set(keyOf(keys.uniqueMobile(employee.orgId, employee.mobileNumber)), row);
      counts.added += 1;
      return [
        {
          Put: {
            Item: toEmployeeItem(employee),
            ConditionExpression: cur ? 'deleted = :true AND modifiedAt = :seen' : 'attribute_not_exists(pk)',
            ...(cur ? { ExpressionAttributeValues: { ':true': true, ':seen': cur.modifiedAt } } : {}),
          },
        },
        ...claims,
      ];
    });
    if (writtenOver.length) items.push(backupPut(record, `W#${writtenOver[0].employeeICNumber}`, writtenOver));
    return { items, counts };
  });
  const run = await runGroups(groups, (group, refused) => {
    // A mobile number someone else claimed since the rows were staged: that row cannot be imported.
    for (const i of refused) {
      const item = (group.items[i].Put as { Item?: Item } | undefined)?.Item;
      const row = item ? claimRows.get(keyOf({ pk: String(item.pk), sk: String(item.sk) })) : undefined;
      if (row) {
        const message = `Row ${row.row}: The mobile number ${row.mobileNumber} is already in use.`;
        throw new AppError('ALREADY_EXISTS', message, [{ field: 'rows', message }]);
      }
    }
  });
  return pageResult(cursor, page.next, run);
}

/** Delete a page of the backups of the import before this one: it can no longer be undone. */
async function forgetPage(record: ImportRecord, cursor: Key | undefined): Promise<PageResult> {
  if (!record.previousImportId) return { next: null };
  const page = await queryPage({
    ...prefixQuery(record.orgId, keys.employeeImportBackupSkPrefix(record.previousImportId)),
    ProjectionExpression: 'pk, sk',
    Limit: 100,
    ExclusiveStartKey: cursor,
  });
  const deletes = page.items.map((b): TransactItem => ({ Delete: { Key: { pk: b.pk as string, sk: b.sk as string } } }));
  return pageResult(cursor, page.next, await runGroups(deletes.length ? [{ items: deletes, counts: {} }] : []));
}

/** Roll back, first: delete the employees the import wrote (still carrying its id). */
async function removePage(record: ImportRecord, cursor: Key | undefined, at: number): Promise<PageResult> {
  const page = await queryPage({
    ...prefixQuery(record.orgId, keys.employeeSkPrefix, { ':id': record.importId }),
    FilterExpression: 'importId = :id',
    Limit: PAGE_SIZE,
    ExclusiveStartKey: cursor,
  });
  await setLoginsActive(record.orgId, page.items.flatMap((e) => loginOf(e) ?? []), false, at);
  const groups = chunk(page.items, GROUP_SIZE).map((employees): Group => ({
    items: employees.flatMap((e): TransactItem[] => [
      { Delete: { Key: employeeKey(record, e.employeeICNumber), ConditionExpression: 'modifiedAt = :seen', ExpressionAttributeValues: { ':seen': e.modifiedAt } } },
      ...releaseClaims(record, e),
    ]),
    counts: { removed: employees.filter(isLiveItem).length },
  }));
  return pageResult(cursor, page.next, await runGroups(groups));
}

/** Roll back, then: put back every employee exactly as it was before the import. */
async function restorePage(record: ImportRecord, cursor: Key | undefined, at: number): Promise<PageResult> {
  const page = await queryPage({ ...prefixQuery(record.orgId, keys.employeeImportBackupSkPrefix(record.importId)), Limit: PAGE_SIZE / GROUP_SIZE, ExclusiveStartKey: cursor });
  const olds = page.items.flatMap((b) => b.items as Item[]);
  const claimKeys = olds.filter(isLiveItem).flatMap((o) => [
    ...(typeof o.mobileNumber === 'string' && o.mobileNumber ? [keys.uniqueMobile(record.orgId, o.mobileNumber)] : []),
    ...(typeof o.email === 'string' && o.email && !o.userId ? [keys.uniqueEmail(o.email)] : []),
  ]);
  const [current, claims] = await Promise.all([batchGet(olds.map((o) => employeeKey(record, o.employeeICNumber))), batchGet(claimKeys)]);

  const groups = page.items.map((backup): Group => {
    const counts = { restored: 0, notRestored: 0, claimsLost: 0 };
    const restoredLogins: EmployeeLogin[] = [];
    const items = (backup.items as Item[]).flatMap((stored): TransactItem[] => {
      const old = { ...stored };
      const cur = current.get(keyOf(employeeKey(record, old.employeeICNumber)));
      // The IC number belongs to a record made after the import: never overwrite it.
      if (cur && !(cur.deleted === true && cur.deletedByImport === record.importId)) {
        counts.notRestored += 1;
        return [];
      }
      const claimFor = { email: false, mobile: false };
      if (isLiveItem(old)) {
        const ownedHere = (claim: Item | undefined) => !!claim && claim.orgId === record.orgId && claim.employeeICNumber === old.employeeICNumber;
        if (typeof old.mobileNumber === 'string' && old.mobileNumber) {
          const claim = claims.get(keyOf(keys.uniqueMobile(record.orgId, old.mobileNumber)));
          if (!claim) claimFor.mobile = true;
          else if (!ownedHere(claim)) {
            delete old.mobileNumber;
            delete old.mobileNumberVerified;
            counts.claimsLost += 1;
          }
        }
        if (typeof old.email === 'string' && old.email && !old.userId) {
          const claim = claims.get(keyOf(keys.uniqueEmail(old.email)));
          if (!claim) claimFor.email = true;
          else if (!ownedHere(claim)) {
            delete old.email;
            counts.claimsLost += 1;
          }
        }
      }
      counts.restored += 1;
      const login = isLiveItem(old) ? loginOf(old) : undefined;
      if (login) restoredLogins.push(login);
      return [
        {
          Put: {
            Item: old,
            ConditionExpression: cur ? 'modifiedAt = :seen' : 'attribute_not_exists(pk)',
            ...(cur ? { ExpressionAttributeValues: { ':seen': cur.modifiedAt } } : {}),
          },
        },
        ...claimItems(old as unknown as Employee, claimFor),
      ];
    });
    // The backup goes with what it restored, so a page run again only sees what is left.
    items.push({ Delete: { Key: { pk: backup.pk as string, sk: backup.sk as string } } });
    return { items, counts, logins: restoredLogins };
  });
  const run = await runGroups(groups);
  // The logins of the employees put back sign in again.
  await setLoginsActive(record.orgId, run.done.flatMap((g) => g.logins ?? []), true, at);
  return pageResult(cursor, page.next, run);
}

const PAGE_RUNNERS: Record<Phase, (record: ImportRecord, cursor: Key | undefined, at: number) => Promise<PageResult>> = {
  replace: replacePage,
  write: writePage,
  forget: (record, cursor) => forgetPage(record, cursor),
  remove: removePage,
  restore: restorePage,
};

/**
 * Work through the record's phases page by page until they are over or `deadline` (ms) comes;
 * progress is saved after every page, so the next call carries on where this one stopped.
 */
async function runPhases(start: ImportRecord, phases: Phase[], deadline: number, at: number): Promise<ImportRecord> {
  let record = start;
  let retries = 0;
  while (record.phase && Date.now() < deadline) {
    const phase = record.phase;
    const result = await PAGE_RUNNERS[phase](record, record.cursor, at);
    if (result.again && ++retries > MAX_RETRIES) {
      await saveProgress(record, { counts: result.counts });
      throw conflict('The employee directory kept changing while the import ran. Please try again.');
    }
    const nextPhase = result.next ? phase : phases[phases.indexOf(phase) + 1];
    record = await saveProgress(record, { phase: nextPhase, cursor: result.next ?? undefined, counts: result.counts });
  }
  return record;
}

async function saveProgress(record: ImportRecord, change: { phase?: Phase; cursor?: Key; counts?: Partial<Counts> }): Promise<ImportRecord> {
  const set: Partial<ImportRecord> = { modifiedAt: Math.floor(Date.now() / 1000) };
  const remove: string[] = [];
  if ('phase' in change) {
    if (change.phase) set.phase = change.phase;
    else remove.push('phase');
    if (change.cursor) set.cursor = change.cursor;
    else remove.push('cursor');
  }
  await transactOrConflict(
    [recordUpdateItem(record, set, change.counts, remove), holdLockItem(record.orgId, record.importId, set.modifiedAt!)],
    'The import is being worked on by another request. Reload the page.',
  );
  return applyUpdate(record, set, change.counts, remove);
}

/** How many live employees the import wrote (exact, whatever pages ran twice). */
const countAdded = (record: ImportRecord): Promise<number> =>
  table.queryCount({
    ...prefixQuery(record.orgId, keys.employeeSkPrefix, { ':id': record.importId, ':true': true }),
    FilterExpression: 'importId = :id AND NOT (deleted = :true)',
    ConsistentRead: true,
  });

/**
 * Apply a staged import (repeat while not done). The first call checks the whole file (every
 * row arrived, no IC or mobile number twice) and makes this the latest import.
 */
export async function commitImport(start: ImportRecord, deadline: number, at: number): Promise<ImportRecord> {
  let record = start;
  if (record.status === 'done') return record;
  if (record.status === 'staging') {
    checkWholeFile(record, await stagedRows(record));
    const { latestImportId } = await getState(record.orgId);
    const set: Partial<ImportRecord> = { status: 'applying', phase: APPLY_PHASES[record.mode][0], previousImportId: latestImportId, modifiedAt: at };
    await transactOrConflict(
      [
        recordUpdateItem(record, set),
        {
          Update: {
            Key: keys.employeeImportState(record.orgId),
            UpdateExpression: 'SET latestImportId = :id, activeAt = :at',
            ConditionExpression: 'activeImportId = :id',
            ExpressionAttributeValues: { ':id': record.importId, ':at': at },
          },
        },
      ],
      'This import was closed meanwhile. Start the import again.',
    );
    record = applyUpdate(record, set);
  }
  if (record.status !== 'applying') throw conflict('This import is no longer open. Start the import again.');
  record = await runPhases(record, APPLY_PHASES[record.mode], deadline, at);
  if (record.phase) return record;
  const added = await countAdded(record);
  const set: Partial<ImportRecord> = { status: 'done', modifiedAt: at, added, skipped: record.totalRows - added };
  await transactOrConflict(
    [recordUpdateItem(record, set), releaseLockItem(record.orgId, record.importId), touchEmployeesItem(record.orgId, at)],
    'The import is being worked on by another request. Reload the page.',
  );
  return applyUpdate(record, set);
}

/** Finish a rollback: the import is undone (or aborted), the lock freed, the directory touched. */
async function rollback(start: ImportRecord, deadline: number, at: number, by: string): Promise<ImportRecord> {
  let record = await runPhases(start, ROLLBACK_PHASES, deadline, at);
  if (record.phase) return record;
  const status = record.rollbackTo ?? 'undone';
  const set: Partial<ImportRecord> = { status, modifiedAt: at, ...(status === 'undone' ? { undoneAt: at, undoneBy: by } : {}) };
  await transactOrConflict(
    [recordUpdateItem(record, set), releaseLockItem(record.orgId, record.importId), touchEmployeesItem(record.orgId, at)],
    'The undo is being worked on by another request. Reload the page.',
  );
  record = applyUpdate(record, set);
  return record;
}

/**
 * Abort an import: one still staging is simply closed (the directory never changed); one that
 * had begun applying is rolled back (repeat while not done).
 */
export async function abortImport(record: ImportRecord, deadline: number, at: number, by: string): Promise<ImportRecord> {
  if (record.status === 'aborted') return record;
  if (record.status === 'staging') {
    const set: Partial<ImportRecord> = { status: 'aborted', modifiedAt: at };
    await transactOrConflict([recordUpdateItem(record, set), releaseLockItem(record.orgId, record.importId)], 'This import was closed meanwhile.');
    return applyUpdate(record, set);
  }
  if (record.status === 'applying') {
    const set: Partial<ImportRecord> = { status: 'undoing', phase: ROLLBACK_PHASES[0], rollbackTo: 'aborted', modifiedAt: at };
    await transactOrConflict([recordUpdateItem(record, set, {}, ['cursor']), holdLockItem(record.orgId, record.importId, at)], 'This import was closed meanwhile.');
    return rollback(applyUpdate(record, set, {}, ['cursor']), deadline, at, by);
  }
  if (record.status === 'undoing' && record.rollbackTo === 'aborted') return rollback(record, deadline, at, by);
  throw conflict('This import has finished; use undo latest import instead.');
}

const NOTHING_TO_UNDO = 'There is no employee import to undo.';

/** Whether the latest import can be undone now, and why not. */
function undoRefusal(record: ImportRecord | undefined, state: ImportState, at: number): string | undefined {
  if (!record) return NOTHING_TO_UNDO;
  const lockFresh = !!state.activeImportId && (state.activeAt ?? 0) > at - LOCK_STALE_SECONDS;
  switch (record.status) {
    case 'undone':
      return 'The last employees import has already been undone. An import can be undone only once, and an undo cannot be reversed.';
    case 'aborted':
    case 'staging':
      return 'The last employees import was cancelled before it finished; there is nothing to undo.';
    case 'applying':
      return lockFresh ? 'The last employees import is still running. Wait for it to finish.' : undefined;
    case 'undoing':
      return record.rollbackTo === 'aborted' && lockFresh ? 'The last employees import is being cancelled. Wait for it to finish.' : undefined;
    default:
      return state.activeImportId && state.activeImportId !== record.importId && lockFresh ? BUSY : undefined;
  }
}

export async function latestImport(orgId: string, at: number): Promise<{ record?: ImportRecord; refusal?: string; state: ImportState }> {
  const state = await getState(orgId);
  const record = state.latestImportId ? await getImport(orgId, state.latestImportId) : undefined;
  return { record, state, refusal: undoRefusal(record, state, at) };
}

/** How `checkLastImport` tells the latest import. */
export const lastImportView = (r: ImportRecord): LastImport => ({
  importId: r.importId, mode: r.mode, status: r.status, at: r.createdAt, by: r.by, count: r.totalRows, added: r.added, skipped: r.skipped, replaced: r.replaced,
});

/**
 * Undo the latest import, once (repeat while not done): removes the employees it wrote and
 * restores the ones it replaced, exactly as they were. Refused (409) when there is none, when it
 * was already undone, or while another import or undo runs.
 */
export async function undoLatestImport(orgId: string, deadline: number, at: number, by: string): Promise<ImportRecord> {
  const { record, refusal, state } = await latestImport(orgId, at);
  if (refusal || !record) throw conflict(refusal ?? NOTHING_TO_UNDO);
  let current = record;
  const takeLock: TransactItem = {
    Update: {
      Key: keys.employeeImportState(orgId),
      UpdateExpression: 'SET activeImportId = :id, activeAt = :at, activeOp = :op',
      ConditionExpression: 'latestImportId = :id AND (attribute_not_exists(activeImportId) OR activeImportId = :id OR activeAt < :stale)',
      ExpressionAttributeValues: { ':id': record.importId, ':at': at, ':op': 'undo', ':stale': at - LOCK_STALE_SECONDS },
    },
  };
  if (record.status === 'undoing') {
    await transactOrConflict([recordUpdateItem(record, { modifiedAt: at }), takeLock], BUSY);
    current = applyUpdate(record, { modifiedAt: at });
  } else {
    const set: Partial<ImportRecord> = { status: 'undoing', phase: ROLLBACK_PHASES[0], rollbackTo: 'undone', modifiedAt: at };
    await transactOrConflict([recordUpdateItem(record, set, {}, ['cursor']), takeLock], state.activeImportId ? BUSY : 'The last import changed meanwhile. Reload the page.');
    current = applyUpdate(record, set, {}, ['cursor']);
  }
  return rollback(current, deadline, at, by);
}

/** An import's progress as the import callables answer it. */
export function progressOf(record: ImportRecord, done: boolean): ImportProgress {
  return {
    importId: record.importId,
    mode: record.mode,
    status: record.status,
    totalRows: record.totalRows,
    received: record.received,
    done,
    added: record.added,
    skipped: record.skipped,
    replaced: record.replaced,
  };
}
