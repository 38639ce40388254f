import { describe, expect, it } from 'vitest';
import type { UploadLog } from '../../shared/domain/finance/uploaded-document';
import {
  failedRowCsvLine,
  failedRowsFileName,
  failedRowsHeader,
  klDayRange,
  uploadTypeOfKey,
} from '../../lambdas/services/finance/uploaded-documents';

const failedLog = (rowNo: number, errorMessage: string, errorMetadata: unknown, metadata: unknown = {}): UploadLog => ({
  id: String(rowNo),
  uploadedDocumentId: 'doc',
  rowNo,
  status: 'FAILED',
  metadata: JSON.stringify(metadata),
  errorMessage,
  errorMetadata: typeof errorMetadata === 'string' ? errorMetadata : JSON.stringify(errorMetadata),
  createdAt: 0,
});

describe('the failed rows file', () => {
  it("has the row, the reason and the type's own columns", () => {
    expect(failedRowsHeader('SALES')).toEqual(['row', 'reason', 'organisationCode', 'amount', 'date', 'reference']);
    expect(failedRowsHeader('SETTLEMENTS')).toEqual([
      'row',
      'reason',
      'organisationCode',
      'disbursementId',
      'amountRepaid',
      'paymentDate',
      'reference',
    ]);
  });

  it("writes a row's values in the columns' order, quoting what needs quoting", () => {
    const log = failedLog(7, 'Amount must be a number, e.g. 1,250.50', {
      problems: [{ column: 'amount', value: 'abc', message: 'Amount must be a number' }],
      values: { reference: 'REF "7"', date: '25/11/2026', amount: 'abc', organisationCode: 'demo' },
    });
    expect(failedRowCsvLine('SALES', log)).toBe(
      '7,"Amount must be a number, e.g. 1,250.50",demo,abc,25/11/2026,"REF ""7"""\r\n',
    );
  });

  it('makes inert every value a spreadsheet would run as a formula', () => {
    const log = failedLog(3, 'Unknown organisation code', {
      problems: [],
      values: { organisationCode: '=HYPERLINK("http://x")', amount: '+1', date: '@SUM(A1)', reference: '-2' },
    });
    const cells = failedRowCsvLine('SALES', log);
    expect(cells).toBe(`3,Unknown organisation code,"'=HYPERLINK(""http://x"")",'+1,'@SUM(A1),'-2\r\n`);
  });

  it("falls back to the metadata's values, and leaves a column empty when the row had no value", () => {
    const fromMetadata = failedLog(4, 'Reference already used', '', { values: { organisationCode: 'demo' } });
    expect(failedRowCsvLine('SALES', fromMetadata)).toBe('4,Reference already used,demo,,,\r\n');
    const unreadable = failedLog(5, 'Broken', 'not json', 'not json either');
    expect(failedRowCsvLine('SETTLEMENTS', unreadable)).toBe('5,Broken,,,,,\r\n');
  });

  it('is named after the uploaded file, safe in a header', () => {
    expect(failedRowsFileName('sales-november.xlsx')).toBe('sales-november-failed-rows.csv');
    expect(failedRowsFileName('Nov "sales";.csv')).toBe('Nov _sales_-failed-rows.csv');
    expect(failedRowsFileName('.csv')).toBe('file-failed-rows.csv');
  });
});

describe('an upload key', () => {
  it("gives the type of a file in a type's uploads folder", () => {
    expect(uploadTypeOfKey('drops/sales/uploads/01J/a.csv', undefined)).toBe('SALES');
    expect(uploadTypeOfKey('drops/settlements/uploads/01J/a.xlsx', 'SETTLEMENTS')).toBe('SETTLEMENTS');
  });

  it.each([
    'drops/sales/partner.csv',
    'orgs/demo/attachments/a.csv',
    'drops/sales/uploads/../x.csv',
    'drops/continue/x',
  ])('refuses %s on the field file', (key) => {
    expect(() => uploadTypeOfKey(key, undefined)).toThrow(
      expect.objectContaining({ code: 'INVALID_ARGUMENT', details: [expect.objectContaining({ field: 'file' })] }),
    );
  });

  it('refuses a type that disagrees with the key on the field type', () => {
    expect(() => uploadTypeOfKey('drops/sales/uploads/01J/a.csv', 'SETTLEMENTS')).toThrow(
      expect.objectContaining({ details: [expect.objectContaining({ field: 'type' })] }),
    );
  });
});

describe('a Malaysian day', () => {
  it('runs from its midnight in Kuala Lumpur (UTC+8) to the second before the next', () => {
    expect(klDayRange('2026-11-26')).toEqual({
      from: Date.UTC(2026, 10, 25, 16) / 1000,
      to: Date.UTC(2026, 10, 26, 16) / 1000 - 1,
    });
    expect(klDayRange('2026-12-31').to).toBe(Date.UTC(2026, 11, 31, 16) / 1000 - 1);
  });
});
