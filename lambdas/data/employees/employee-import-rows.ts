import {
  duplicateIcMessage,
  duplicateMobileMessage,
  formatImportError,
  type EmployeeImportError,
  type EmployeeImportRow,
  type ImportMode,
} from '../../../shared/domain/employees/employee-import';
import type { Sen } from '../../../shared/domain/money/money';
import type { EmployeeRecord } from '../../../shared/domain/employees/employee-record';
import { employeeName } from '../../../shared/domain/employees/employee';
import { AppError } from '../../../shared/registry/errors';
import { keys } from '../table/keys';
import { table } from '../table/table';
import {
  applyUpdate,
  batchGet,
  conflict,
  holdLockItem,
  keyOf,
  prefixQuery,
  recordUpdateItem,
  transactOrConflict,
  PART_ROWS,
  STAGED_TTL_SECONDS,
  VERSION,
  type ImportRecord,
  type Item,
} from './employee-imports';

/**
 * The rows of an employee import (docs/rules.md#employee-import): staged in parts of 50
 * (`IMPORT#<id>#PART#<first row>`) until the whole file has arrived, then checked together
 * before anything in the directory changes.
 */

/** A row error as an API detail: `rows.<index in the request>.<field>`. */
export function rowErrorsToAppError(
  errors: EmployeeImportError[],
  indexOfRow: (row: number) => number | undefined,
): AppError {
  const details = errors.map((e) => {
    const i = indexOfRow(e.row);
    return {
      field: i === undefined ? 'rows' : `rows.${i}${e.field ? `.${e.field}` : ''}`,
      message: formatImportError(e),
    };
  });
  const head = formatImportError(errors[0]);
  const message = errors.length === 1 ? head : `${errors.length} problems in the file, first: ${head}`;
  return new AppError('INVALID_ARGUMENT', message, details);
}

/** Whether a mobile number's claim lets this row have it. */
export function mobileFree(claim: Item | undefined, orgId: string, ic: string, mode: ImportMode): boolean {
  if (!claim) return true;
  if (claim.orgId !== orgId || typeof claim.employeeICNumber !== 'string') return false;
  // The employee's own number; or, when overwriting, a number of an employee about to be replaced.
  return claim.employeeICNumber === ic || mode === 'overwrite';
}

export const chunk = <T>(list: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(list.length / size) }, (_, i) => list.slice(i * size, i * size + size));

/** A valid row of the file as the server keeps it, staged as it is in a part item: the salary in sen. */
export type StagedRow = Omit<EmployeeImportRow, 'salary'> & { salarySen?: Sen };

/**
 * Stage valid rows (already checked with the shared rules). Refused (400, nothing staged) when a
 * mobile number belongs to someone else. Sending the same part again is harmless. Whether the
 * parts together repeat an IC or mobile number is checked once all have arrived (commit).
 */
export async function stageRows(record: ImportRecord, rows: StagedRow[], at: number): Promise<ImportRecord> {
  if (record.status !== 'staging') throw conflict('This import no longer takes rows. Start the import again.');
  const { orgId, importId } = record;
  const claims = await batchGet(
    rows.flatMap((r) => (r.mobileNumber ? [keys.uniqueMobile(orgId, r.mobileNumber)] : [])),
  );
  const errors: EmployeeImportError[] = rows
    .filter(
      (r) =>
        r.mobileNumber &&
        !mobileFree(
          claims.get(keyOf(keys.uniqueMobile(orgId, r.mobileNumber))),
          orgId,
          r.employeeICNumber,
          record.mode,
        ),
    )
    .map((r) => ({
      row: r.row,
      field: 'mobileNumber',
      message: `The mobile number ${r.mobileNumber} is already in use.`,
    }));
  const index = new Map(rows.map((r, i) => [r.row, i]));
  if (errors.length) throw rowErrorsToAppError(errors, (row) => index.get(row));

  const parts = chunk(
    [...rows].sort((a, b) => a.row - b.row),
    PART_ROWS,
  ).map((partRows) => ({
    ...keys.employeeImportPart(orgId, importId, partRows[0].row),
    entity: 'employeeImportPart',
    version: VERSION,
    importId,
    rows: partRows,
    expiresAt: at + STAGED_TTL_SECONDS,
  }));
  // `received` counts rows once however often their part is sent.
  const before = await batchGet(parts.map((p) => ({ pk: p.pk, sk: p.sk })));
  const fresh = parts.filter((p) => !before.has(keyOf(p))).reduce((n, p) => n + p.rows.length, 0);
  for (const group of chunk(parts, 20)) {
    await transactOrConflict(
      group.map((Item) => ({ Put: { Item } })),
      'This import was closed meanwhile. Start the import again.',
    );
  }
  await transactOrConflict(
    [recordUpdateItem(record, { modifiedAt: at }, { received: fresh }), holdLockItem(orgId, importId, at)],
    'This import was closed meanwhile. Start the import again.',
  );
  return applyUpdate(record, { modifiedAt: at }, { received: fresh });
}

/** Every staged row of an import, in sheet order. */
export async function stagedRows(record: ImportRecord): Promise<StagedRow[]> {
  const parts = await table.queryAll({
    ...prefixQuery(record.orgId, keys.employeeImportPartSkPrefix(record.importId)),
    ConsistentRead: true,
  });
  return parts.flatMap((p) => p.rows as StagedRow[]).sort((a, b) => a.row - b.row);
}

/** The whole file once every part arrived: each row, IC number and mobile number only once. */
export function checkWholeFile(record: ImportRecord, rows: StagedRow[]): void {
  if (rows.length !== record.totalRows) {
    throw conflict(
      `Only ${rows.length} of the ${record.totalRows} rows of the file arrived. Please import the file again.`,
    );
  }
  const errors: EmployeeImportError[] = [];
  const seen = { row: new Set<number>(), ic: new Map<string, number>(), mobile: new Map<string, number>() };
  for (const r of rows) {
    if (seen.row.has(r.row))
      errors.push({ row: r.row, message: `Row ${r.row} was sent twice. Please import the file again.` });
    seen.row.add(r.row);
    const ic = seen.ic.get(r.employeeICNumber);
    if (ic !== undefined)
      errors.push({
        row: r.row,
        field: 'employeeICNumber',
        message: duplicateIcMessage(r.employeeICNumber, ic, r.row),
      });
    else seen.ic.set(r.employeeICNumber, r.row);
    if (!r.mobileNumber) continue;
    const mobile = seen.mobile.get(r.mobileNumber);
    if (mobile !== undefined)
      errors.push({
        row: r.row,
        field: 'mobileNumber',
        message: duplicateMobileMessage(r.mobileNumber, mobile, r.row),
      });
    else seen.mobile.set(r.mobileNumber, r.row);
  }
  if (errors.length) throw rowErrorsToAppError(errors, () => undefined);
}

/** A staged row as the employee it becomes: pending approval, carrying the import's id. */
export const stagedRowToEmployee = (record: ImportRecord, row: StagedRow, at: number): EmployeeRecord => {
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
    ...(salarySen !== undefined ? { salarySen } : {}),
    ...(mobileNumber ? { mobileNumber } : {}),
  };
};
