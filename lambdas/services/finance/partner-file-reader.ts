import { readZipDirectory, type ZipEntry } from '../../../shared/domain/files/zip-directory';
import { csvDimensions } from '../../../shared/domain/files/csv-dimensions';
import { ONLY_XLSX_AND_CSV, checkSpreadsheetBytes } from '../../../shared/domain/files/spreadsheet-bytes';
import { csvRecords } from '../files/csv-records';
import { readFirstSheet, type CellRange, type XlsxCell } from '../files/xlsx/read-first-sheet';
import {
  checkPartnerFile,
  type PartnerFileCheck,
  type PartnerFileType,
  type SheetRow,
} from '../../../shared/domain/finance/partner-file';

/**
 * A partner's sales or settlement file (bytes + name, as it sits in the uploads bucket) → its first
 * sheet as rows of text. The file comes from outside, possibly from no browser at all, so every
 * check that bounds the work comes BEFORE the bytes are parsed (by our own small readers,
 * ./csv-records.ts and ./xlsx/: a spreadsheet library would not fit the Lambda bundle budget): the extension,
 * the content matching it, the size, what a zip declares it unpacks to and how far it is
 * compressed, the rows. A refusal is a value with the reason (the document ends FAILED with it),
 * never a throw.
 */

export const PARTNER_FILE_LIMITS = {
  /** The file as dropped: a 50,000-row CSV is about 3 MB. */
  bytes: 10 * 1024 * 1024,
  /** What an .xlsx may unpack to, by its own central directory. */
  unpackedBytes: 64 * 1024 * 1024,
  /** Above this size an entry must not be compressed more than `compressionRatio` times. */
  ratioCheckedFromBytes: 1024 * 1024,
  /** Real sheets compress 5-30×; a zip bomb of repeated bytes ~1000×. */
  compressionRatio: 200,
  /** Data rows below the header. */
  rows: 50_000,
  /** Columns the sheet may have (the widest type has 5). */
  columns: 50,
} as const;

export { ONLY_XLSX_AND_CSV };

export type PartnerSheet = { ok: true; headers: string[]; rows: SheetRow[] } | { ok: false; reason: string };

const refuse = (reason: string): { ok: false; reason: string } => ({ ok: false, reason });
const count = (n: number) => n.toLocaleString('en-MY');
const megabytes = (bytes: number) => `${Math.ceil((bytes / (1024 * 1024)) * 10) / 10} MB`;

/**
 * A zip's entries by its central directory, or undefined when the directory cannot be read
 * (not a zip, truncated, or ZIP64, which no sheet of this size needs).
 */
export function zipEntries(bytes: Uint8Array): ZipEntry[] | undefined {
  const directory = readZipDirectory(bytes);
  return directory.ok ? directory.entries : undefined;
}

/** Why an .xlsx's zip must not be unpacked, or undefined when it is safe to. */
function zipProblem(bytes: Uint8Array): string | undefined {
  const entries = zipEntries(bytes);
  if (!entries)
    return 'The xlsx file is damaged (its zip directory cannot be read). Save it again from Excel and re-drop it.';
  const unpacked = entries.reduce((sum, e) => sum + e.unpacked, 0);
  if (unpacked > PARTNER_FILE_LIMITS.unpackedBytes) {
    return `The xlsx file unpacks to ${megabytes(unpacked)}, more than the ${megabytes(PARTNER_FILE_LIMITS.unpackedBytes)} allowed, so it was not read. Split the rows over several files.`;
  }
  const bomb = entries.some(
    (e) =>
      e.unpacked > PARTNER_FILE_LIMITS.ratioCheckedFromBytes &&
      e.unpacked > e.compressed * PARTNER_FILE_LIMITS.compressionRatio,
  );
  if (bomb) {
    return 'The xlsx file is compressed far more than any spreadsheet (a zip bomb?), so it was not read. Save it again from Excel and re-drop it.';
  }
  return undefined;
}

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
const startsAsZip = (bytes: Uint8Array) => ZIP_MAGIC.every((b, i) => bytes[i] === b);

/** The text of UTF-8 bytes (checked by checkSpreadsheetBytes) without their BOM. */
const utf8 = (bytes: Uint8Array) => new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');

/** A cell as text: what was typed for text, the plain number for numbers, dd/MM/yyyy for dates, the formula itself for formulas. */
function cellText(cell: XlsxCell | undefined): string {
  if (!cell) return '';
  // A formula is never evaluated; its text is kept so the row rules refuse it rather than
  // trusting the value a spreadsheet last cached for it.
  if (cell.formula) return `=${cell.formula}`;
  return String(cell.value);
}

/**
 * Read a partner file's first sheet. The header row is the sheet's first row (row 1); each row
 * after it is its cells as text in the header's order, with its sheet row number. Rows are arrays,
 * so a header named '__proto__' or 'constructor' is only text.
 */
export function readPartnerFile(data: Uint8Array, fileName: string): PartnerSheet {
  if (!/\.(xlsx|csv)$/i.test(fileName)) return refuse(ONLY_XLSX_AND_CSV);
  if (data.byteLength === 0) return refuse('The file is empty.');
  if (data.byteLength > PARTNER_FILE_LIMITS.bytes) {
    return refuse(
      `The file is too large (${megabytes(data.byteLength)}); a file can be at most ${megabytes(PARTNER_FILE_LIMITS.bytes)}. Split the rows over several files.`,
    );
  }
  // A zip is first held to what it declares it unpacks to (a bomb, a damaged directory say so), then
  // its bytes to what its name says (the same check the site makes before its preview).
  const zipDeclares = /\.xlsx$/i.test(fileName) && startsAsZip(data) ? zipProblem(data) : undefined;
  if (zipDeclares) return refuse(zipDeclares);
  const bytesCheck = checkSpreadsheetBytes(data, fileName);
  if (!bytesCheck.ok) return refuse(bytesCheck.reason);
  const extension = bytesCheck.kind;
  const maxRecords = PARTNER_FILE_LIMITS.rows + 1;
  const tooManyRows = (rows: number) =>
    `The file has ${count(rows)} rows; a file can have at most ${count(PARTNER_FILE_LIMITS.rows)} rows below its header. Split the rows over several files.`;
  const tooManyRowsUncounted = `The file has more than ${count(PARTNER_FILE_LIMITS.rows)} rows below its header, the most a file can have. Split the rows over several files.`;

  let range: CellRange;
  let full: CellRange;
  let rowCells: (r: number) => string[];
  try {
    if (extension === 'csv') {
      const text = utf8(data);
      const d = csvDimensions(text);
      if (d.rows > maxRecords) return refuse(tooManyRows(d.rows - 1));
      if (d.columns > PARTNER_FILE_LIMITS.columns) {
        return refuse(
          `The file has ${count(d.columns)} columns; a file can have at most ${PARTNER_FILE_LIMITS.columns}.`,
        );
      }
      // Every value stays the text it was ('01/02/2026' is not turned into a date, '007' keeps its zeros).
      const records = csvRecords(text, maxRecords + 1);
      if (records.length === 0) return refuse('The file is empty.');
      const width = Math.max(...records.map((r) => r.length));
      range = { s: { r: 0, c: 0 }, e: { r: records.length - 1, c: width - 1 } };
      full = range;
      rowCells = (r) => Array.from({ length: width }, (_, c) => records[r]?.[c] ?? '');
    } else {
      // A sheet of a million rows is never read beyond one row past the limit (that row tells a
      // longer sheet from one exactly at the limit, even when the sheet declares no range; a
      // declared range stays in fullRange). Formulas are read as text, never evaluated.
      const sheet = readFirstSheet(data, maxRecords + 1);
      if (sheet.fullRange.e.r < 0) return refuse('The file is empty.');
      range = sheet.range;
      full = sheet.fullRange;
      rowCells = (r) => {
        const cells: string[] = [];
        for (let c = range.s.c; c <= range.e.c; c += 1) cells.push(cellText(sheet.rows[r]?.[c]));
        return cells;
      };
    }
  } catch {
    return refuse(`The ${extension} file cannot be read. Save it again from the template and re-drop it.`);
  }

  // Never import the first rows of a longer sheet and drop the rest without a word. Its length is
  // only known when it declares more rows than were read.
  if (full.e.r > range.e.r && full.e.r + 1 > maxRecords) return refuse(tooManyRows(full.e.r));
  if (range.e.r + 1 > maxRecords) return refuse(tooManyRowsUncounted);
  const columns = Math.max(full.e.c, range.e.c) + 1;
  if (columns > PARTNER_FILE_LIMITS.columns) {
    return refuse(`The file has ${count(columns)} columns; a file can have at most ${PARTNER_FILE_LIMITS.columns}.`);
  }

  // The header is the first row of the sheet, whatever its range: rows are numbered as the sheet shows them.
  const headers = rowCells(0).map((h) => h.trim());
  const rows: SheetRow[] = [];
  for (let r = 1; r <= range.e.r; r += 1) rows.push({ rowNo: r + 1, cells: rowCells(r) });
  // Trailing blank rows (a spreadsheet's formatted but empty rows) carry nothing.
  while (rows.length && rows[rows.length - 1].cells.every((c) => c.trim() === '')) rows.pop();
  return { ok: true, headers, rows };
}

/**
 * A partner file from bytes to checked rows: FAILED (ok false, with the reason) when the file is
 * refused or its header row is wrong; otherwise one result per non-blank row.
 */
export function readPartnerRows<T extends PartnerFileType>(
  type: T,
  data: Uint8Array,
  fileName: string,
): PartnerFileCheck<T> {
  const sheet = readPartnerFile(data, fileName);
  return sheet.ok ? checkPartnerFile(type, sheet.headers, sheet.rows) : sheet;
}
