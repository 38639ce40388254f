import { deflateRawSync } from 'node:zlib';
import * as XLSX from 'xlsx';
import { describe, expect, it } from 'vitest';
import {
  PARTNER_FILE_COLUMNS,
  checkPartnerFile,
  checkPartnerRow,
  matchHeaders,
  normaliseHeader,
  type PartnerFileType,
  type SheetRow,
} from '../../shared/domain/finance/partner-file';
import {
  ONLY_XLSX_AND_CSV,
  PARTNER_FILE_LIMITS,
  readPartnerFile,
  readPartnerRows,
  zipEntries,
} from '../../lambdas/services/finance/partner-file-reader';
import { declaredHugeSheetXlsx, xlsxBytes, zipBombXlsx } from '../support/import-files';

const SALES_HEADER = [...PARTNER_FILE_COLUMNS.SALES];
const SETTLEMENTS_HEADER = [...PARTNER_FILE_COLUMNS.SETTLEMENTS];
const csv = (lines: string[]) => new TextEncoder().encode(lines.join('\r\n'));
const rows = (...cells: string[][]): SheetRow[] => cells.map((c, i) => ({ rowNo: i + 2, cells: c }));

/**
 * A zip as a zip bomb is made: real DEFLATE data and an honest central directory (CRCs left 0:
 * nothing may get as far as checking them).
 */
function zipOf(entries: [name: string, content: Uint8Array][]): Uint8Array {
  const parts: Uint8Array[] = [];
  const directory: Uint8Array[] = [];
  let offset = 0;
  for (const [name, content] of entries) {
    const nameBytes = new TextEncoder().encode(name);
    const packed = deflateRawSync(content, { level: 9 });
    const local = new DataView(new ArrayBuffer(30));
    local.setUint32(0, 0x04034b50, true);
    local.setUint16(4, 20, true);
    local.setUint16(8, 8, true);
    local.setUint32(18, packed.length, true);
    local.setUint32(22, content.length, true);
    local.setUint16(26, nameBytes.length, true);
    const central = new DataView(new ArrayBuffer(46));
    central.setUint32(0, 0x02014b50, true);
    central.setUint16(4, 20, true);
    central.setUint16(6, 20, true);
    central.setUint16(10, 8, true);
    central.setUint32(20, packed.length, true);
    central.setUint32(24, content.length, true);
    central.setUint16(28, nameBytes.length, true);
    central.setUint32(42, offset, true);
    parts.push(new Uint8Array(local.buffer), nameBytes, packed);
    directory.push(new Uint8Array(central.buffer), nameBytes);
    offset += 30 + nameBytes.length + packed.length;
  }
  const size = directory.reduce((n, d) => n + d.length, 0);
  const end = new DataView(new ArrayBuffer(22));
  end.setUint32(0, 0x06054b50, true);
  end.setUint16(8, entries.length, true);
  end.setUint16(10, entries.length, true);
  end.setUint32(12, size, true);
  end.setUint32(16, offset, true);
  const all = [...parts, ...directory, new Uint8Array(end.buffer)];
  const bytes = new Uint8Array(all.reduce((n, p) => n + p.length, 0));
  all.reduce((at, p) => (bytes.set(p, at), at + p.length), 0);
  return bytes;
}

/** An .xlsx of these rows whose sheet declares no range (Excel always writes one; a hostile author need not). */
function undeclaredSheetXlsx(rows: unknown[][]): Uint8Array {
  const sheet = declaredHugeSheetXlsx(rows, 'A1');
  const CFB = (
    XLSX as unknown as { CFB: { read(d: Uint8Array, o: object): Zip; write(z: Zip, o: object): Uint8Array } }
  ).CFB;
  const zip = CFB.read(sheet, { type: 'array' });
  const entry = zip.FileIndex[zip.FullPaths.findIndex((p) => p.endsWith('xl/worksheets/sheet1.xml'))];
  entry.content = new TextEncoder().encode(new TextDecoder().decode(entry.content).replace(/<dimension [^>]*>/, ''));
  entry.size = entry.content.length;
  return new Uint8Array(CFB.write(zip, { fileType: 'zip', type: 'array' }));
}
type Zip = { FullPaths: string[]; FileIndex: { content: Uint8Array; size: number }[] };

/** The row rules' outcome of one row of a type (a whole file with a formula fails before them). */
function checkOne<T extends PartnerFileType>(type: T, header: readonly string[], cells: string[]) {
  const match = matchHeaders(type, header);
  if (!match.ok) throw new Error(match.reason);
  return checkPartnerRow(type, match.indexOf, rows(cells)[0]);
}

/** The single row's outcome of a sales file. */
const sale = (cells: string[]) => checkOne('SALES', SALES_HEADER, cells);
const saleError = (cells: string[]) => {
  const r = sale(cells);
  if (r.ok) throw new Error('The row passed');
  return r.errorMessage;
};

describe('the header row', () => {
  it.each([
    ['Organisation Code', 'organisationcode'],
    ['organisation_code', 'organisationcode'],
    ['  ORGANISATION  CODE ', 'organisationcode'],
    ['Amount_Repaid', 'amountrepaid'],
  ])('%j is normalised to %j', (header, normal) => {
    expect(normaliseHeader(header)).toBe(normal);
  });

  it('matches columns in any order and case, ignoring blank trailing header cells', () => {
    const m = matchHeaders('SETTLEMENTS', [
      'Reference',
      'payment date',
      'AMOUNT_REPAID',
      'Disbursement Id',
      'organisation code',
      '',
      ' ',
    ]);
    expect(m).toEqual({
      ok: true,
      indexOf: { reference: 0, paymentDate: 1, amountRepaid: 2, disbursementId: 3, organisationCode: 4 },
    });
  });

  it('fails the whole file naming the missing and unknown columns', () => {
    const m = matchHeaders('SALES', ['organisationCode', 'amount', 'dated', 'reference']);
    expect(m.ok).toBe(false);
    if (!m.ok) {
      expect(m.reason).toContain("missing column 'date'");
      expect(m.reason).toContain("unknown column 'dated'");
      expect(m.reason).toContain('organisationCode, amount, date, reference');
    }
  });

  it('fails a repeated column', () => {
    const m = matchHeaders('SALES', [...SALES_HEADER, 'Amount']);
    expect(m).toMatchObject({ ok: false, reason: expect.stringContaining("repeated column 'amount'") as string });
  });

  it('refuses a settlement header for a sales file', () => {
    const m = matchHeaders('SALES', SETTLEMENTS_HEADER);
    expect(m).toMatchObject({
      ok: false,
      reason: expect.stringContaining("unknown columns 'disbursementId'") as string,
    });
  });

  it.each(['__proto__', 'constructor', 'toString', 'hasOwnProperty'])(
    'treats a %s header as an unknown column',
    (key) => {
      const m = matchHeaders('SALES', [...SALES_HEADER, key]);
      expect(m).toMatchObject({ ok: false, reason: expect.stringContaining(`unknown column '${key}'`) as string });
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    },
  );

  it('fails a file with a header and no rows', () => {
    expect(checkPartnerFile('SALES', SALES_HEADER, rows(['', '', '', '']))).toEqual({
      ok: false,
      reason: 'The file has a header row but no rows below it.',
    });
  });
});

describe('the rows of a sales file', () => {
  it('turns a good row into its value: trimmed text, sen, an ISO date', () => {
    expect(sale([' ORG-1 ', '1,250.5', '31/01/2026', ' INV 9 '])).toEqual({
      rowNo: 2,
      ok: true,
      value: { organisationCode: 'ORG-1', amountSen: 125050, date: '2026-01-31', reference: 'INV 9' },
    });
    expect(sale(['ORG-1', '0.01', '1/2/2026', 'r'])).toMatchObject({
      ok: true,
      value: { amountSen: 1, date: '2026-02-01' },
    });
    expect(sale(['ORG-1', '99999999.99', '29/02/2028', 'r'])).toMatchObject({
      ok: true,
      value: { amountSen: 9_999_999_999, date: '2028-02-29' },
    });
  });

  it('requires every field and reports every problem of the row', () => {
    const r = sale(['', ' ', '', 'r']);
    expect(r).toMatchObject({
      rowNo: 2,
      ok: false,
      errorMessage: 'Row 2: organisationCode is required; amount is required; date is required.',
    });
    if (!r.ok) expect(r.errorMetadata.problems.map((p) => p.column)).toEqual(['organisationCode', 'amount', 'date']);
    expect(saleError(['ORG-1', '1', '01/01/2026', '  '])).toBe('Row 2: reference is required.');
  });

  it.each([
    ['0', 'amount must be greater than RM 0'],
    ['0.00', 'amount must be greater than RM 0'],
    ['-5', 'amount must be an amount in RM with at most 2 decimals'],
    ['12.345', 'amount must be an amount in RM with at most 2 decimals'],
    ['RM 12', 'amount must be an amount in RM with at most 2 decimals'],
    ['1e3', 'amount must be an amount in RM with at most 2 decimals'],
    ['12,34', 'amount must be an amount in RM with at most 2 decimals'],
    ['abc', 'amount must be an amount in RM with at most 2 decimals'],
    ['100000000', 'amount must be less than RM 100,000,000'],
  ])('refuses the amount %j', (amount, message) => {
    expect(saleError(['ORG-1', amount, '31/01/2026', 'r'])).toContain(message);
  });

  it.each([
    ['2026-01-31', 'date must be a date written dd/MM/yyyy'],
    ['31/1/26', 'date must be a date written dd/MM/yyyy'],
    ['31/01/2026 10:00', 'date must be a date written dd/MM/yyyy'],
    ['31/02/2026', 'date is not a real date'],
    ['29/02/2027', 'date is not a real date'],
    ['00/01/2026', 'date is not a real date'],
    ['01/13/2026', 'date is not a real date'],
    ['01/01/1999', 'date must fall between 2000 and 2100'],
  ])('refuses the date %j', (date, message) => {
    expect(saleError(['ORG-1', '10', date, 'r'])).toContain(message);
  });

  it.each([
    ['=HYPERLINK("http://x","y")', 'cannot start with = + - or @'],
    ['+1', 'cannot start with = + - or @'],
    ['-1', 'cannot start with = + - or @'],
    ['@SUM(A1)', 'cannot start with = + - or @'],
    ['ORG\u0000', 'contains characters that cannot be printed'],
    ['ORG\u202E1', 'contains characters that cannot be printed'],
    ['X'.repeat(51), 'organisationCode can be at most 50 characters'],
  ])('refuses the organisation code %j', (code, message) => {
    expect(saleError([code, '10', '31/01/2026', 'r'])).toContain(message);
  });

  it('bounds the reference and keeps what the row held in the error metadata', () => {
    const r = sale(['ORG-1', '10', '31/01/2026', 'R'.repeat(101)]);
    expect(r).toMatchObject({ ok: false, errorMessage: 'Row 2: reference can be at most 100 characters.' });
    if (!r.ok) {
      expect(r.errorMetadata.values).toEqual({
        organisationCode: 'ORG-1',
        amount: '10',
        date: '31/01/2026',
        reference: 'R'.repeat(101),
      });
      expect(r.errorMetadata.problems).toEqual([
        { column: 'reference', value: 'R'.repeat(101), message: 'reference can be at most 100 characters' },
      ]);
    }
  });

  it('skips blank rows and numbers the others as the sheet does', () => {
    const checked = checkPartnerFile('SALES', SALES_HEADER, [
      { rowNo: 2, cells: ['A', '1', '01/01/2026', 'r1'] },
      { rowNo: 3, cells: ['', ' ', '', ''] },
      { rowNo: 4, cells: ['B', 'x', '01/01/2026', 'r2'] },
    ]);
    expect(checked.ok && checked.rows.map((r) => [r.rowNo, r.ok])).toEqual([
      [2, true],
      [4, false],
    ]);
  });
});

describe('the rows of a settlement file', () => {
  const settle = (cells: string[]) => checkOne('SETTLEMENTS', SETTLEMENTS_HEADER, cells);

  it('turns a good row into its value', () => {
    expect(settle(['ORG-1', '01JD0000000000000000000000', '300', '15/03/2026', 'PAY-1'])).toEqual({
      rowNo: 2,
      ok: true,
      value: {
        organisationCode: 'ORG-1',
        disbursementId: '01JD0000000000000000000000',
        amountRepaidSen: 30000,
        paymentDate: '2026-03-15',
        reference: 'PAY-1',
      },
    });
  });

  it('applies the rules to each of its columns', () => {
    const r = settle(['ORG-1', '=cmd|calc', '0.001', '15-03-2026', '']);
    expect(r).toMatchObject({
      ok: false,
      errorMessage:
        'Row 2: disbursementId cannot start with = + - or @ (a spreadsheet formula); amountRepaid must be an amount in RM with at most 2 decimals, e.g. 1250.50; paymentDate must be a date written dd/MM/yyyy, e.g. 31/01/2026; reference is required.',
    });
    expect(settle(['ORG-1', 'D'.repeat(65), '1', '15/03/2026', 'r'])).toMatchObject({
      ok: false,
      errorMessage: 'Row 2: disbursementId can be at most 64 characters.',
    });
  });
});

describe('reading a partner file', () => {
  const read = (bytes: Uint8Array, name: string) => readPartnerFile(bytes, name);
  const reason = (bytes: Uint8Array, name: string) => {
    const r = read(bytes, name);
    if (r.ok) throw new Error('The file was read');
    return r.reason;
  };
  const goodRows = [SALES_HEADER, ['ORG-1', 1250.5, '31/01/2026', 'INV-1'], ['ORG-2', '7', '01/02/2026', 'INV-2']];

  it('reads a good xlsx file to rows of text, dropping trailing blank rows', () => {
    const r = read(xlsxBytes([...goodRows, [], ['', '']]), 'sales.xlsx');
    expect(r).toEqual({
      ok: true,
      headers: SALES_HEADER,
      rows: [
        { rowNo: 2, cells: ['ORG-1', '1250.5', '31/01/2026', 'INV-1'] },
        { rowNo: 3, cells: ['ORG-2', '7', '01/02/2026', 'INV-2'] },
      ],
    });
    if (r.ok) {
      const checked = checkPartnerFile('SALES', r.headers, r.rows);
      expect(checked.ok && checked.rows.every((row) => row.ok)).toBe(true);
    }
  });

  it('reads a date cell of an xlsx file as dd/MM/yyyy', () => {
    const sheet = XLSX.utils.aoa_to_sheet([SALES_HEADER, ['ORG-1', 10, 46053, 'r']]);
    Object.assign(sheet.C2 as XLSX.CellObject, { z: 'd/m/yyyy' });
    const workbook = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(workbook, sheet, 'Sales');
    const bytes = new Uint8Array(XLSX.write(workbook, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer);
    expect(read(bytes, 'sales.xlsx')).toMatchObject({
      ok: true,
      rows: [{ cells: ['ORG-1', '10', '31/01/2026', 'r'] }],
    });
  });

  it('reads a good csv file as typed (with a BOM, quotes and CRLF)', () => {
    const bytes = csv(['\uFEFFOrganisation Code,Amount,Date,Reference', 'ORG-1,"1,250.50",01/02/2026,007', '', '']);
    const r = read(bytes, 'SALES.CSV');
    expect(r).toEqual({
      ok: true,
      headers: ['Organisation Code', 'Amount', 'Date', 'Reference'],
      rows: [{ rowNo: 2, cells: ['ORG-1', '1,250.50', '01/02/2026', '007'] }],
    });
    if (r.ok) {
      expect(checkPartnerFile('SALES', r.headers, r.rows)).toMatchObject({
        ok: true,
        rows: [{ ok: true, value: { amountSen: 125050, date: '2026-02-01', reference: '007' } }],
      });
    }
  });

  it('refuses a csv that is not UTF-8', () => {
    const latin1 = new Uint8Array([...csv([SALES_HEADER.join(','), 'Caf']), 0xe9, ...csv([',1,01/01/2026,r'])]);
    expect(reason(latin1, 'sales.csv')).toBe(ONLY_XLSX_AND_CSV);
  });

  it('reads and checks a file in one call', () => {
    const lines = [SETTLEMENTS_HEADER.join(','), 'ORG-1,D-1,300,15/03/2026,PAY-1', 'ORG-1,D-2,300,31/02/2026,PAY-2'];
    expect(readPartnerRows('SETTLEMENTS', csv(lines), 'settlements.csv')).toMatchObject({
      ok: true,
      rows: [
        { rowNo: 2, ok: true, value: { disbursementId: 'D-1', amountRepaidSen: 30000, paymentDate: '2026-03-15' } },
        { rowNo: 3, ok: false, errorMessage: 'Row 3: paymentDate is not a real date (31/02/2026).' },
      ],
    });
    expect(readPartnerRows('SALES', csv(lines), 'settlements.csv')).toMatchObject({
      ok: false,
      reason: expect.stringContaining("unknown columns 'disbursementId', 'amountRepaid', 'paymentDate'") as string,
    });
    expect(readPartnerRows('SALES', csv(lines), 'settlements.txt')).toEqual({ ok: false, reason: ONLY_XLSX_AND_CSV });
  });

  it.each(['sales.xls', 'sales.exe', 'sales', 'sales.xlsx.exe', 'sales.pdf'])('refuses the file name %j', (name) => {
    expect(reason(csv(['a,b']), name)).toBe(ONLY_XLSX_AND_CSV);
  });

  it('refuses an empty file', () => {
    expect(reason(new Uint8Array(), 'sales.csv')).toBe('The file is empty.');
    expect(reason(new Uint8Array(), 'sales.xlsx')).toBe('The file is empty.');
  });

  it("refuses content that does not match the extension with the spec's message", () => {
    expect(reason(csv(SALES_HEADER), 'sales.xlsx')).toBe(ONLY_XLSX_AND_CSV);
    expect(reason(xlsxBytes(goodRows), 'sales.csv')).toBe(ONLY_XLSX_AND_CSV);
    expect(reason(new Uint8Array([0x61, 0x2c, 0x00, 0x62]), 'sales.csv')).toBe(ONLY_XLSX_AND_CSV);
  });

  it('refuses a file over the byte limit before reading it', () => {
    expect(reason(new Uint8Array(PARTNER_FILE_LIMITS.bytes + 1).fill(0x61), 'sales.csv')).toContain(
      'The file is too large',
    );
  });

  it('refuses a zip bomb by its declared size, before unpacking it', () => {
    const bomb = zipBombXlsx(goodRows);
    expect(zipEntries(bomb)?.some((e) => e.unpacked > PARTNER_FILE_LIMITS.unpackedBytes)).toBe(true);
    expect(reason(bomb, 'sales.xlsx')).toContain('more than the 64 MB allowed, so it was not read');
  });

  it('refuses a zip compressed far more than any spreadsheet', () => {
    // Under the size limit, but 30 MB from a few KB: only a bomb compresses like that.
    expect(reason(zipBombXlsx(goodRows, 30 * 1024 * 1024), 'sales.xlsx')).toContain(
      'compressed far more than any spreadsheet',
    );
  });

  it('refuses a real zip bomb: honest sizes, compressed like no spreadsheet', () => {
    const bomb = zipOf([
      ['[Content_Types].xml', new TextEncoder().encode('<Types/>')],
      ['xl/worksheets/sheet1.xml', new Uint8Array(20 * 1024 * 1024).fill(0x20)],
    ]);
    expect(bomb.length).toBeLessThan(100 * 1024);
    expect(reason(bomb, 'sales.xlsx')).toContain('compressed far more than any spreadsheet');
  });

  it('refuses a real zip that unpacks past the limit', () => {
    const big = new Uint8Array(40 * 1024 * 1024).fill(0x20);
    expect(
      reason(
        zipOf([
          ['a.xml', big],
          ['b.xml', big],
        ]),
        'sales.xlsx',
      ),
    ).toContain('The xlsx file unpacks to 80 MB');
  });

  it('refuses a damaged zip', () => {
    const bytes = xlsxBytes(goodRows);
    expect(reason(bytes.subarray(0, bytes.length - 30), 'sales.xlsx')).toContain('The xlsx file is damaged');
  });

  it('refuses a sheet declaring every row Excel has, without walking it', () => {
    expect(reason(declaredHugeSheetXlsx(goodRows), 'sales.xlsx')).toContain('The file has 1,048,575 rows');
  });

  it('refuses a sheet longer than the limit that declares no range, rather than reading its first rows', () => {
    const long = [SALES_HEADER, ...Array.from({ length: PARTNER_FILE_LIMITS.rows + 1 }, (_, i) => [`ORG-${i}`])];
    expect(reason(undeclaredSheetXlsx(long), 'sales.xlsx')).toContain(
      'The file has more than 50,000 rows below its header',
    );
  }, 30_000); // a 50,001-row workbook is written and read: seconds on a busy 2-core machine

  it('refuses a sheet wider than the limit', () => {
    expect(reason(xlsxBytes([Array.from({ length: 51 }, (_, i) => `c${i}`)]), 'sales.xlsx')).toContain(
      'The file has 51 columns; a file can have at most 50.',
    );
    expect(reason(csv([Array.from({ length: 51 }, (_, i) => `c${i}`).join(',')]), 'sales.csv')).toContain(
      'The file has 51 columns',
    );
  });

  it('refuses a csv with more rows than the limit', () => {
    const lines = [
      SALES_HEADER.join(','),
      ...Array.from({ length: PARTNER_FILE_LIMITS.rows + 1 }, () => 'A,1,01/01/2026,r'),
    ];
    expect(reason(csv(lines), 'sales.csv')).toContain('The file has 50,001 rows; a file can have at most 50,000 rows');
    expect(read(csv(lines.slice(0, -1)), 'sales.csv')).toMatchObject({ ok: true });
  });

  it('reads a formula cell as its formula, which fails the whole file', () => {
    const sheet = XLSX.utils.aoa_to_sheet([SALES_HEADER, ['ORG-1', 10, '31/01/2026', 'r']]);
    sheet.A2 = { t: 's', v: 'ORG-1', f: 'HYPERLINK("http://evil","ORG-1")' };
    sheet.B2 = { t: 'n', v: 10, f: '5+5' };
    const workbook = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(workbook, sheet, 'Sales');
    const bytes = new Uint8Array(XLSX.write(workbook, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer);
    const r = read(bytes, 'sales.xlsx');
    expect(r).toMatchObject({
      ok: true,
      rows: [{ cells: ['=HYPERLINK("http://evil","ORG-1")', '=5+5', '31/01/2026', 'r'] }],
    });
    if (r.ok) {
      expect(checkPartnerFile('SALES', r.headers, r.rows)).toEqual({
        ok: false,
        reason: expect.stringMatching(
          /^Row 2, organisationCode: the cell holds a formula \(=HYPERLINK\("http:\/\/evil","ORG-1"\)\)\. Formulas are refused/,
        ) as string,
      });
    }
  });

  it('keeps a formula of a csv file as text, and fails the whole file on it wherever it is', () => {
    const lines = [SALES_HEADER.join(','), 'ORG-1,10,31/01/2026,r1', 'ORG-1,10,31/01/2026, =1+1'];
    const r = read(csv(lines), 'sales.csv');
    expect(r).toMatchObject({ ok: true, rows: [{}, { cells: ['ORG-1', '10', '31/01/2026', ' =1+1'] }] });
    expect(readPartnerRows('SALES', csv(lines), 'sales.csv')).toEqual({
      ok: false,
      reason: expect.stringContaining('Row 3, reference: the cell holds a formula (=1+1).') as string,
    });
  });

  it('leaves + - and @ to the row rules: only that row fails', () => {
    const lines = [SALES_HEADER.join(','), 'ORG-1,10,31/01/2026,r1', '@SUM(1),10,31/01/2026,r2'];
    expect(readPartnerRows('SALES', csv(lines), 'sales.csv')).toMatchObject({
      ok: true,
      rows: [
        { ok: true },
        { ok: false, errorMessage: expect.stringContaining('organisationCode cannot start with = + - or @') as string },
      ],
    });
  });

  it.each<[string, PartnerFileType]>([
    ['__proto__', 'SALES'],
    ['constructor', 'SETTLEMENTS'],
  ])('reads a %s header as text and fails the file, polluting nothing', (key, type) => {
    const header = [...PARTNER_FILE_COLUMNS[type], key];
    const r = read(csv([header.join(','), [...header.map(() => 'x')].join(',')]), 'file.csv');
    expect(r).toMatchObject({ ok: true, headers: header });
    if (r.ok) {
      expect(checkPartnerFile(type, r.headers, r.rows)).toMatchObject({
        ok: false,
        reason: expect.stringContaining(`unknown column '${key}'`) as string,
      });
    }
    expect(Object.getPrototypeOf({})).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });

  it('refuses bytes the library cannot read as an xlsx', () => {
    const bytes = new Uint8Array([
      0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20,
    ]);
    expect(reason(bytes, 'sales.xlsx')).toContain('The xlsx file is damaged');
  });
});
