import type { Context } from 'aws-lambda';
import { ulid } from 'ulid';
import type { z } from 'zod';
import type { employeeBulkImportAdd } from '../../../shared/callables/employees';
import {
  fromImportRowInputs,
  validateEmployeeImport,
  type EmployeeImportRow,
  type ImportMode,
  type ImportRowInput,
} from '../../../shared/domain/employees/employee-import';
import { rmToSen } from '../../../shared/domain/money/money';
import { epochSeconds } from '../../../shared/domain/time/time';
import { callerName, type Caller } from '../../core/caller';
import { requireRecentSignIn } from '../../core/fresh-sign-in';
import { getImport, requireImport, startImport } from '../../data/employees/employee-imports';
import { rowErrorsToAppError, stageRows, type StagedRow } from '../../data/employees/employee-import-rows';
import { abortImport, commitImport, progressOf, undoLatestImport } from './employee-import';
import { previewImport, requireConfirmedImport } from './employee-import-changes';
import { latestImport } from './employee-import-latest';
import { importOrg, workDeadline } from './employee-import-scope';

/**
 * The employee import's calls (docs/rules.md#employee-import): `runImportStep` for both import
 * callables (add, overwrite) and `undoImportStep` for the undo. An import is a resumable workflow
 * over several calls, not one transaction: each step's pages are written by ./employee-import.ts
 * through lambdas/data/employees/employee-imports.ts and employee-import-rows.ts, the import
 * record's `seq` and the organisation's import lock keeping racing calls apart.
 */

/** A valid row of the file (salary in RM, as the sheet has it) as the server keeps it: the salary in sen, once. */
function importRowToSen({ salary, ...row }: EmployeeImportRow): StagedRow {
  return { ...row, ...(salary !== undefined ? { salarySen: rmToSen(salary) } : {}) };
}

/** The rows of a request checked with the shared rules again (never trust the browser), salaries in sen. */
function checkedRows(rows: ImportRowInput[]): StagedRow[] {
  const { rows: cells, rowNumbers } = fromImportRowInputs(rows);
  const result = validateEmployeeImport(cells, { rowNumbers });
  if (result.ok) return result.rows.map(importRowToSen);
  const index = new Map(rowNumbers.map((row, i) => [row, i]));
  throw rowErrorsToAppError(result.errors, (row) => index.get(row));
}

type ImportInput = z.output<(typeof employeeBulkImportAdd)['input']>;

/** A field the input's schema requires for this step (it refused the request otherwise). */
function required<T>(value: T | undefined, field: string): T {
  if (value === undefined) throw new Error(`The import input has no ${field}, which its schema requires for this step`);
  return value;
}

/**
 * One step of a bulk import (see shared/callables/employees.ts): both import callables run this,
 * each with its mode. What the file changes besides adding employees must be confirmed before it
 * applies (services/employee-import-changes.ts).
 */
export async function runImportStep(mode: ImportMode, input: ImportInput, caller: Caller, context: Context) {
  const orgId = await importOrg(caller, input.orgId);
  const at = epochSeconds();
  const deadline = workDeadline(context);
  const by = { name: callerName(caller), email: caller.email || caller.user.email };

  if (input.step === undefined) {
    // The whole (small) file in one call.
    const rows = checkedRows(required(input.rows, 'rows'));
    let record = await startImport(orgId, ulid(), mode, rows.length, by, at);
    try {
      record = await stageRows(record, rows, at);
      await requireConfirmedImport(record, input.confirmed, caller, at);
      record = await commitImport(record, deadline, at);
    } catch (err) {
      // Roll back what was applied, from the import as it now stands (its seq moved on).
      const current = (await getImport(orgId, record.importId)) ?? record;
      await abortImport(current, deadline, at, by.email).catch(() => undefined);
      throw err;
    }
    return progressOf(record, record.status === 'done');
  }
  if (input.step === 'start') {
    return progressOf(await startImport(orgId, ulid(), mode, required(input.totalRows, 'totalRows'), by, at), false);
  }
  const record = await requireImport(orgId, required(input.importId, 'importId'), mode);
  switch (input.step) {
    case 'rows':
      return progressOf(await stageRows(record, checkedRows(required(input.rows, 'rows')), at), false);
    case 'preview':
      return { ...progressOf(record, false), changes: await previewImport(record) };
    case 'commit': {
      await requireConfirmedImport(record, input.confirmed, caller, at);
      const after = await commitImport(record, deadline, at);
      return progressOf(after, after.status === 'done');
    }
    case 'abort': {
      const after = await abortImport(record, deadline, at, by.email);
      return progressOf(after, after.status === 'aborted');
    }
  }
}

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/**
 * Undo the latest import, once; a large one over several calls (`done` false: call again). Undoing
 * an overwrite puts back the bank accounts and mobile numbers of the employees it replaced: a
 * change of where wages go, so it needs a fresh sign-in (docs/rules.md#where-wages-go-the-payout-account-gate).
 */
export async function undoImportStep(
  caller: Caller,
  requested: string | undefined,
  context: Context,
): Promise<{ message: string; done: boolean; removed: number; restored: number }> {
  const org = await importOrg(caller, requested);
  const at = epochSeconds();
  const { record: latest } = await latestImport(org, at);
  if (latest?.mode === 'overwrite' && latest.replaced > 0)
    requireRecentSignIn(
      caller,
      "employees' bank accounts and mobile numbers (restoring the employees an import replaced)",
      at,
    );
  const record = await undoLatestImport(org, workDeadline(context), at, caller.email || callerName(caller));
  const done = record.status === 'undone';
  const counts = `${plural(record.removed, 'imported employee')} removed, ${plural(record.restored, 'previous employee')} restored`;
  const notes = [
    record.notRestored
      ? `${plural(record.notRestored, 'employee')} not restored: their IC number was used again since the import`
      : '',
    record.claimsLost
      ? `${plural(record.claimsLost, 'mobile number or e-mail')} not restored: taken by another account since`
      : '',
  ].filter(Boolean);
  const message = done
    ? `Last employees import undone: ${counts}.${notes.length ? ` ${notes.join('; ')}.` : ''}`
    : `Undoing the last employees import: ${counts} so far.`;
  return { message, done, removed: record.removed, restored: record.restored };
}
