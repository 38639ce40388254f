import type { CallableInput, CallableName, CallableOutput } from '../../../../../shared/callables/index';
import {
  IMPORT_CHUNK_SIZE,
  NO_IMPORT_CHANGES,
  type ImportChanges,
  type ImportMode,
  type ImportProgress,
  type ImportRowInput,
} from '../../../../../shared/domain/employees/employee-import';

/** The two import callables, by mode. */
export const IMPORT_CALLABLE = {
  overwrite: 'employees-employeeBulkImportOverwrite',
  add: 'employees-employeeBulkImportAdd',
} as const satisfies Record<ImportMode, CallableName>;

/** The typed client's call (`api.call`), passed in so the runner can be tried without a server. */
export type Call = <N extends CallableName>(name: N, input: CallableInput<N>) => Promise<CallableOutput<N>>;

/** Where a run stands, for the progress bar. */
export interface RunProgress {
  /** 0..100 */
  percent: number;
  label: string;
}

/** Share of the bar for sending the rows; applying them takes the rest. */
const SENDING_SHARE = 60;

/** A file staged on the server: its import, and what it changes besides adding employees. */
export interface StagedImport {
  mode: ImportMode;
  importId: string;
  total: number;
  changes: ImportChanges;
}

/**
 * First half of an import: open it, send the rows in parts of 500 (each request far under API
 * Gateway's 6 MB and 29 s), then ask the server what the whole file changes (bank accounts,
 * mobile numbers, employees an overwrite suspends) for the person to confirm. Nothing in the
 * directory has changed yet; on any failure the import is closed and the failure rethrown.
 */
export async function stageImport(
  call: Call,
  mode: ImportMode,
  rows: readonly ImportRowInput[],
  onProgress: (p: RunProgress) => void,
): Promise<StagedImport> {
  const name = IMPORT_CALLABLE[mode];
  const total = rows.length;
  onProgress({ percent: 0, label: `Sending ${total} rows` });
  const { importId } = await call(name, { step: 'start', totalRows: total });
  try {
    for (let sent = 0; sent < total; sent += IMPORT_CHUNK_SIZE) {
      const part = rows.slice(sent, sent + IMPORT_CHUNK_SIZE);
      await call(name, { step: 'rows', importId, rows: [...part] });
      const done = sent + part.length;
      onProgress({ percent: Math.round((done / total) * SENDING_SHARE), label: `Sent ${done} of ${total} rows` });
    }
    const preview = await call(name, { step: 'preview', importId });
    return { mode, importId, total, changes: preview.changes ?? NO_IMPORT_CHANGES };
  } catch (err) {
    await abortQuietly(call, name, importId);
    throw err;
  }
}

/**
 * Second half: apply a staged import with the changes as the person confirmed them (the server
 * counts again and refuses if they differ), calling again while the server says it is not done.
 * `run` wraps the first call (the one that checks the confirmation and the fresh sign-in). On any
 * failure the import is aborted (rolled back if applying had begun), so the directory is never
 * left half imported; the failure is then rethrown.
 */
export async function applyImport(
  call: Call,
  staged: StagedImport,
  onProgress: (p: RunProgress) => void,
  run: <T>(first: () => Promise<T>) => Promise<T> = (first) => first(),
): Promise<ImportProgress> {
  const { mode, importId, total } = staged;
  const name = IMPORT_CALLABLE[mode];
  try {
    let res = await run(() => call(name, { step: 'commit', importId, confirmed: staged.changes }));
    for (;;) {
      if (res.done) {
        onProgress({ percent: 100, label: 'Done' });
        return res;
      }
      const applied = Math.min(total, res.added + res.skipped);
      onProgress({
        percent: SENDING_SHARE + Math.round((applied / total) * (100 - SENDING_SHARE - 1)),
        label:
          mode === 'overwrite' && applied === 0
            ? `Replacing the current employees (${res.replaced} so far)`
            : `Imported ${applied} of ${total} rows`,
      });
      res = await call(name, { step: 'commit', importId });
    }
  } catch (err) {
    await abortQuietly(call, name, importId);
    throw err;
  }
}

/** Close a staged import the person chose not to apply (nothing in the directory changed). */
export const cancelImport = (call: Call, staged: StagedImport) =>
  abortQuietly(call, IMPORT_CALLABLE[staged.mode], staged.importId);

/** Close a failed import; whatever goes wrong here, the original failure is what the user sees. */
async function abortQuietly(call: Call, name: (typeof IMPORT_CALLABLE)[ImportMode], importId: string): Promise<void> {
  try {
    for (let i = 0; i < 100; i += 1) {
      const res = await call(name, { step: 'abort', importId });
      if (res.done) return;
    }
  } catch {
    // The server keeps the import open; the undo button offers to roll it back.
  }
}

/** Undo the latest import, calling again while the server says it is not done; answers its last message. */
export async function runUndo(
  call: Call,
  onProgress: (p: RunProgress) => void,
): Promise<CallableOutput<'employees-undoImport'>> {
  onProgress({ percent: 0, label: 'Undoing the latest import' });
  let res = await call('employees-undoImport', {});
  let round = 1;
  while (!res.done) {
    onProgress({ percent: Math.min(95, round * 15), label: res.message });
    res = await call('employees-undoImport', {});
    round += 1;
  }
  onProgress({ percent: 100, label: res.message });
  return res;
}
