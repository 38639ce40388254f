import { describe, expect, it } from 'vitest';
import { asSen } from '../../shared/domain/money/money';
import { CONTINUE_PREFIX } from '../../shared/domain/finance/uploaded-document';
import {
  DEFAULT_PART_ROWS,
  businessFailure,
  continuationMarker,
  documentIdOfMarker,
  endStatus,
  failedLog,
  fileNameOfKey,
  partRows,
  rowValues,
  salesBatchSize,
  succeededLog,
  tooLargeReason,
  type PlannedSale,
} from '../../lambdas/services/finance/partner-import-rules';
import { createdObjects } from '../../lambdas/triggers/partner-files';

const sale = (saleKey: string, royaltyKey?: string): PlannedSale => ({
  kind: 'sale',
  saleKey,
  ...(royaltyKey ? { royaltyKey } : {}),
});
const failed: PlannedSale = { kind: 'failed' };
const sales = (n: number, royaltyKey?: (i: number) => string) =>
  Array.from({ length: n }, (_, i) => sale(`org#${i}`, royaltyKey?.(i)));

describe('the size of a part', () => {
  it('is PARTNER_IMPORT_PART_ROWS when a positive whole number, else 5,000', () => {
    expect(partRows('250')).toBe(250);
    expect(partRows(' 7 ')).toBe(7);
    for (const wrong of [undefined, '', '0', '-3', '2.5', 'many']) expect(partRows(wrong)).toBe(DEFAULT_PART_ROWS);
    expect(DEFAULT_PART_ROWS).toBe(5000);
  });
});

describe('the status a document ends with', () => {
  it('is COMPLETED without a failed row, COMPLETED_WITH_ERRORS with any', () => {
    expect(endStatus(0)).toBe('COMPLETED');
    expect(endStatus(1)).toBe('COMPLETED_WITH_ERRORS');
    expect(endStatus(5000)).toBe('COMPLETED_WITH_ERRORS');
  });
});

describe('transactions of sales rows', () => {
  it('hold at most 100 items: 33 sales of 3 items with the document item', () => {
    expect(salesBatchSize(sales(50))).toBe(33);
    expect(salesBatchSize(sales(10))).toBe(10);
    expect(salesBatchSize([])).toBe(0);
  });

  it('count a failed row as its log only', () => {
    expect(salesBatchSize(Array.from({ length: 150 }, () => failed))).toBe(99);
    expect(salesBatchSize([...sales(32), failed, failed, failed, failed])).toBe(35);
  });

  it('count one royalty update per franchisor and month, however many sales add to it', () => {
    expect(salesBatchSize(sales(40, () => 'kopi#2026-11'))).toBe(32);
    // A new month every row: 4 items a row.
    expect(salesBatchSize(sales(40, (i) => `kopi#2026-${i}`))).toBe(24);
  });

  it('never put the same sale twice in one transaction: the second starts the next one', () => {
    expect(salesBatchSize([sale('demo#a'), sale('demo#b'), sale('demo#a'), sale('demo#c')])).toBe(2);
    expect(salesBatchSize([sale('demo#a'), sale('other#a')])).toBe(2);
  });

  it('always take at least one row', () => {
    expect(salesBatchSize([sale('a', 'r')], 2)).toBe(1);
  });
});

describe('logs', () => {
  it("keep a good row's values as its columns show them", () => {
    expect(
      rowValues('SALES', { organisationCode: 'demo', amountSen: asSen(125_050), date: '2026-11-05', reference: 'R1' }),
    ).toEqual({ organisationCode: 'demo', amount: '1250.50', date: '05/11/2026', reference: 'R1' });
    expect(
      rowValues('SETTLEMENTS', {
        organisationCode: 'demo',
        disbursementId: 'D1',
        amountRepaidSen: asSen(7),
        paymentDate: '2026-01-31',
        reference: 'B1',
      }),
    ).toEqual({
      organisationCode: 'demo',
      disbursementId: 'D1',
      amountRepaid: '0.07',
      paymentDate: '31/01/2026',
      reference: 'B1',
    });
  });

  it("say why a good row was refused, naming the row and the column, with the row's values", () => {
    const values = { organisationCode: 'nope', amount: '1.00', date: '01/01/2026', reference: 'R' };
    const f = businessFailure(4, values, 'organisationCode', 'There is no organisation with the code nope.');
    expect(f).toEqual({
      rowNo: 4,
      errorMessage: 'Row 4: There is no organisation with the code nope.',
      errorMetadata: {
        problems: [
          { column: 'organisationCode', value: 'nope', message: 'There is no organisation with the code nope.' },
        ],
        values,
      },
    });
    const log = failedLog('doc', f, 10);
    expect(log).toMatchObject({ id: '4', rowNo: 4, status: 'FAILED', errorMessage: f.errorMessage, createdAt: 10 });
    expect(JSON.parse(log.metadata)).toEqual({ values });
    expect(JSON.parse(log.errorMetadata)).toEqual(f.errorMetadata);
  });

  it('of a good row carry what it became and no error', () => {
    const log = succeededLog('doc', 2, { values: { reference: 'R' }, saleId: 'S' }, 10);
    expect(log).toMatchObject({ id: '2', status: 'SUCCESS', errorMessage: '', errorMetadata: '' });
    expect(JSON.parse(log.metadata)).toEqual({ values: { reference: 'R' }, saleId: 'S' });
  });
});

describe('keys and events', () => {
  it("name a continuation marker by its document and part, and read the document back from the marker's key", () => {
    const id = 'a'.repeat(24);
    const marker = continuationMarker(CONTINUE_PREFIX, id, 3, 'drops/sales/x.csv');
    expect(marker.key).toBe(`drops/continue/${id}/3`);
    expect(JSON.parse(marker.body)).toEqual({ documentId: id, key: 'drops/sales/x.csv' });
    expect(documentIdOfMarker(CONTINUE_PREFIX, marker.key)).toBe(id);
    expect(documentIdOfMarker(CONTINUE_PREFIX, 'drops/continue/../../x/1')).toBeUndefined();
    expect(documentIdOfMarker(CONTINUE_PREFIX, `drops/sales/${id}/1`)).toBeUndefined();
  });

  it("take a file's name from its key", () => {
    expect(fileNameOfKey('drops/sales/uploads/01J/My Sales.csv')).toBe('My Sales.csv');
    expect(fileNameOfKey('x.csv')).toBe('x.csv');
  });

  it('refuse a file too large before reading it, saying the limit', () => {
    expect(tooLargeReason(11 * 1024 * 1024, 10 * 1024 * 1024)).toBe(
      'The file is too large (11 MB); a file can be at most 10 MB. Split the rows over several files.',
    );
  });

  it("find the created objects in an SQS message's S3 event, and nothing in anything else", () => {
    const body = JSON.stringify({
      Records: [
        { eventName: 'ObjectCreated:Put', s3: { object: { key: 'drops/sales/a b.csv', size: 10, eTag: '"e1"' } } },
        { eventName: 'ObjectRemoved:Delete', s3: { object: { key: 'drops/sales/gone.csv' } } },
        { eventName: 'ObjectCreated:Copy', s3: { object: { key: 'drops/sales/copy.csv', size: 3 } } },
      ],
    });
    expect(createdObjects(body)).toEqual([
      { key: 'drops/sales/a b.csv', size: 10, eTag: '"e1"' },
      { key: 'drops/sales/copy.csv', size: 3 },
    ]);
    expect(createdObjects(JSON.stringify({ Event: 's3:TestEvent' }))).toEqual([]);
    expect(createdObjects('not json')).toEqual([]);
  });
});
