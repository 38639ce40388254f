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
