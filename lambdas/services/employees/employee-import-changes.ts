import {
  ImportChangesSchema,
  NO_IMPORT_CHANGES,
  importChangesText,
  importNeedsConfirmation,
  type ImportChanges,
} from '../../../shared/domain/employees/employee-import';
import { AppError } from '../../../shared/registry/errors';
import type { Caller } from '../../core/caller';
import { requireRecentSignIn } from '../../core/fresh-sign-in';
import { listAllEmployees } from '../../data/employees/employees';
import { conflict, type ImportRecord } from '../../data/employees/employee-imports';
import { checkWholeFile, stagedRows, type StagedRow } from '../../data/employees/employee-import-rows';
import { payoutChanges } from './payout-accounts';

/**
 * What a staged import changes besides adding employees (docs/rules.md#where-wages-go-the-payout-account-gate),
 * counted on the server from the whole file and the directory as it is now. An add skips every
 * IC number already in the directory, so it changes no one's account and suspends no one; an
 * overwrite writes each row over the employee of the same IC number (their bank account or
 * mobile number may change) and suspends everyone missing from the file.
 */
export async function importChanges(record: ImportRecord, rows: StagedRow[]): Promise<ImportChanges> {
  if (record.mode !== 'overwrite') return NO_IMPORT_CHANGES;
  const byIc = new Map(rows.map((r) => [r.employeeICNumber, r]));
  const counts = { ...NO_IMPORT_CHANGES };
  for (const employee of await listAllEmployees(record.orgId)) {
    const row = byIc.get(employee.employeeICNumber);
    if (!row) {
      counts.suspended += 1;
      continue;
    }
    const changes = payoutChanges(employee, row);
    if (changes.some((c) => c.kind === 'bankAccount')) counts.bankAccounts += 1;
    if (changes.some((c) => c.kind === 'mobileNumber')) counts.mobileNumbers += 1;
  }
  return counts;
}

/** The changes of a staged import whose every row arrived (the `preview` step). */
export async function previewImport(record: ImportRecord): Promise<ImportChanges> {
  if (record.status !== 'staging') throw conflict('This import is no longer open. Start the import again.');
  const rows = await stagedRows(record);
  checkWholeFile(record, rows);
  return importChanges(record, rows);
}

const same = (a: ImportChanges, b: ImportChanges | undefined) =>
  !!b && a.bankAccounts === b.bankAccounts && a.mobileNumbers === b.mobileNumbers && a.suspended === b.suspended;

/**
 * Before an import begins applying (its first `commit`): the changes are counted again, and
 * nothing is applied unless the person confirmed exactly these numbers (409 otherwise, with the
 * numbers as they are now), and, when accounts or numbers change, signed in within the last
 * minutes (403 REAUTHENTICATION_REQUIRED): the import then applies them under that confirmation,
 * in as many calls as it takes. An import already applying was confirmed at its start.
 */
export async function requireConfirmedImport(
  record: ImportRecord,
  confirmed: ImportChanges | undefined,
  caller: Caller,
  now: number,
): Promise<void> {
  if (record.status !== 'staging') return;
  const changes = await previewImport(record);
  if (importNeedsConfirmation(changes) && !same(changes, confirmed)) {
    const asked = confirmed ? ` (you confirmed: ${importChangesText(ImportChangesSchema.parse(confirmed))})` : '';
    throw new AppError(
      'INVALID_STATE',
      `Nothing was imported: ${importChangesText(changes)} Review the preview and confirm these numbers to import${asked}.`,
      [
        { field: 'confirmed.bankAccounts', message: `${changes.bankAccounts} bank account(s) change` },
        { field: 'confirmed.mobileNumbers', message: `${changes.mobileNumbers} mobile number(s) change` },
        { field: 'confirmed.suspended', message: `${changes.suspended} employee(s) suspended` },
      ],
    );
  }
  if (changes.bankAccounts + changes.mobileNumbers > 0)
    requireRecentSignIn(caller, "employees' bank accounts and mobile numbers", now);
}
