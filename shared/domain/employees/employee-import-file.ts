import * as XLSX from 'xlsx';
import { readZipDirectory } from '../files/zip-directory';
import { csvDimensions } from '../files/csv-dimensions';
import { checkSpreadsheetBytes } from '../files/spreadsheet-bytes';
import { MALAYSIAN_BANKS } from '../money/banks';
import { IMPORT_COLUMNS, IMPORT_REQUIRED_COLUMNS, MAX_IMPORT_ROWS, type ImportColumn } from './employee-import';

// Re-exported: the site and the tests know it from here; the Lambdas import it without the spreadsheet library.
export { csvDimensions };

/**
 * The employee import file as a workbook: the downloadable template, and reading an uploaded
 * .xlsx or .csv into the rows `validateEmployeeImport` checks. Kept apart from the rules so the
 * server, which only sees rows, never bundles the spreadsheet library.
 */

export const IMPORT_TEMPLATE_FILE_NAME = 'employeesImportTemplate.xlsx';
export const IMPORT_TEMPLATE_SHEETS = { employees: 'Employees', howTo: 'How to import', banks: 'Banks' } as const;

/** The 5-step how-to, in the template and on the import page. */
export const IMPORT_HOW_TO: readonly string[] = [
  `Download the template (${IMPORT_TEMPLATE_FILE_NAME}) and open it in Excel, Numbers or Google Sheets.`,
  `Keep the header row as it is: ${IMPORT_REQUIRED_COLUMNS.join(', ')} are required; salary (monthly RM) and mobileNumber (with country code, e.g. +60123456789) are optional.`,
  'Replace the example row with your employees, one per row. Write each bank exactly as listed on the "Banks" sheet; each IC number only once.',
  'Save the file as .xlsx (or .csv) and upload it here; fix every error shown until "All fields verified correct! Okay to import." appears.',
  'Choose Import To Add New Employees (keeps everyone and skips IC numbers already in the directory) or Import To Overwrite (replaces every employee). Imported employees wait for approval; the latest import can be undone once.',
];

/** The template's example employee. */
export const IMPORT_TEMPLATE_EXAMPLE: Record<ImportColumn, string | number> = {
  firstName: 'Aisyah',
  lastName: 'Omar',
  employeeICNumber: '950505105555',
  bank: 'Maybank',
  accountNumber: '114011112222',
  salary: 3200,
  mobileNumber: '+60123456789',
};

/** Columns whose digits are text (IC, account and mobile numbers keep their leading zeros). */
const TEXT_COLUMNS = new Set<ImportColumn>(['employeeICNumber', 'accountNumber', 'mobileNumber']);

/** The template workbook: the header and an example row, the how-to, the valid bank names. */
export function buildEmployeeImportTemplate(): XLSX.WorkBook {
  const employees = XLSX.utils.aoa_to_sheet([
    [...IMPORT_COLUMNS],
    IMPORT_COLUMNS.map((c) => IMPORT_TEMPLATE_EXAMPLE[c]),
  ]);
  IMPORT_COLUMNS.forEach((column, c) => {
    // Text cells with the text format: Excel keeps what is typed over them as text too.
    if (TEXT_COLUMNS.has(column)) Object.assign(employees[XLSX.utils.encode_cell({ r: 1, c })], { t: 's', z: '@' });
  });
  employees['!cols'] = IMPORT_COLUMNS.map((c) => ({ wch: Math.max(c.length, 16) }));

  const howTo = XLSX.utils.aoa_to_sheet([
    ['How to import employees'],
    ...IMPORT_HOW_TO.map((step, i) => [`${i + 1}. ${step}`]),
  ]);
  howTo['!cols'] = [{ wch: 120 }];

  const banks = XLSX.utils.aoa_to_sheet([['bank', 'code'], ...MALAYSIAN_BANKS.map((b) => [b.name, b.code])]);
  banks['!cols'] = [{ wch: 44 }, { wch: 12 }];

  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, employees, IMPORT_TEMPLATE_SHEETS.employees);
  XLSX.utils.book_append_sheet(workbook, howTo, IMPORT_TEMPLATE_SHEETS.howTo);
  XLSX.utils.book_append_sheet(workbook, banks, IMPORT_TEMPLATE_SHEETS.banks);
  return workbook;
}

/** The template as .xlsx bytes (what the browser downloads). */
export function employeeImportTemplateBytes(): Uint8Array {
  return new Uint8Array(XLSX.write(buildEmployeeImportTemplate(), { type: 'array', bookType: 'xlsx' }) as ArrayBuffer);
}

/**
 * Limits that keep a hostile file (a zip bomb, a sheet declaring a million rows) from exhausting
 * the browser: checked before the file is read, before it is unpacked, and before its rows are
 * converted. Far above any real employee list (at most MAX_IMPORT_ROWS employees, 7 columns).
 */
export const IMPORT_FILE_LIMITS = {
  /** The file as chosen. A 20,000-employee CSV is about 3 MB. */
  bytes: 5 * 1024 * 1024,
  /** What an .xlsx (a zip) may unpack to, by its own directory. */
  unpackedBytes: 64 * 1024 * 1024,
  /** Rows the first sheet may declare (the header, the employees, some blank rows). */
  rows: MAX_IMPORT_ROWS + 5_000,
  /** Columns the first sheet may declare. */
  columns: 50,
} as const;

const count = (n: number) => n.toLocaleString('en-MY');
const megabytes = (bytes: number) => `${Math.ceil((bytes / (1024 * 1024)) * 10) / 10} MB`;

export const fileTooLargeMessage = (bytes: number) =>
  `The file is too large (${megabytes(bytes)}). An import file can be at most ${megabytes(IMPORT_FILE_LIMITS.bytes)}: remove empty rows and columns, or split the employees over several files and import them with Import To Add New Employees.`;
export const sheetTooLargeMessage = (rows: number, columns: number) =>
  `The first sheet declares ${count(rows)} rows and ${count(columns)} columns; an import file can have at most ${count(IMPORT_FILE_LIMITS.rows)} rows and ${count(IMPORT_FILE_LIMITS.columns)} columns. Delete the empty rows and columns around your data, or start again from the template.`;
export const FILE_UNPACKS_TOO_LARGE_MESSAGE = `The file unpacks to more than ${megabytes(IMPORT_FILE_LIMITS.unpackedBytes)}, far more than an employee list, so it was not read. Please save your employees again from the template.`;

/** A file refused before its rows are read, with the reason a person can act on. */
export class ImportFileRefusal extends Error {
  override readonly name = 'ImportFileRefusal';
}

/** The size of a sheet's range (`A1:G20`), or undefined when there is none. */
export function sheetDimensions(ref: string | undefined): { rows: number; columns: number } | undefined {
  if (!ref) return undefined;
  const range = XLSX.utils.decode_range(ref);
  return { rows: range.e.r - range.s.r + 1, columns: range.e.c - range.s.c + 1 };
}

/** Refusal of a sheet that declares more rows or columns than an import file may have. */
export function sheetDimensionsProblem(ref: string | undefined): string | undefined {
  const d = sheetDimensions(ref);
  return d && (d.rows > IMPORT_FILE_LIMITS.rows || d.columns > IMPORT_FILE_LIMITS.columns)
    ? sheetTooLargeMessage(d.rows, d.columns)
    : undefined;
}

/**
 * What a zip's entries unpack to, by its central directory; undefined when the bytes are not a
 * zip (a damaged or ZIP64 one, which no import file needs, is treated as too large).
 */
export function zipUnpackedBytes(bytes: Uint8Array): number | undefined {
  const directory = readZipDirectory(bytes);
  if (!directory.ok) return directory.why === 'not-zip' ? undefined : Number.POSITIVE_INFINITY;
  return directory.entries.reduce((sum, e) => sum + e.unpacked, 0);
}

/** The first sheet of an uploaded file, as the validator takes it. */
export interface ImportSheet {
  /** The header row's cells. */
  headers: string[];
  /** One object per row below the header, blank rows included (the validator skips them). */
  rows: Record<string, unknown>[];
  /** The sheet row of each of `rows` (the header is row 1 when the sheet starts at A1). */
  rowNumbers: number[];
}

/** A cell's value: text as it is; a number as the digits shown when it has a digits-only format (leading zeros), else the number. */
function cellValue(cell: XLSX.CellObject | undefined): string | number | boolean | null {
  if (cell?.v === undefined) return null;
  const v = cell.v instanceof Date ? cell.v.toISOString().slice(0, 10) : cell.v;
  if (cell.t === 'n') return typeof cell.w === 'string' && /^\d+$/.test(cell.w) ? cell.w : v;
  if (cell.t === 'd') return String(v);
  if (cell.t === 'e') return cell.w ?? '#ERROR';
  return v;
}

/**
 * Read an .xlsx (or .csv) file's first sheet. CSV text is kept as typed (raw), so IC numbers
 * such as 010203040506 keep their leading zero. A file over IMPORT_FILE_LIMITS is refused
 * (ImportFileRefusal) before the work it would cause: its size first, then what it unpacks to
 * (.xlsx) or its records (.csv), then the sheet's declared dimensions before any row is made.
 */
export function readEmployeeImportFile(data: ArrayBuffer | Uint8Array, fileName = ''): ImportSheet {
  const bytes = data instanceof Uint8Array ? data : new Uint8Array(data);
  if (bytes.byteLength > IMPORT_FILE_LIMITS.bytes) throw new ImportFileRefusal(fileTooLargeMessage(bytes.byteLength));
  const isCsv = /\.csv$/i.test(fileName);
  if (!isCsv && (zipUnpackedBytes(bytes) ?? 0) > IMPORT_FILE_LIMITS.unpackedBytes)
    throw new ImportFileRefusal(FILE_UNPACKS_TOO_LARGE_MESSAGE);
  // Its bytes are what its name says (an .exe renamed .xlsx, a UTF-16 csv are refused), before any row is read.
  const check = checkSpreadsheetBytes(bytes, fileName);
  if (!check.ok) throw new ImportFileRefusal(check.reason);
  if (isCsv) {
    const d = csvDimensions(new TextDecoder().decode(bytes));
    if (d.rows > IMPORT_FILE_LIMITS.rows || d.columns > IMPORT_FILE_LIMITS.columns)
      throw new ImportFileRefusal(sheetTooLargeMessage(d.rows, d.columns));
  }
  // The first sheet only, and no more rows than the limit (a longer one keeps its declared range in !fullref).
  const workbook = XLSX.read(bytes, {
    type: 'array',
    raw: isCsv,
    dense: false,
    sheets: 0,
    sheetRows: IMPORT_FILE_LIMITS.rows + 1,
  });
  const sheet = workbook.Sheets[workbook.SheetNames[0]] as XLSX.WorkSheet | undefined;
  if (!sheet?.['!ref']) return { headers: [], rows: [], rowNumbers: [] };
  const declared =
    sheetDimensionsProblem((sheet['!fullref'] as string | undefined) ?? sheet['!ref']) ??
    sheetDimensionsProblem(sheet['!ref']);
  if (declared) throw new ImportFileRefusal(declared);
  const range = XLSX.utils.decode_range(sheet['!ref']);
  const at = (r: number, c: number) => sheet[XLSX.utils.encode_cell({ r, c })] as XLSX.CellObject | undefined;
  const headers: string[] = [];
  for (let c = range.s.c; c <= range.e.c; c += 1) {
    const v = cellValue(at(range.s.r, c));
    headers.push(v === null ? '' : String(v).trim());
  }
  const rows: Record<string, unknown>[] = [];
  const rowNumbers: number[] = [];
  for (let r = range.s.r + 1; r <= range.e.r; r += 1) {
    const row: Record<string, unknown> = {};
    headers.forEach((name, i) => {
      const v = cellValue(at(r, range.s.c + i));
      if (v !== null) row[name] = v;
    });
    rows.push(row);
    rowNumbers.push(r + 1);
  }
  return { headers, rows, rowNumbers };
}
