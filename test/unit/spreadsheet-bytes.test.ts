import { describe, expect, it } from 'vitest';
import { ONLY_XLSX_AND_CSV, checkSpreadsheetBytes } from '../../shared/domain/files/spreadsheet-bytes';
import { hostileSpreadsheets, xlsxBytes } from '../support/import-files';

const utf8 = (text: string) => new TextEncoder().encode(text);

describe('checkSpreadsheetBytes', () => {
  it.each(hostileSpreadsheets(['firstName,lastName', 'Aisyah,Omar']))('refuses $what', ({ name, bytes }) => {
    expect(checkSpreadsheetBytes(bytes, name)).toEqual({ ok: false, reason: ONLY_XLSX_AND_CSV });
  });

  it('takes a real xlsx and UTF-8 csv (with or without its BOM, accented letters included)', () => {
    expect(checkSpreadsheetBytes(xlsxBytes([['a'], [1]]), 'staff.XLSX')).toEqual({ ok: true, kind: 'xlsx' });
    expect(checkSpreadsheetBytes(utf8('name\r\nSiti Nurhaliza\r\n'), 'staff.csv')).toEqual({ ok: true, kind: 'csv' });
    expect(checkSpreadsheetBytes(utf8('\uFEFFname\nJosé 陈\n'), 'staff.csv')).toEqual({ ok: true, kind: 'csv' });
  });

  it('refuses bytes that do not match the name, and any other name', () => {
    expect(checkSpreadsheetBytes(xlsxBytes([['a']]), 'staff.csv').ok).toBe(false);
    expect(checkSpreadsheetBytes(utf8('a,b\n1,2'), 'staff.xlsx').ok).toBe(false);
    expect(checkSpreadsheetBytes(new Uint8Array([0x61, 0x2c, 0x00, 0x62]), 'staff.csv').ok).toBe(false);
    // Windows-1252 "é": not UTF-8.
    expect(checkSpreadsheetBytes(new Uint8Array([0x4a, 0x6f, 0x73, 0xe9]), 'staff.csv').ok).toBe(false);
    expect(checkSpreadsheetBytes(utf8('a,b'), 'staff.txt').ok).toBe(false);
    // "PK\x03\x04" and nothing of a zip after it.
    expect(checkSpreadsheetBytes(utf8('PK\u0003\u0004 not really a zip'), 'staff.xlsx').ok).toBe(false);
  });
});
