import { describe, expect, it } from 'vitest';
import { IMPORT_COLUMNS, MAX_IMPORT_ROWS, validateEmployeeImport } from '../../shared/domain/employees/employee-import';
import {
  FILE_UNPACKS_TOO_LARGE_MESSAGE,
  IMPORT_FILE_LIMITS,
  ImportFileRefusal,
  csvDimensions,
  fileTooLargeMessage,
  readEmployeeImportFile,
  sheetDimensions,
  sheetDimensionsProblem,
  sheetTooLargeMessage,
  zipUnpackedBytes,
} from '../../shared/domain/employees/employee-import-file';
import { ONLY_XLSX_AND_CSV } from '../../shared/domain/files/spreadsheet-bytes';
import { parseRequest } from '../../web/src/features/employees/bulk-import/load-import-file';
import { declaredHugeSheetXlsx, xlsxBytes, zipBombXlsx } from '../support/import-files';

const HEADER = [...IMPORT_COLUMNS.slice(0, 5)];
const ROW = ['Aisyah', 'Omar', '950505105555', 'Maybank', '114011112222'];
const buffer = (b: Uint8Array) => b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength) as ArrayBuffer;

describe('the declared dimensions of a sheet', () => {
  it.each([
    ['A1:G20001', { rows: 20_001, columns: 7 }, undefined],
    [`A1:AX${IMPORT_FILE_LIMITS.rows}`, { rows: IMPORT_FILE_LIMITS.rows, columns: 50 }, undefined],
    [`A1:AY2`, { rows: 2, columns: 51 }, sheetTooLargeMessage(2, 51)],
    [
      `A1:G${IMPORT_FILE_LIMITS.rows + 1}`,
      { rows: IMPORT_FILE_LIMITS.rows + 1, columns: 7 },
      sheetTooLargeMessage(IMPORT_FILE_LIMITS.rows + 1, 7),
    ],
    ['A1:XFD1048576', { rows: 1_048_576, columns: 16_384 }, sheetTooLargeMessage(1_048_576, 16_384)],
  ])('%s', (ref, dimensions, problem) => {
    expect(sheetDimensions(ref)).toEqual(dimensions);
    expect(sheetDimensionsProblem(ref)).toBe(problem);
  });

  it('leave room for the largest file the rules accept', () => {
    expect(IMPORT_FILE_LIMITS.rows).toBeGreaterThan(MAX_IMPORT_ROWS + 1);
    expect(IMPORT_FILE_LIMITS.columns).toBeGreaterThan(IMPORT_COLUMNS.length);
  });

  it('are said in words a manager can act on', () => {
    expect(sheetTooLargeMessage(1_048_576, 16_384)).toBe(
      'The first sheet declares 1,048,576 rows and 16,384 columns; an import file can have at most 25,000 rows and 50 columns. Delete the empty rows and columns around your data, or start again from the template.',
    );
  });
});

describe('csvDimensions', () => {
  it.each([
    ['a,b\n1,2\n', { rows: 2, columns: 2 }],
    ['a,b\r\n1,2\r\n3', { rows: 3, columns: 2 }],
    ['a,"x, y\nz",c\n', { rows: 1, columns: 3 }],
    ['', { rows: 0, columns: 0 }],
    [',,,,\n', { rows: 1, columns: 5 }],
  ])('%j', (text, dimensions) => {
    expect(csvDimensions(text)).toEqual(dimensions);
  });
});

describe('reading a hostile file', () => {
  const refusal = (fn: () => unknown) => {
    try {
      fn();
    } catch (err) {
      expect(err).toBeInstanceOf(ImportFileRefusal);
      return (err as Error).message;
    }
    throw new Error('not refused');
  };

  it('refuses a sheet that declares every row and column Excel has, at once, without making its rows', () => {
    // prepare
    const file = declaredHugeSheetXlsx([HEADER, ROW]);
    // act
    const started = Date.now();
    const message = refusal(() => readEmployeeImportFile(file, 'staff.xlsx'));
    // assess
    expect(message).toBe(sheetTooLargeMessage(1_048_576, 16_384));
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('refuses a sheet declaring more columns than the limit, and reads one declaring a few blank rows more than it holds', () => {
    expect(refusal(() => readEmployeeImportFile(declaredHugeSheetXlsx([HEADER, ROW], 'A1:BZ3'), 'staff.xlsx'))).toBe(
      sheetTooLargeMessage(3, 78),
    );
    const sheet = readEmployeeImportFile(declaredHugeSheetXlsx([HEADER, ROW], 'A1:E40'), 'staff.xlsx');
    expect(validateEmployeeImport(sheet.rows, sheet).ok).toBe(true);
  });

  it('refuses a zip that unpacks to gigabytes by its own directory, before unpacking it', () => {
    const bomb = zipBombXlsx([HEADER, ROW]);
    expect(zipUnpackedBytes(bomb)).toBeGreaterThan(IMPORT_FILE_LIMITS.unpackedBytes);
    expect(zipUnpackedBytes(xlsxBytes([HEADER, ROW]))).toBeLessThan(100_000);
    expect(refusal(() => readEmployeeImportFile(bomb, 'staff.xlsx'))).toBe(FILE_UNPACKS_TOO_LARGE_MESSAGE);
  });

  it('refuses a CSV of too many records or fields before parsing it', () => {
    const wide = `${HEADER.join(',')}${','.repeat(60)}\n${ROW.join(',')}\n`;
    expect(refusal(() => readEmployeeImportFile(new TextEncoder().encode(wide), 'staff.csv'))).toBe(
      sheetTooLargeMessage(2, 65),
    );
    const long = `${HEADER.join(',')}\n${`${ROW.join(',')}\n`.repeat(IMPORT_FILE_LIMITS.rows)}`;
    expect(refusal(() => readEmployeeImportFile(new TextEncoder().encode(long), 'staff.csv'))).toBe(
      sheetTooLargeMessage(IMPORT_FILE_LIMITS.rows + 1, 5),
    );
  });

  it('refuses a file over the size limit', () => {
    const big = new Uint8Array(IMPORT_FILE_LIMITS.bytes + 1);
    expect(refusal(() => readEmployeeImportFile(big, 'staff.csv'))).toBe(
      fileTooLargeMessage(IMPORT_FILE_LIMITS.bytes + 1),
    );
    expect(fileTooLargeMessage(IMPORT_FILE_LIMITS.bytes + 1)).toMatch(
      /^The file is too large \(5\.1 MB\)\. An import file can be at most 5 MB/,
    );
  });
});

describe("the parse worker's answer", () => {
  it('is the loaded file for a good file, checked with the shared rules', () => {
    const reply = parseRequest({ name: 'staff.xlsx', bytes: buffer(xlsxBytes([HEADER, ROW])) });
    expect(reply).toMatchObject({
      ok: true,
      loaded: { name: 'staff.xlsx', columns: HEADER, rows: [{ row: 2, problems: [] }], result: { ok: true } },
    });
  });

  it("is the refusal's message for a hostile file, and the spec's one for bytes that are no workbook", () => {
    expect(parseRequest({ name: 'staff.xlsx', bytes: buffer(declaredHugeSheetXlsx([HEADER, ROW])) })).toEqual({
      ok: false,
      message: sheetTooLargeMessage(1_048_576, 16_384),
    });
    expect(
      parseRequest({ name: 'staff.xlsx', bytes: buffer(new TextEncoder().encode('PK\u0003\u0004 not really a zip')) }),
    ).toEqual({ ok: false, message: ONLY_XLSX_AND_CSV });
  });
});
