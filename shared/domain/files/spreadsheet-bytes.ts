import { readZipDirectory } from './zip-directory';

/**
 * Is this file what its name says, by its bytes? The one check of an import file's contents, run
 * by the site before any preview (employee bulk import, upload document) and by the server before
 * it parses (partner files from the uploads bucket), so a hostile file (an .exe renamed .xlsx, a
 * UTF-16 csv, a zip that is no workbook) is refused on every path with the spec's message.
 *
 * - .xlsx: a zip (starts with "PK\x03\x04", its central directory readable) holding
 *   `[Content_Types].xml` and `xl/workbook.xml`;
 * - .csv: UTF-8 text (a BOM allowed) without NUL bytes.
 *
 * Pure: no Node.js API, so the browser runs it too.
 */

export const ONLY_XLSX_AND_CSV = 'Only xlsx and csv files are allowed!';

export type SpreadsheetKind = 'xlsx' | 'csv';

export type SpreadsheetBytesCheck =
  { ok: true; kind: SpreadsheetKind } | { ok: false; reason: typeof ONLY_XLSX_AND_CSV };

/** The kind a file's name says it is, or undefined for any other name. */
export function spreadsheetKindOfName(fileName: string): SpreadsheetKind | undefined {
  const extension = /\.(xlsx|csv)$/i.exec(fileName.trim())?.[1]?.toLowerCase();
  return extension === 'xlsx' || extension === 'csv' ? extension : undefined;
}

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
const startsAsZip = (bytes: Uint8Array) => ZIP_MAGIC.every((b, i) => bytes[i] === b);

/** An xlsx workbook's two parts every workbook has. */
const XLSX_PARTS = ['[Content_Types].xml', 'xl/workbook.xml'];

function isXlsx(bytes: Uint8Array): boolean {
  if (!startsAsZip(bytes)) return false;
  const directory = readZipDirectory(bytes);
  if (!directory.ok) return false;
  const names = new Set(directory.entries.map((e) => e.name));
  return XLSX_PARTS.every((part) => names.has(part));
}

function isUtf8Text(bytes: Uint8Array): boolean {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/** The file's bytes against its name: the kind when they match, else the spec's refusal. */
export function checkSpreadsheetBytes(bytes: Uint8Array | ArrayBuffer, fileName: string): SpreadsheetBytesCheck {
  const data = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  const kind = spreadsheetKindOfName(fileName);
  const fits = kind === 'xlsx' ? isXlsx(data) : kind === 'csv' ? isUtf8Text(data) : false;
  return kind && fits ? { ok: true, kind } : { ok: false, reason: ONLY_XLSX_AND_CSV };
}
