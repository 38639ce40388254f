import { createHash } from 'node:crypto';
import { ulid } from 'ulid';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { headObject, putObject } from '../../lambdas/core/clients/s3';
import { env } from '../../lambdas/core/env';
import { table } from '../../lambdas/data/table/table';
import { uploadLogToItem, uploadedDocumentId } from '../../lambdas/data/finance/uploaded-documents';
import { UPLOAD_MESSAGES, type UploadLog, type UploadedDocument } from '../../shared/domain/finance/uploaded-document';
import { newDocumentId, storeDocument, uniqueDay } from '../support/uploaded-documents';
import { callApi, errorInfoOf, expectOk, expectRefused, okBody, signIn } from '../support/api';
import { DEMO_PASSWORD } from '../../dev/seeds/demo-password';

/**
 * The administrators' side of sales and settlement files: registering an upload and reading what
 * the trigger did. Documents and logs are written here directly in their stored form (unique ids
 * per test), so these tests need no trigger and no other test's files.
 */

const tokens = {} as Record<'admin' | 'manager' | 'employee', string>;
beforeAll(async () => {
  const [admin, manager, employee] = await Promise.all(
    ['admin@platform.test', 'manager@demo.test', 'employee@demo.test'].map((e) => signIn(e, DEMO_PASSWORD)),
  );
  Object.assign(tokens, { admin: admin.idToken, manager: manager.idToken, employee: employee.idToken });
});

const origin = () => new URL(inject('stackUrl')).origin;

const goodLog = (documentId: string, rowNo: number, values: Record<string, string>): UploadLog => ({
  id: String(rowNo),
  uploadedDocumentId: documentId,
  rowNo,
  status: 'SUCCESS',
  metadata: JSON.stringify({ values, orgId: 'demo', saleId: `sale-${rowNo}` }),
  errorMessage: '',
  errorMetadata: '',
  createdAt: 1_700_000_000,
});

const failedLog = (documentId: string, rowNo: number, reason: string, values: Record<string, string>): UploadLog => ({
  ...goodLog(documentId, rowNo, values),
  status: 'FAILED',
  metadata: JSON.stringify({ values }),
  errorMessage: reason,
  errorMetadata: JSON.stringify({ problems: [{ column: 'amount', value: values.amount, message: reason }], values }),
});

async function storeLogs(logs: UploadLog[]) {
  for (const log of logs) await table.put({ Item: uploadLogToItem(log) });
}

/** A document of five rows: 2 and 5 failed. */
async function documentWithLogs(overrides: Partial<UploadedDocument> = {}) {
  const doc = await storeDocument({
    status: 'COMPLETED_WITH_ERRORS',
    rowsTotal: 5,
    rowsDone: 5,
    rowsSucceeded: 3,
    rowsFailed: 2,
    fileName: 'November sales.xlsx',
    ...overrides,
  });
  const row = (n: number) => ({
    organisationCode: 'demo',
    amount: `${n}00.00`,
    date: '25/11/2026',
    reference: `R-${n}`,
  });
  await storeLogs([
    goodLog(doc.id, 2 + 0, row(1)),
    failedLog(doc.id, 3, 'Amount must be a number', { ...row(2), amount: 'abc' }),
    goodLog(doc.id, 4, row(3)),
    goodLog(doc.id, 5, row(4)),
    failedLog(doc.id, 6, 'Unknown organisation code =EVIL', { ...row(5), organisationCode: '=HYPERLINK("x")' }),
  ]);
  return doc;
}

/** Every page of a paged callable, following its cursors. */
async function allPages<T>(
  fetchPage: (cursor: string | undefined) => Promise<{ items: T[]; nextCursor?: string }>,
): Promise<{ items: T[]; pages: number }> {
  const items: T[] = [];
  let cursor: string | undefined;
  let pages = 0;
  do {
    const page = await fetchPage(cursor);
    items.push(...page.items);
    cursor = page.nextCursor;
    pages += 1;
  } while (cursor && pages < 50);
  return { items, pages };
}

describe('uploaded documents: who may call', () => {
  it('refuses management and employees every callable (403)', async () => {
    const doc = await documentWithLogs();
    const calls = [
      ['uploadedDocuments-getUploadedDocuments', {}],
      ['uploadedDocuments-getUploadedDocument', { id: doc.id }],
      ['uploadedDocuments-getLogs', { uploadedDocumentId: doc.id }],
      ['uploadedDocuments-getLog', { uploadedDocumentId: doc.id, id: '2' }],
      ['uploadedDocuments-getFailedRowsFile', { id: doc.id }],
      ['uploadedDocuments-create', { fileName: 'a.csv', file: doc.file }],
    ] as const;
    for (const token of [tokens.manager, tokens.employee])
      for (const [name, payload] of calls) expectRefused(await callApi(name, payload as never, token), 403);
  });

  it('lets only administrators get an upload link for a sales or settlements file, into its drop folder', async () => {
    for (const purpose of ['salesFile', 'settlementsFile'] as const) {
      const payload = { purpose, fileName: 'Nov sales.csv', contentType: 'text/csv', size: 100 };
      for (const token of [tokens.manager, tokens.employee])
        expectRefused(await callApi('uploads-getUploadUrl', payload, token), 403);
      const { key } = okBody(await callApi('uploads-getUploadUrl', payload, tokens.admin));
      const folder = purpose === 'salesFile' ? 'drops/sales/uploads/' : 'drops/settlements/uploads/';
      expect(key).toMatch(new RegExp(`^${folder}[0-9A-Z]{26}/Nov_sales.csv$`));
    }
  });
});

describe('uploaded documents: reads', () => {
  it('answers one document with a fresh link to its file; 404 for an unknown one', async () => {
    const doc = await storeDocument({ status: 'PROCESSING', rowsTotal: 10, rowsDone: 4, rowsSucceeded: 4 });
    await putObject({ Bucket: env.uploadsBucket, Key: doc.file, Body: 'organisationCode,amount,date,reference\r\n' });
    const got = okBody(await callApi('uploadedDocuments-getUploadedDocument', { id: doc.id }, tokens.admin));
    expect({ ...got, downloadUrl: '' }).toEqual(doc);
    expect(got.downloadUrl).toMatch(/^https?:\/\//);
    const file = await fetch(got.downloadUrl, { headers: { origin: origin() } });
    expect(await file.text()).toBe('organisationCode,amount,date,reference\r\n');

    const missing = await callApi('uploadedDocuments-getUploadedDocument', { id: newDocumentId() }, tokens.admin);
    expectRefused(missing, 404);
    expect(errorInfoOf(missing).message).toBe(UPLOAD_MESSAGES.documentNotFound);
  });

  it("lists one Malaysian day's documents newest first, by type, status or with errors, a page at a time", async () => {
    const { day, noon } = uniqueDay();
    const done = await storeDocument({ createdAt: noon - 3600, status: 'COMPLETED' });
    const withErrors = await storeDocument({ createdAt: noon, status: 'COMPLETED_WITH_ERRORS', rowsFailed: 1 });
    const failed = await storeDocument({ createdAt: noon + 60, status: 'FAILED', type: 'SETTLEMENTS', reason: 'x' });
    // The day before, in Malaysia: 23:59:59 of the previous KL day is not the day.
    await storeDocument({ createdAt: noon - 12 * 3600 - 1, status: 'FAILED' });
    const ids = (items: { id: string }[]) => items.map((d) => d.id);
    const list = (payload: Record<string, unknown>) =>
      allPages(async (cursor) =>
        okBody(
          await callApi('uploadedDocuments-getUploadedDocuments', { date: day, ...payload, cursor }, tokens.admin),
        ),
      );

    const all = await list({});
    expect(ids(all.items)).toEqual([failed.id, withErrors.id, done.id]);
    expect(all.items.every((d) => d.downloadUrl.startsWith('http'))).toBe(true);
    const paged = await list({ limit: 1 });
    expect(ids(paged.items)).toEqual([failed.id, withErrors.id, done.id]);
    expect(paged.pages).toBeGreaterThanOrEqual(3);

    expect(ids((await list({ withErrors: true, limit: 1 })).items)).toEqual([failed.id, withErrors.id]);
    expect(ids((await list({ type: 'SETTLEMENTS' })).items)).toEqual([failed.id]);
    expect(ids((await list({ status: 'COMPLETED', limit: 1 })).items)).toEqual([done.id]);
    expect(ids((await list({ status: 'COMPLETED', withErrors: true })).items)).toEqual([]);
    expect(ids((await list({ status: 'FAILED', withErrors: true })).items)).toEqual([failed.id]);
  });

  it("refuses a cursor of another day's list", async () => {
    const { day, noon } = uniqueDay();
    await storeDocument({ createdAt: noon });
    await storeDocument({ createdAt: noon + 1 });
    const first = okBody(
      await callApi('uploadedDocuments-getUploadedDocuments', { date: day, limit: 1 }, tokens.admin),
    );
    expect(first.nextCursor).toEqual(expect.any(String));
    const other = await callApi(
      'uploadedDocuments-getUploadedDocuments',
      { date: uniqueDay().day, limit: 1, cursor: first.nextCursor },
      tokens.admin,
    );
    expectRefused(other, 400);
  });

  it("lists a document's row logs by row number, all or one status, a page at a time", async () => {
    const doc = await documentWithLogs();
    const rows = (status?: 'SUCCESS' | 'FAILED', limit?: number) =>
      allPages(async (cursor) =>
        okBody(
          await callApi(
            'uploadedDocuments-getLogs',
            { uploadedDocumentId: doc.id, status, limit, cursor },
            tokens.admin,
          ),
        ),
      );
    const all = await rows(undefined, 2);
    expect(all.items.map((l) => [l.rowNo, l.status])).toEqual([
      [2, 'SUCCESS'],
      [3, 'FAILED'],
      [4, 'SUCCESS'],
      [5, 'SUCCESS'],
      [6, 'FAILED'],
    ]);
    expect(all.pages).toBeGreaterThanOrEqual(3);
    expect((await rows('FAILED', 1)).items.map((l) => l.rowNo)).toEqual([3, 6]);
    expect((await rows('SUCCESS')).items.map((l) => l.rowNo)).toEqual([2, 4, 5]);
    expect(all.items[1]).toMatchObject({
      id: '3',
      uploadedDocumentId: doc.id,
      errorMessage: 'Amount must be a number',
    });

    const missing = await callApi('uploadedDocuments-getLogs', { uploadedDocumentId: newDocumentId() }, tokens.admin);
    expectRefused(missing, 404);
    expect(errorInfoOf(missing).message).toBe(UPLOAD_MESSAGES.documentNotFound);
  });

  it("answers one row's log with its file's type and name; 404 'Uploaded Document Log not found!'", async () => {
    const doc = await documentWithLogs({ type: 'SALES', fileName: 'Nov.xlsx' });
    const log = okBody(
      await callApi('uploadedDocuments-getLog', { uploadedDocumentId: doc.id, id: '3' }, tokens.admin),
    );
    expect(log).toMatchObject({ id: '3', rowNo: 3, status: 'FAILED', type: 'SALES', fileName: 'Nov.xlsx' });
    expect(JSON.parse(log.errorMetadata)).toMatchObject({ values: { amount: 'abc', reference: 'R-2' } });
    for (const id of ['99', 'abc', '0', '1234567']) {
      const res = await callApi('uploadedDocuments-getLog', { uploadedDocumentId: doc.id, id }, tokens.admin);
      expectRefused(res, 404);
      expect(errorInfoOf(res).message).toBe(UPLOAD_MESSAGES.logNotFound);
    }
    expectRefused(
      await callApi('uploadedDocuments-getLog', { uploadedDocumentId: newDocumentId(), id: '3' }, tokens.admin),
      404,
    );
  });
});

describe('uploaded documents: the failed rows file', () => {
  it('downloads as CSV the failed rows with their reason and values, formulas made inert', async () => {
    const doc = await documentWithLogs({ fileName: 'November sales.xlsx' });
    const out = okBody(await callApi('uploadedDocuments-getFailedRowsFile', { id: doc.id }, tokens.admin));
    expect(out).toMatchObject({ fileName: 'November sales-failed-rows.csv', rows: 2 });
    const res = await fetch(out.url, { headers: { origin: origin() } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="November sales-failed-rows.csv"');
    expect(await res.text()).toBe(
      'row,reason,organisationCode,amount,date,reference\r\n' +
        '3,Amount must be a number,demo,abc,25/11/2026,R-2\r\n' +
        `6,Unknown organisation code =EVIL,"'=HYPERLINK(""x"")",500.00,25/11/2026,R-5\r\n`,
    );
  });

  it('reads a long file page by page; 409 when no row failed, 404 for an unknown document', async () => {
    const doc = await storeDocument({ type: 'SETTLEMENTS', status: 'COMPLETED_WITH_ERRORS' });
    const values = (n: number) => ({
      organisationCode: 'demo',
      disbursementId: `D${n}`,
      amountRepaid: '1.00',
      paymentDate: '01/11/2026',
      reference: `B${n}`,
    });
    const logs = Array.from({ length: 620 }, (_, i) =>
      i % 3 === 0 ? failedLog(doc.id, i + 2, 'No such disbursement', values(i)) : goodLog(doc.id, i + 2, values(i)),
    );
    await Promise.all(Array.from({ length: 4 }, (_, part) => storeLogs(logs.filter((_l, i) => i % 4 === part))));
    const out = okBody(await callApi('uploadedDocuments-getFailedRowsFile', { id: doc.id }, tokens.admin));
    expect(out.rows).toBe(207);
    const lines = (await (await fetch(out.url, { headers: { origin: origin() } })).text()).trimEnd().split('\r\n');
    expect(lines[0]).toBe('row,reason,organisationCode,disbursementId,amountRepaid,paymentDate,reference');
    expect(lines).toHaveLength(208);
    expect(lines.at(-1)).toBe('620,No such disbursement,demo,D618,1.00,01/11/2026,B618');

    const clean = await storeDocument({ status: 'COMPLETED', rowsTotal: 1 });
    await storeLogs([goodLog(clean.id, 2, { organisationCode: 'demo' })]);
    expectRefused(await callApi('uploadedDocuments-getFailedRowsFile', { id: clean.id }, tokens.admin), 409);
    const missing = await callApi('uploadedDocuments-getFailedRowsFile', { id: newDocumentId() }, tokens.admin);
    expectRefused(missing, 404);
    expect(errorInfoOf(missing).message).toBe(UPLOAD_MESSAGES.documentNotFound);
  });
});

describe('uploaded documents: an administrator registers an upload', () => {
  /** Put a file as the browser does: presigned PUT of uploads-getUploadUrl. */
  async function upload(purpose: 'salesFile' | 'settlementsFile', fileName: string, body: string) {
    const res = await callApi(
      'uploads-getUploadUrl',
      { purpose, fileName, contentType: 'text/csv', size: Buffer.byteLength(body) },
      tokens.admin,
    );
    expectOk(res);
    const put = await fetch(res.body.uploadUrl, {
      method: 'PUT',
      headers: { origin: origin(), ...res.body.headers },
      body,
    });
    expect(put.status).toBe(200);
    return res.body.key;
  }

  // Only the header: whatever the trigger does with it, it lands no row.
  const HEADER_ONLY = 'organisationCode,amount,date,reference\r\n';

  it('answers the document of the uploaded object, the same one however often it is registered', async () => {
    const key = await upload('salesFile', 'Sales Nov.csv', HEADER_ONLY);
    const payload = {
      downloadUrl: 'https://ignored.example/x',
      fileName: 'Sales Nov.csv',
      file: key,
      type: 'SALES' as const,
    };
    const doc = okBody(await callApi('uploadedDocuments-create', payload, tokens.admin));
    const head = await headObject(env.uploadsBucket, key);
    expect(doc).toMatchObject({
      id: uploadedDocumentId(key, head!.eTag),
      file: key,
      fileName: 'Sales Nov.csv',
      type: 'SALES',
      source: 'upload',
      uploadedBy: 'Aminah Ismail',
      size: Buffer.byteLength(HEADER_ONLY),
      eTag: head!.eTag,
    });
    expect(['PROCESSING', 'COMPLETED', 'COMPLETED_WITH_ERRORS', 'FAILED']).toContain(doc.status);
    expect(await (await fetch(doc.downloadUrl, { headers: { origin: origin() } })).text()).toBe(HEADER_ONLY);

    const again = okBody(await callApi('uploadedDocuments-create', { ...payload, type: undefined }, tokens.admin));
    expect(again).toMatchObject({ id: doc.id, createdAt: doc.createdAt, source: 'upload', fileName: 'Sales Nov.csv' });
    const listed = okBody(await callApi('uploadedDocuments-getUploadedDocument', { id: doc.id }, tokens.admin));
    expect(listed.id).toBe(doc.id);
  });

  it('takes over the document the trigger made first, keeping its status and counts', async () => {
    // "The trigger" saw the object first: it made the document as a partner drop and finished it. The
    // document is stored before the object (its ETag is the MD5 of a one-part PUT), so a real trigger
    // finds it finished too.
    const key = `drops/settlements/uploads/${ulid()}/Settlements Nov.csv`;
    const eTag = createHash('md5').update(HEADER_ONLY).digest('hex');
    const first = await storeDocument({
      id: uploadedDocumentId(key, eTag),
      file: key,
      fileName: 'Settlements Nov.csv',
      type: 'SETTLEMENTS',
      status: 'COMPLETED_WITH_ERRORS',
      rowsTotal: 3,
      rowsDone: 3,
      rowsSucceeded: 1,
      rowsFailed: 2,
      size: Buffer.byteLength(HEADER_ONLY),
      eTag,
      completedAt: 1_700_000_100,
    });
    await putObject({ Bucket: env.uploadsBucket, Key: key, Body: HEADER_ONLY });
    expect((await headObject(env.uploadsBucket, key))?.eTag).toBe(eTag);
    const doc = okBody(
      await callApi('uploadedDocuments-create', { fileName: 'settlements-nov.csv', file: key }, tokens.admin),
    );
    expect({ ...doc, downloadUrl: '' }).toEqual({
      ...first,
      source: 'upload',
      uploadedBy: 'Aminah Ismail',
      fileName: 'settlements-nov.csv',
    });
    expect(doc.downloadUrl).toMatch(/^https?:\/\//);
  });

  it('refuses a file that was not put (404), lies elsewhere, disagrees with its type or is not xlsx / csv (400)', async () => {
    const notPut = await callApi(
      'uploadedDocuments-create',
      { fileName: 'a.csv', file: `drops/sales/uploads/${ulid()}/a.csv` },
      tokens.admin,
    );
    expectRefused(notPut, 404);

    const elsewhere = [
      'drops/sales/partner-file.csv',
      'orgs/demo/attachments/x/a.csv',
      'drops/sales/uploads/../../a.csv',
    ];
    for (const file of elsewhere) {
      const res = await callApi('uploadedDocuments-create', { fileName: 'a.csv', file }, tokens.admin);
      expectRefused(res, 400);
      expect(errorInfoOf(res).details?.map((d) => d.field)).toEqual(['file']);
    }

    const key = await upload('salesFile', 'typed.csv', HEADER_ONLY);
    const wrongType = await callApi(
      'uploadedDocuments-create',
      { fileName: 'typed.csv', file: key, type: 'SETTLEMENTS' },
      tokens.admin,
    );
    expectRefused(wrongType, 400);
    expect(errorInfoOf(wrongType).details?.map((d) => d.field)).toEqual(['type']);

    for (const [file, fileName] of [
      [`drops/sales/uploads/${ulid()}/a.txt`, 'a.txt'],
      [key, 'typed.pdf'],
    ]) {
      const res = await callApi('uploadedDocuments-create', { fileName, file }, tokens.admin);
      expectRefused(res, 400);
      expect(errorInfoOf(res).details).toEqual([{ field: 'file', message: UPLOAD_MESSAGES.onlyXlsxCsv }]);
    }
  });
});
