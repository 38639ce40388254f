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
import { epochSeconds } from '../../../shared/domain/time/time';
import { callerName, type Caller } from '../../core/caller';
import { getImport, requireImport, startImport } from '../../data/employees/employee-imports';
import { rowErrorsToAppError, stageRows } from '../../data/employees/employee-import-rows';
import { abortImport, commitImport, progressOf } from './employee-import';
import { previewImport, requireConfirmedImport } from './employee-import-changes';
import { importOrg, workDeadline } from './employee-import-scope';

/** The rows of a request checked with the shared rules again (never trust the browser). */
function checkedRows(rows: ImportRowInput[]): EmployeeImportRow[] {
  const { rows: cells, rowNumbers } = fromImportRowInputs(rows);
  const result = validateEmployeeImport(cells, { rowNumbers });
  if (result.ok) return result.rows;
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
