import type { LastImport } from '../../../shared/domain/employees/employee-import';
import {
  BUSY,
  LOCK_STALE_SECONDS,
  getImport,
  getState,
  type ImportRecord,
  type ImportState,
} from '../../data/employees/employee-imports';

/**
 * The organisation's latest employee import and whether it can be undone now (read by
 * `checkLastImport`, which changes nothing, and by the undo).
 */

export const NOTHING_TO_UNDO = 'There is no employee import to undo.';

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
      return record.rollbackTo === 'aborted' && lockFresh
        ? 'The last employees import is being cancelled. Wait for it to finish.'
        : undefined;
    default:
      return state.activeImportId && state.activeImportId !== record.importId && lockFresh ? BUSY : undefined;
  }
}

export async function latestImport(
  orgId: string,
  at: number,
): Promise<{ record?: ImportRecord; refusal?: string; state: ImportState }> {
  const state = await getState(orgId);
  const record = state.latestImportId ? await getImport(orgId, state.latestImportId) : undefined;
  return { record, state, refusal: undoRefusal(record, state, at) };
}

/** How `checkLastImport` tells the latest import. */
export const lastImportView = (r: ImportRecord): LastImport => ({
  importId: r.importId,
  mode: r.mode,
  status: r.status,
  at: r.createdAt,
  by: r.by,
  count: r.totalRows,
  added: r.added,
  skipped: r.skipped,
  replaced: r.replaced,
});
