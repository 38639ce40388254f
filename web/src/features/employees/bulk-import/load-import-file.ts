import {
  IMPORT_COLUMNS,
  validateEmployeeImport,
  type EmployeeImportResult,
} from '../../../../../shared/domain/employees/employee-import';
import { ImportFileRefusal, readEmployeeImportFile } from '../../../../../shared/domain/employees/employee-import-file';

/**
 * Parsing and checking an import file, without React or the DOM: the parse worker runs it off the
 * page's thread (parse.worker.ts), and unit tests run it in Node.
 */

export const UNREADABLE_FILE =
  'The file could not be read. Please upload an .xlsx or .csv file made from the template.';

/** A row of the preview: its sheet row, its cells as text, and what is wrong with it. */
export interface PreviewRow {
  row: number;
  cells: Record<string, string>;
  problems: string[];
}

export interface LoadedFile {
  name: string;
  /** The file's columns: ours in template order, then any others. */
  columns: string[];
  rows: PreviewRow[];
  result: EmployeeImportResult;
}

/** A cell as text: the reader gives strings, numbers and booleans (typed `unknown` in the sheet); nothing else is text. */
const asText = (v: unknown): string =>
  typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' ? String(v) : '';

/** Parse and check a file with the shared rules (the server checks the same way again). */
export function loadImportFile(name: string, bytes: ArrayBuffer): LoadedFile {
  const sheet = readEmployeeImportFile(bytes, name);
  const result = validateEmployeeImport(sheet.rows, sheet);
  const problems = new Map<number, string[]>();
  if (!result.ok) for (const e of result.errors) problems.set(e.row, [...(problems.get(e.row) ?? []), e.message]);
  const present = new Set(sheet.headers.filter(Boolean));
  const columns = [
    ...IMPORT_COLUMNS.filter((c) => present.has(c)),
    ...sheet.headers.filter((h) => h && !(IMPORT_COLUMNS as readonly string[]).includes(h)),
  ];
  const rows = sheet.rows
    .map((cells, i) => ({
      row: sheet.rowNumbers[i],
      cells: Object.fromEntries(Object.entries(cells).map(([k, v]) => [k, asText(v)])),
    }))
    .filter((r) => Object.values(r.cells).some((v) => v.trim() !== ''))
    .map((r) => ({ ...r, problems: problems.get(r.row) ?? [] }));
  return { name, columns, rows, result };
}

/** What the parse worker is asked: one file's bytes (transferred, not copied). */
export interface ParseRequest {
  name: string;
  bytes: ArrayBuffer;
}

/** What it answers: the loaded file, or the message for the person. */
export type ParseReply = { ok: true; loaded: LoadedFile } | { ok: false; message: string };

/** One request answered (never throws): a refused file says why, anything else is unreadable. */
export function parseRequest({ name, bytes }: ParseRequest): ParseReply {
  try {
    return { ok: true, loaded: loadImportFile(name, bytes) };
  } catch (err) {
    return { ok: false, message: err instanceof ImportFileRefusal ? err.message : UNREADABLE_FILE };
  }
}
