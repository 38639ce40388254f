import { z } from 'zod';
import { bankByName } from '../money/banks';
import { EmployeeFieldsObject, IcNumberSchema, MobileNumberSchema } from './employee';

/**
 * The employee bulk import file (docs/rules.md#employee-import): one
 * sheet, a header row of column names, then one employee per row. The same rules run in the
 * browser (the preview) and on the server (never trust the browser), from this one module.
 */

/** Columns every row must fill. */
export const IMPORT_REQUIRED_COLUMNS = ['firstName', 'lastName', 'employeeICNumber', 'bank', 'accountNumber'] as const;
/** Columns a file may have (the monthly salary; the mobile number). */
export const IMPORT_OPTIONAL_COLUMNS = ['salary', 'mobileNumber'] as const;
export const IMPORT_COLUMNS = [...IMPORT_REQUIRED_COLUMNS, ...IMPORT_OPTIONAL_COLUMNS] as const;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];

/** The sheet row of the header; the first employee is on the next one. */
export const IMPORT_HEADER_ROW = 1;
/** Most employees one file may hold. */
export const MAX_IMPORT_ROWS = 20_000;
/** Rows per request when a file is sent in parts (well under API Gateway's 6 MB and 29 s). */
export const IMPORT_CHUNK_SIZE = 500;

export const IMPORT_OK_MESSAGE = 'All fields verified correct! Okay to import.';
export const FILE_EMPTY_MESSAGE = 'File is empty!';
export const requiredMessage = (field: string) => `${field} is required.`;
export const unknownFieldMessage = (field: string) =>
  `${field} is not a valid field! Please use the provided template.`;
export const invalidBankMessage = (value: string) => `${value} is not a valid Bank!`;
export const duplicateIcMessage = (ic: string, firstRow: number, row: number) =>
  `IC number ${ic} is in row ${firstRow} and row ${row}: an employee can only be imported once.`;
export const duplicateMobileMessage = (mobile: string, firstRow: number, row: number) =>
  `Mobile number ${mobile} is in row ${firstRow} and row ${row}: one mobile number per employee.`;
export const tooManyRowsMessage = () => `A file can hold at most ${MAX_IMPORT_ROWS.toLocaleString('en-MY')} employees.`;

/** A cell as a sheet reader or the API hands it on. */
export const ImportCellSchema = z.union([z.string().max(500), z.number(), z.boolean(), z.null()]);

/**
 * One row as sent to the import callables: its sheet row number and its cells by column name.
 * Any column is accepted here so that the rules below (not the transport) judge the file.
 */
export const ImportRowInputSchema = z
  .object({
    row: z
      .number()
      .int()
      .min(IMPORT_HEADER_ROW + 1)
      .max(1_048_576),
  })
  .catchall(ImportCellSchema);
export type ImportRowInput = z.infer<typeof ImportRowInputSchema>;

/** A valid row of the file, ready to become an employee (salary in RM). */
export interface EmployeeImportRow {
  /** Its row in the sheet (the header is row 1). */
  row: number;
  firstName: string;
  lastName: string;
  /** Key form (`normaliseIc`). */
  employeeICNumber: string;
  bank: string;
  /** Derived from the bank name. */
  bankCode: string;
  accountNumber: string;
  salary?: number;
  /** E.164, with the leading + added when the file left it out. */
  mobileNumber?: string;
}

/** What is wrong with the file: row 1 is the header; file-wide problems have no field. */
export interface EmployeeImportError {
  row: number;
  field?: string;
  message: string;
}

export type EmployeeImportResult =
  | { ok: true; rows: EmployeeImportRow[]; message: typeof IMPORT_OK_MESSAGE }
  | { ok: false; errors: EmployeeImportError[] };

/** How an error reads on its own (a toast, an API detail). */
export const formatImportError = (e: EmployeeImportError): string =>
  e.row > IMPORT_HEADER_ROW ? `Row ${e.row}: ${e.message}` : e.message;

const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
const text = (v: unknown) => (typeof v === 'string' ? v : String(v));
const noSpaces = (v: unknown) => text(v).replace(/\s+/g, '');
/** Names keep the single spaces between their words ("Nur Aisyah"); every other whitespace goes. */
const nameText = (v: unknown) => text(v).trim().replace(/\s+/g, ' ');

const firstIssue = (schema: z.ZodType, value: unknown): string | undefined => {
  const out = schema.safeParse(value);
  return out.success ? undefined : out.error.issues[0]?.message;
};

// The employee form's own field rules (shared/domain/employees/employee.ts), so an imported employee
// passes exactly what a created one must.
const NameSchema = EmployeeFieldsObject.shape.firstName;
const AccountNumberSchema = EmployeeFieldsObject.shape.accountNumber.unwrap().options[1];
const SalarySchema = EmployeeFieldsObject.shape.salary.unwrap();

/** A salary cell as a number: numbers as they are, text as typed ("3,200.50" too); NaN when not a number. */
function salaryOf(value: unknown): number {
  if (typeof value === 'number') return value;
  const t = noSpaces(value).replace(/,/g, '');
  return /^-?(\d+\.?\d*|\.\d+)$/.test(t) ? Number(t) : Number.NaN;
}

/**
 * Check a file's rows (objects keyed by the header's column names, as a sheet reader gives
 * them). `headers` are the header row's cells (columns with no value in any row count too);
 * `rowNumbers[i]` is the sheet row of `rows[i]` (default: the rows follow the header without gaps).
 * Fully empty rows are ignored. Answers the valid rows, or every error found.
 */
export function validateEmployeeImport(
  rows: readonly Record<string, unknown>[],
  options: { headers?: readonly string[]; rowNumbers?: readonly number[] } = {},
): EmployeeImportResult {
  const rowNumber = (i: number) => options.rowNumbers?.[i] ?? i + IMPORT_HEADER_ROW + 1;
  const filled = rows
    .map((cells, i) => ({ cells, row: rowNumber(i) }))
    .filter(({ cells }) => Object.values(cells).some((v) => !isBlank(v)));
  if (filled.length === 0) return { ok: false, errors: [{ row: IMPORT_HEADER_ROW, message: FILE_EMPTY_MESSAGE }] };
  if (filled.length > MAX_IMPORT_ROWS)
    return { ok: false, errors: [{ row: IMPORT_HEADER_ROW, message: tooManyRowsMessage() }] };

  // The header: every column must be one of ours, and the required ones must all be there.
  const columns = new Set<string>((options.headers ?? []).map((h) => h.trim()).filter(Boolean));
  for (const { cells } of filled)
    for (const [name, value] of Object.entries(cells)) if (!isBlank(value) || name.trim()) columns.add(name.trim());
  const headerErrors: EmployeeImportError[] = [];
  for (const column of columns) {
    if (!(IMPORT_COLUMNS as readonly string[]).includes(column)) {
      headerErrors.push({
        row: IMPORT_HEADER_ROW,
        field: column,
        message: unknownFieldMessage(column || 'A column without a name'),
      });
    }
  }
  for (const column of IMPORT_REQUIRED_COLUMNS) {
    if (!columns.has(column))
      headerErrors.push({ row: IMPORT_HEADER_ROW, field: column, message: requiredMessage(column) });
  }
  // A wrong header would give the same error on every row: say it once.
  if (headerErrors.length) return { ok: false, errors: headerErrors };

  const errors: EmployeeImportError[] = [];
  const valid: EmployeeImportRow[] = [];
  const icRows = new Map<string, number>();
  const mobileRows = new Map<string, number>();

  for (const { cells: raw, row } of filled) {
    const cells = new Map(Object.entries(raw).map(([k, v]) => [k.trim(), v]));
    const rowErrors: EmployeeImportError[] = [];
    const fail = (field: ImportColumn, message: string | undefined) => {
      if (message) rowErrors.push({ row, field, message });
    };
    for (const column of IMPORT_REQUIRED_COLUMNS) if (isBlank(cells.get(column))) fail(column, requiredMessage(column));
    const has = (column: ImportColumn) => !isBlank(cells.get(column));

    const firstName = has('firstName') ? nameText(cells.get('firstName')) : '';
    const lastName = has('lastName') ? nameText(cells.get('lastName')) : '';
    if (firstName) fail('firstName', firstIssue(NameSchema, firstName));
    if (lastName) fail('lastName', firstIssue(NameSchema, lastName));

    let employeeICNumber = '';
    if (has('employeeICNumber')) {
      const ic = IcNumberSchema.safeParse(noSpaces(cells.get('employeeICNumber')));
      if (ic.success) employeeICNumber = ic.data;
      else fail('employeeICNumber', ic.error.issues[0]?.message);
    }

    // The bank name is matched exactly as typed (whitespace is stripped from every other cell, not from the bank).
    const bankName = has('bank') ? text(cells.get('bank')) : '';
    const bank = bankName ? bankByName(bankName) : undefined;
    if (bankName && !bank) fail('bank', invalidBankMessage(bankName));

    const accountNumber = has('accountNumber') ? noSpaces(cells.get('accountNumber')) : '';
    if (accountNumber) fail('accountNumber', firstIssue(AccountNumberSchema, accountNumber));

    let salary: number | undefined;
    if (has('salary')) {
      salary = salaryOf(cells.get('salary'));
      if (Number.isNaN(salary)) fail('salary', 'salary must be a number (monthly RM), e.g. 3200.50.');
      else fail('salary', firstIssue(SalarySchema, salary));
    }

    let mobileNumber: string | undefined;
    if (has('mobileNumber')) {
      const typed = noSpaces(cells.get('mobileNumber'));
      mobileNumber = typed.startsWith('+') ? typed : `+${typed}`;
      fail('mobileNumber', firstIssue(MobileNumberSchema, mobileNumber));
    }

    if (employeeICNumber) {
      const first = icRows.get(employeeICNumber);
      if (first !== undefined) fail('employeeICNumber', duplicateIcMessage(employeeICNumber, first, row));
      else icRows.set(employeeICNumber, row);
    }
    if (mobileNumber && !rowErrors.some((e) => e.field === 'mobileNumber')) {
      const first = mobileRows.get(mobileNumber);
      if (first !== undefined) fail('mobileNumber', duplicateMobileMessage(mobileNumber, first, row));
      else mobileRows.set(mobileNumber, row);
    }

    if (rowErrors.length || !bank) {
      errors.push(...rowErrors);
    } else {
      valid.push({
        row,
        firstName,
        lastName,
        employeeICNumber,
        bank: bank.name,
        bankCode: bank.code,
        accountNumber,
        ...(salary !== undefined ? { salary } : {}),
        ...(mobileNumber !== undefined ? { mobileNumber } : {}),
      });
    }
  }
  return errors.length ? { ok: false, errors } : { ok: true, rows: valid, message: IMPORT_OK_MESSAGE };
}

/** A valid row as the import callables take it: the file's own columns (the bank code is derived again). */
export function toImportRowInput(row: EmployeeImportRow): ImportRowInput {
  const { bankCode: _derived, ...columns } = row;
  return columns;
}

/** The callables' rows back into the validator's form: cells by column, and their row numbers. */
export function fromImportRowInputs(rows: readonly ImportRowInput[]): {
  rows: Record<string, unknown>[];
  rowNumbers: number[];
} {
  return {
    rows: rows.map(({ row: _row, ...cells }) => cells),
    rowNumbers: rows.map((r) => r.row),
  };
}

// ---------------------------------------------------------------- the import callables' shapes
// (here, not in the callables module: an area module exports only callable definitions)

export const ImportModeSchema = z.enum(['overwrite', 'add']);
export type ImportMode = z.infer<typeof ImportModeSchema>;

export const ImportStatusSchema = z.enum(['staging', 'applying', 'done', 'aborted', 'undoing', 'undone']);
export type ImportStatus = z.infer<typeof ImportStatusSchema>;

export const ImportIdSchema = z.string().regex(/^[0-9A-HJKMNP-TV-Z]{26}$/, 'Not a valid import id');

export const ImportStepSchema = z.enum(['start', 'rows', 'preview', 'commit', 'abort']);

/**
 * What an import changes besides adding employees (docs/rules.md#where-wages-go-the-payout-account-gate):
 * employees already in the directory whose bank account or mobile number the file changes, and,
 * for an overwrite, the employees missing from the file, who leave the directory and whose
 * sign-in is suspended. The preview shows them and the person confirms them; the server counts
 * again at the first `commit` and applies nothing if the confirmed numbers differ.
 */
export const ImportChangesSchema = z.object({
  bankAccounts: z.number().int().min(0),
  mobileNumbers: z.number().int().min(0),
  suspended: z.number().int().min(0),
});
export type ImportChanges = z.infer<typeof ImportChangesSchema>;

export const NO_IMPORT_CHANGES: ImportChanges = { bankAccounts: 0, mobileNumbers: 0, suspended: 0 };

/** Whether an import changes anything that must be confirmed first. */
export const importNeedsConfirmation = (c: ImportChanges) => c.bankAccounts + c.mobileNumbers + c.suspended > 0;

const count = (n: number, one: string, many: string) => `${n.toLocaleString('en-MY')} ${n === 1 ? one : many}`;

/**
 * '2 bank accounts and 1 mobile number of employees in the directory will change, and 40 employees
 * not in the file will be suspended.'
 */
export function importChangesText(c: ImportChanges): string {
  return (
    `${count(c.bankAccounts, 'bank account', 'bank accounts')} and ${count(c.mobileNumbers, 'mobile number', 'mobile numbers')} ` +
    `of employees in the directory will change, and ${count(c.suspended, 'employee', 'employees')} not in the file will be suspended.`
  );
}

/** Where an import stands after a step. */
export const ImportProgressSchema = z.object({
  importId: z.string(),
  mode: ImportModeSchema,
  status: ImportStatusSchema,
  /** Rows the file has (as declared at start). */
  totalRows: z.number().int(),
  /** Rows staged so far. */
  received: z.number().int(),
  /** `commit` / `abort`: finished (false: call the same step again). */
  done: z.boolean(),
  /** Employees written by the import. */
  added: z.number().int(),
  /** Rows left out: `add` skips IC numbers already in the directory. */
  skipped: z.number().int(),
  /** `overwrite`: employees the import replaced (soft-deleted). */
  replaced: z.number().int(),
  message: z.string().optional(),
  /** `preview`: what the import changes besides adding employees, to be confirmed at `commit`. */
  changes: ImportChangesSchema.optional(),
});
export type ImportProgress = z.infer<typeof ImportProgressSchema>;

/** The latest import of the organisation, as `checkLastImport` tells it. */
export const LastImportSchema = z.object({
  importId: z.string(),
  mode: ImportModeSchema,
  status: ImportStatusSchema,
  /** When it was started (Unix seconds). */
  at: z.number().int(),
  /** Who ran it (display name, else e-mail). */
  by: z.string(),
  /** Rows in its file. */
  count: z.number().int(),
  added: z.number().int(),
  skipped: z.number().int(),
  replaced: z.number().int(),
});
export type LastImport = z.infer<typeof LastImportSchema>;
