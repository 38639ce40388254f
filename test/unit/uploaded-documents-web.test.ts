import { describe, expect, it } from 'vitest';
import { UPLOAD_MESSAGES, partnerTemplateCsv } from '../../shared/domain/finance/uploaded-document';
import { fieldErrors } from '../../web/src/components/zod-form';
import {
  DOCUMENTS_POLL_MS,
  DOCUMENT_POLL_MS,
  documentPollInterval,
  documentsPollInterval,
  progressOf,
  readLog,
  rowsText,
} from '../../web/src/features/uploaded-documents/log-view';
import { documentLogPath, documentLogsPath } from '../../web/src/features/uploaded-documents/paths';
import {
  UPLOAD_PURPOSES,
  UploadFormSchema,
  partnerContentType,
} from '../../web/src/features/uploaded-documents/upload-form';
import { rateText } from '../../web/src/features/sales/sales-page';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const links = {
  settlement: (r: { orgId: string; disbursementId: string; repaymentId: string }) =>
    `/settlement/${r.orgId}/${r.disbursementId}/${r.repaymentId}`,
  sales: (r: { orgId: string; month: string }) => `/sales/${r.orgId}/${r.month}`,
};

describe('the Upload form', () => {
  it("asks for a type and a file with the spec's messages", () => {
    expect(fieldErrors(UploadFormSchema, { type: '', fileName: '' })).toEqual({
      type: UPLOAD_MESSAGES.typeRequired,
      fileName: UPLOAD_MESSAGES.fileRequired,
    });
    expect(fieldErrors(UploadFormSchema, { type: 'SALES', fileName: '   ' })).toEqual({
      fileName: UPLOAD_MESSAGES.fileRequired,
    });
  });

  it.each(['notes.txt', 'sales.xls', 'sales.csv.exe', 'sales', 'sales.pdf'])(
    'refuses %s: only xlsx and csv',
    (name) => {
      expect(fieldErrors(UploadFormSchema, { type: 'SETTLEMENTS', fileName: name })).toEqual({
        fileName: UPLOAD_MESSAGES.onlyXlsxCsv,
      });
    },
  );

  it.each(['sales.csv', 'Sales November.XLSX', 'settlements.Csv'])('takes %s', (name) => {
    expect(fieldErrors(UploadFormSchema, { type: 'SALES', fileName: name })).toEqual({});
  });

  it('refuses a type that is not one of the two', () => {
    expect(fieldErrors(UploadFormSchema, { type: 'PAYROLL', fileName: 'a.csv' })).toEqual({
      type: UPLOAD_MESSAGES.typeRequired,
    });
  });

  it('sends the content type of the extension, whatever the browser says, to the purpose of the type', () => {
    expect(partnerContentType('a.csv')).toBe('text/csv');
    expect(partnerContentType('A.XLSX')).toBe(XLSX);
    expect(partnerContentType('a.txt')).toBeUndefined();
    expect(partnerContentType('csv')).toBeUndefined();
    expect(UPLOAD_PURPOSES).toEqual({ SALES: 'salesFile', SETTLEMENTS: 'settlementsFile' });
  });

  it('offers templates whose header rows are the columns the reader expects', () => {
    expect(partnerTemplateCsv('SALES').split('\r\n')[0]).toBe('organisationCode,amount,date,reference');
    expect(partnerTemplateCsv('SETTLEMENTS').split('\r\n')[0]).toBe(
      'organisationCode,disbursementId,amountRepaid,paymentDate,reference',
    );
  });
});

describe('following a file as it is read', () => {
  it('polls the list every 3 s while any document is processing, and stops once none is', () => {
    expect(documentsPollInterval(undefined)).toBe(false);
    expect(documentsPollInterval([])).toBe(false);
    expect(documentsPollInterval([{ status: 'COMPLETED' }, { status: 'PROCESSING' }])).toBe(DOCUMENTS_POLL_MS);
    expect(DOCUMENTS_POLL_MS).toBe(3_000);
    expect(documentsPollInterval([{ status: 'COMPLETED_WITH_ERRORS' }, { status: 'FAILED' }])).toBe(false);
  });

  it("polls a document's page every 2 s while it is processing", () => {
    expect(documentPollInterval({ status: 'PROCESSING' })).toBe(DOCUMENT_POLL_MS);
    expect(DOCUMENT_POLL_MS).toBe(2_000);
    expect(documentPollInterval({ status: 'COMPLETED' })).toBe(false);
    expect(documentPollInterval(undefined)).toBe(false);
  });

  it('shows rows done of total as a percentage that never passes 100', () => {
    expect(progressOf({ rowsDone: 0, rowsTotal: 0 })).toEqual({ percent: 0, text: 'Reading the file' });
    expect(progressOf({ rowsDone: 5_000, rowsTotal: 20_000 })).toEqual({ percent: 25, text: '5,000 of 20,000 rows' });
    expect(progressOf({ rowsDone: 2, rowsTotal: 3 }).percent).toBe(66);
    expect(progressOf({ rowsDone: 4, rowsTotal: 3 }).percent).toBe(100);
    expect(rowsText({ rowsDone: 7, rowsTotal: 9 })).toBe('7 / 9');
  });

  it('links to a document and to one of its rows', () => {
    expect(documentLogsPath('abc')).toBe('/internal/uploaded-document-logs/abc/logs');
    expect(documentLogPath('abc', '3')).toBe('/internal/uploaded-document-logs/abc/logs/3/view');
  });
});

describe('reading a row log', () => {
  it("shows a good sales row's values in the template's order and what it became", () => {
    const metadata = JSON.stringify({
      values: { reference: 'POS-1', amount: '1250.50', organisationCode: 'demo', date: '25/11/2026', extra: 'x' },
      orgId: 'demo',
      orgName: 'Demo Sdn Bhd',
      saleId: 'S1',
      amount: 1250.5,
      date: '2026-11-25',
      franchisorId: 'franchisor',
      franchisorName: 'Franchisor Bhd',
      royaltyRate: 5,
      royaltyAmount: 62.53,
    });
    const view = readLog({ status: 'SUCCESS', metadata, errorMetadata: '' }, 'SALES', links);
    expect(view).toEqual({
      values: [
        { label: 'organisationCode', value: 'demo' },
        { label: 'amount', value: '1250.50' },
        { label: 'date', value: '25/11/2026' },
        { label: 'reference', value: 'POS-1' },
        { label: 'extra', value: 'x' },
      ],
      problems: [],
      outcome: [
        { label: 'Organization', value: 'Demo Sdn Bhd' },
        { label: 'Sale ID', value: 'S1', href: '/sales/demo/2026-11' },
        { label: 'Amount', value: 'RM 1,250.50' },
        { label: 'Sale Date', value: '25/11/2026' },
        { label: 'Franchisor', value: 'Franchisor Bhd' },
        { label: 'Royalty Rate', value: '5%' },
        { label: 'Royalty', value: 'RM 62.53' },
      ],
    });
  });

  it('lists the problems of a failed row with its values, and no outcome', () => {
    const values = { organisationCode: 'nowhere', amount: 'abc', date: '31/02/2026', reference: 'R' };
    const view = readLog(
      {
        status: 'FAILED',
        metadata: JSON.stringify({ values }),
        errorMetadata: JSON.stringify({
          problems: [
            { column: 'amount', value: 'abc', message: 'The amount must be a number' },
            { message: 'Unknown organisation code nowhere' },
          ],
          values,
        }),
      },
      'SALES',
      links,
    );
    expect(view?.values.map((v) => v.label)).toEqual(['organisationCode', 'amount', 'date', 'reference']);
    expect(view?.problems).toEqual([
      { column: 'amount', value: 'abc', message: 'The amount must be a number' },
      { column: '', value: '', message: 'Unknown organisation code nowhere' },
    ]);
    expect(view?.outcome).toEqual([]);
  });

  it('takes the values from the error metadata when the metadata is empty', () => {
    const view = readLog(
      {
        status: 'FAILED',
        metadata: '',
        errorMetadata: JSON.stringify({ problems: [], values: { organisationCode: 'demo' } }),
      },
      'SALES',
      links,
    );
    expect(view?.values).toEqual([{ label: 'organisationCode', value: 'demo' }]);
  });

  it('links a good settlements row to the settlement it paid towards', () => {
    const metadata = JSON.stringify({
      values: { organisationCode: 'demo', disbursementId: 'D1', amountRepaid: '500.00', paymentDate: '25/11/2026' },
      orgId: 'demo',
      orgName: 'Demo Sdn Bhd',
      disbursementId: 'D1',
      disbursementName: 'November advance',
      repaymentId: 'R1',
      repaymentTransactionId: 'T1',
      amountRepaid: 500,
      paymentDate: '2026-11-25',
      amountDue: 1500,
    });
    const view = readLog({ status: 'SUCCESS', metadata, errorMetadata: '' }, 'SETTLEMENTS', links);
    expect(view?.outcome).toEqual([
      { label: 'Organization', value: 'Demo Sdn Bhd' },
      { label: 'Disbursement', value: 'November advance' },
      { label: 'Settlement', value: 'R1', href: '/settlement/demo/D1/R1' },
      { label: 'Settlement Transaction', value: 'T1' },
      { label: 'Amount Repaid', value: 'RM 500.00' },
      { label: 'Payment Date', value: '25/11/2026' },
      { label: 'Amount Due After', value: 'RM 1,500.00' },
    ]);
  });

  it.each(['', 'not json', '[1,2]', 'null', '"text"'])(
    'cannot read a log whose metadata is %j (the settlements page says its data is not found)',
    (metadata) => {
      expect(readLog({ status: 'SUCCESS', metadata, errorMetadata: '' }, 'SETTLEMENTS', links)).toBeUndefined();
    },
  );

  it("needs a settlements row's metadata, but reads a sales row's values from its error metadata", () => {
    const errorMetadata = JSON.stringify({ problems: [], values: { organisationCode: 'demo' } });
    expect(readLog({ status: 'FAILED', metadata: '{', errorMetadata }, 'SETTLEMENTS', links)).toBeUndefined();
    expect(readLog({ status: 'FAILED', metadata: '{', errorMetadata }, 'SALES', links)?.values).toEqual([
      { label: 'organisationCode', value: 'demo' },
    ]);
    expect(readLog({ status: 'FAILED', metadata: '', errorMetadata: '' }, 'SALES', links)).toBeUndefined();
  });

  it('reads no inherited keys from a hostile metadata text', () => {
    const metadata = '{"values":{"__proto__":{"polluted":"yes"},"organisationCode":"demo"},"orgName":"Demo"}';
    const view = readLog({ status: 'SUCCESS', metadata, errorMetadata: '' }, 'SALES', links);
    expect(view?.values).toEqual([
      { label: 'organisationCode', value: 'demo' },
      { label: '__proto__', value: '' },
    ]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('the sales list', () => {
  it('shows a royalty rate as a percentage, and a dash for a sale of no franchisee', () => {
    expect(rateText(5)).toBe('5%');
    expect(rateText(2.5)).toBe('2.5%');
    expect(rateText(undefined)).toBe('-');
  });
});
