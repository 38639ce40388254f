import * as XLSX from 'xlsx';
import { MALAYSIAN_BANKS } from './banks';
import { IMPORT_COLUMNS, IMPORT_REQUIRED_COLUMNS, type ImportColumn } from './employee-import';

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
  const employees = XLSX.utils.aoa_to_sheet([[...IMPORT_COLUMNS], IMPORT_COLUMNS.map((c) => IMPORT_TEMPLATE_EXAMPLE[c])]);
  IMPORT_COLUMNS.forEach((column, c) => {
    // Text cells with the text format: Excel keeps what is typed over them as text too.
    if (TEXT_COLUMNS.has(column)) Object.assign(employees[XLSX.utils.encode_cell({ r: 1, c })], { t: 's', z: '@' });
  });
  employees['!cols'] = IMPORT_COLUMNS.map((c) => ({ wch: Math.max(c.length, 16) }));

  const howTo = XLSX.utils.aoa_to_sheet([['How to import employees'], ...IMPORT_HOW_TO.map((step, i) => [`${i + 1}. ${step}`])]);
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
function cellValue(cell: XLSX.CellObject | undefined): unknown {
  if (!cell || cell.v === undefined || cell.v === null) return null;
  if (cell.t === 'n') return typeof cell.w === 'string' && /^\d+$/.test(cell.w) ? cell.w : cell.v;
  if (cell.t === 'd') return cell.v instanceof Date ? cell.v.toISOString().slice(0, 10) : String(cell.v);
  if (cell.t === 'e') return cell.w ?? '#ERROR';
  return cell.v;
}

/**
 * Read an .xlsx (or .csv) file's first sheet. CSV text is kept as typed (raw), so IC numbers
 * such as 010203040506 keep their leading zero.
 */
export function readEmployeeImportFile(data: ArrayBuffer | Uint8Array, fileName = ''): ImportSheet {
  const isCsv = /\.csv$/i.test(fileName);
  const workbook = XLSX.read(data, { type: 'array', raw: isCsv, dense: false });
  const sheet = workbook.Sheets[workbook.SheetNames[0]];
  if (!sheet?.['!ref']) return { headers: [], rows: [], rowNumbers: [] };
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
