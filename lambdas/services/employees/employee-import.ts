import { type ImportProgress } from '../../../shared/domain/employees/employee-import';
import { touchEmployeesItem } from '../../data/employees/employees';
import {
  markLatestImportItem,
  takeUndoLockItem,
  APPLY_PHASES,
  BUSY,
  type Counts,
  type ImportRecord,
  type Key,
  MAX_RETRIES,
  type Phase,
  ROLLBACK_PHASES,
  applyUpdate,
  conflict,
  countAdded,
  getState,
  holdLockItem,
  recordUpdateItem,
  releaseLockItem,
  transactOrConflict,
} from '../../data/employees/employee-imports';
import { checkWholeFile, stagedRows } from '../../data/employees/employee-import-rows';
import { PAGE_RUNNERS } from './employee-import-pages';
import { latestImport, NOTHING_TO_UNDO } from './employee-import-latest';

/**
 * The resumable employee import and its undo (the records are in data/employee-imports.ts): each
 * call works through the phases page by page until they are over or its time is up, and saves
 * where it stands after every page.
 */
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

async function saveProgress(
  record: ImportRecord,
  change: { phase?: Phase; cursor?: Key; counts?: Partial<Counts> },
): Promise<ImportRecord> {
  const modifiedAt = Math.floor(Date.now() / 1000);
  const set: Partial<ImportRecord> = { modifiedAt };
  const remove: string[] = [];
  if ('phase' in change) {
    if (change.phase) set.phase = change.phase;
    else remove.push('phase');
    if (change.cursor) set.cursor = change.cursor;
    else remove.push('cursor');
  }
  await transactOrConflict(
    [recordUpdateItem(record, set, change.counts, remove), holdLockItem(record.orgId, record.importId, modifiedAt)],
    'The import is being worked on by another request. Reload the page.',
  );
  return applyUpdate(record, set, change.counts, remove);
}

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
    const set: Partial<ImportRecord> = {
      status: 'applying',
      phase: APPLY_PHASES[record.mode][0],
      previousImportId: latestImportId,
      modifiedAt: at,
    };
    await transactOrConflict(
      [recordUpdateItem(record, set), markLatestImportItem(record.orgId, record.importId, at)],
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
    [
      recordUpdateItem(record, set),
      releaseLockItem(record.orgId, record.importId),
      touchEmployeesItem(record.orgId, at),
    ],
    'The import is being worked on by another request. Reload the page.',
  );
  return applyUpdate(record, set);
}

/** Finish a rollback: the import is undone (or aborted), the lock freed, the directory touched. */
async function rollback(start: ImportRecord, deadline: number, at: number, by: string): Promise<ImportRecord> {
  let record = await runPhases(start, ROLLBACK_PHASES, deadline, at);
  if (record.phase) return record;
  const status = record.rollbackTo ?? 'undone';
  const set: Partial<ImportRecord> = {
    status,
    modifiedAt: at,
    ...(status === 'undone' ? { undoneAt: at, undoneBy: by } : {}),
  };
  await transactOrConflict(
    [
      recordUpdateItem(record, set),
      releaseLockItem(record.orgId, record.importId),
      touchEmployeesItem(record.orgId, at),
    ],
    'The undo is being worked on by another request. Reload the page.',
  );
  record = applyUpdate(record, set);
  return record;
}

/**
 * Abort an import: one still staging is simply closed (the directory never changed); one that
 * had begun applying is rolled back (repeat while not done).
 */
export async function abortImport(
  record: ImportRecord,
  deadline: number,
  at: number,
  by: string,
): Promise<ImportRecord> {
  if (record.status === 'aborted') return record;
  if (record.status === 'staging') {
    const set: Partial<ImportRecord> = { status: 'aborted', modifiedAt: at };
    await transactOrConflict(
      [recordUpdateItem(record, set), releaseLockItem(record.orgId, record.importId)],
      'This import was closed meanwhile.',
    );
    return applyUpdate(record, set);
  }
  if (record.status === 'applying') {
    const set: Partial<ImportRecord> = {
      status: 'undoing',
      phase: ROLLBACK_PHASES[0],
      rollbackTo: 'aborted',
      modifiedAt: at,
    };
    await transactOrConflict(
      [recordUpdateItem(record, set, {}, ['cursor']), holdLockItem(record.orgId, record.importId, at)],
      'This import was closed meanwhile.',
    );
    return rollback(applyUpdate(record, set, {}, ['cursor']), deadline, at, by);
  }
  if (record.status === 'undoing' && record.rollbackTo === 'aborted') return rollback(record, deadline, at, by);
  throw conflict('This import has finished; use undo latest import instead.');
}

/**
 * Undo the latest import, once (repeat while not done): removes the employees it wrote and
 * restores the ones it replaced, exactly as they were. Refused (409) when there is none, when it
 * was already undone, or while another import or undo runs.
 */
export async function undoLatestImport(orgId: string, deadline: number, at: number, by: string): Promise<ImportRecord> {
  const { record, refusal, state } = await latestImport(orgId, at);
  if (refusal || !record) throw conflict(refusal ?? NOTHING_TO_UNDO);
  let current: ImportRecord;
  const takeLock = takeUndoLockItem(orgId, record.importId, at);
  if (record.status === 'undoing') {
    await transactOrConflict([recordUpdateItem(record, { modifiedAt: at }), takeLock], BUSY);
    current = applyUpdate(record, { modifiedAt: at });
  } else {
    const set: Partial<ImportRecord> = {
      status: 'undoing',
      phase: ROLLBACK_PHASES[0],
      rollbackTo: 'undone',
      modifiedAt: at,
    };
    await transactOrConflict(
      [recordUpdateItem(record, set, {}, ['cursor']), takeLock],
      state.activeImportId ? BUSY : 'The last import changed meanwhile. Reload the page.',
    );
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
