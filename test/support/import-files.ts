import * as XLSX from 'xlsx';

/**
 * Employee import files for tests, the hostile ones included: made with the same library the
 * site reads them with, then changed where a hostile author would change them.
 */

/** An .xlsx of these rows, as Excel would save it. */
export function xlsxBytes(rows: unknown[][], sheetName = 'Employees'): Uint8Array {
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet(rows), sheetName);
  return new Uint8Array(XLSX.write(workbook, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer);
}

type Zip = { FullPaths: string[]; FileIndex: { content: Uint8Array; size: number }[] };
const CFB = (XLSX as unknown as { CFB: { read(d: Uint8Array, o: object): Zip; write(z: Zip, o: object): Uint8Array } })
  .CFB;

/**
 * A few real rows whose sheet declares `ref` as its dimension (`A1:XFD1048576`: every row and
 * column Excel has). Reading it row by row over that range would never end.
 */
export function declaredHugeSheetXlsx(rows: unknown[][], ref = 'A1:XFD1048576'): Uint8Array {
  const zip = CFB.read(xlsxBytes(rows), { type: 'array' });
  const entry = zip.FileIndex[zip.FullPaths.findIndex((p) => p.endsWith('xl/worksheets/sheet1.xml'))];
  const xml = new TextDecoder().decode(entry.content);
  if (!/<dimension ref="[^"]+"\/>/.test(xml)) throw new Error('The sheet has no dimension to change');
  entry.content = new TextEncoder().encode(xml.replace(/<dimension ref="[^"]+"\/>/, `<dimension ref="${ref}"/>`));
  entry.size = entry.content.length;
  return new Uint8Array(CFB.write(zip, { fileType: 'zip', type: 'array' }));
}

/**
 * A small .xlsx whose zip directory says the sheet unpacks to `unpackedBytes` (a zip bomb's
 * signature: a few KB that inflate to gigabytes).
 */
export function zipBombXlsx(rows: unknown[][], unpackedBytes = 2 * 1024 * 1024 * 1024): Uint8Array {
  const bytes = xlsxBytes(rows);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let at = 0; at + 46 <= bytes.length; at += 1) {
    if (view.getUint32(at, true) !== 0x02014b50) continue;
    const name = new TextDecoder().decode(bytes.subarray(at + 46, at + 46 + view.getUint16(at + 28, true)));
    if (name.endsWith('sheet1.xml')) {
      view.setUint32(at + 24, Math.min(unpackedBytes, 0xfffffffe), true);
      return bytes;
    }
  }
  throw new Error('No sheet entry in the zip directory');
}

/** A zip of a note and a photo folder: a real zip, but no workbook (no [Content_Types].xml, no xl/workbook.xml). */
export function zipNotXlsx(): Uint8Array {
  const utils = (
    XLSX as unknown as { CFB: { utils: { cfb_new(o: object): Zip; cfb_add(z: Zip, n: string, c: Uint8Array): void } } }
  ).CFB.utils;
  const zip = utils.cfb_new({});
  utils.cfb_add(zip, 'readme.txt', new TextEncoder().encode('Not a spreadsheet.'));
  utils.cfb_add(zip, 'photos/notes.txt', new TextEncoder().encode('x'.repeat(200)));
  return new Uint8Array(CFB.write(zip, { fileType: 'zip', type: 'array' }));
}

/** The start of a Windows program (its "MZ" header, a DOS stub, NUL padding), as an .exe renamed .xlsx carries it. */
export function windowsProgramBytes(): Uint8Array {
  const bytes = new Uint8Array(1024);
  bytes.set([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00, 0x00, 0x00, 0xff, 0xff]);
  bytes.set(new TextEncoder().encode('This program cannot be run in DOS mode.'), 0x4e);
  bytes.set([0x50, 0x45, 0x00, 0x00], 0x80);
  return bytes;
}

/** Text saved as "Unicode Text" by Excel: UTF-16 little-endian with its BOM (NUL after every ASCII letter). */
export function utf16Csv(lines: string[]): Uint8Array {
  const text = lines.join('\r\n');
  const bytes = new Uint8Array(2 + text.length * 2);
  bytes.set([0xff, 0xfe]);
  for (let i = 0; i < text.length; i += 1) {
    bytes[2 + i * 2] = text.charCodeAt(i) & 0xff;
    bytes[3 + i * 2] = text.charCodeAt(i) >> 8;
  }
  return bytes;
}

/** Files named as spreadsheets whose bytes are not: every import path refuses them with the spec's message. */
export function hostileSpreadsheets(
  csvLines: string[],
): { what: string; name: string; mimeType: string; bytes: Uint8Array }[] {
  return [
    { what: 'an .exe renamed .xlsx', name: 'setup.xlsx', mimeType: XLSX_MIME, bytes: windowsProgramBytes() },
    { what: 'a UTF-16 csv', name: 'unicode.csv', mimeType: 'text/csv', bytes: utf16Csv(csvLines) },
    { what: 'a zip that is not xlsx', name: 'archive.xlsx', mimeType: XLSX_MIME, bytes: zipNotXlsx() },
  ];
}

const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
