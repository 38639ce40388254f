import { randomBytes } from 'node:crypto';
import { ulid } from 'ulid';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CallableName } from '../../shared/callables/index';
import type { Supplier, SupplierStatus } from '../../shared/domain/benefits/supplier';
import type { UploadLog } from '../../shared/domain/finance/uploaded-document';
import { periodOf } from '../../shared/domain/advance-pay/advance-pay';
import { asSen } from '../../shared/domain/money/money';
import { epochSeconds } from '../../shared/domain/time/time';
import { createSupplier } from '../../lambdas/data/benefits/suppliers';
import { saleToItem } from '../../lambdas/data/finance/sales';
import { uploadLogToItem } from '../../lambdas/data/finance/uploaded-documents';
import { table } from '../../lambdas/data/table/table';
import { callApiRaw, expectOk, expectRefused, signIn } from '../support/api';
import { completedDisbursement, freshFinanceOrg, type FinanceOrg } from '../support/finance';
import { historyRow, putHistoryRows } from '../support/transaction-history';
import { storeDocument, uniqueDay } from '../support/uploaded-documents';
import { DEMO_PASSWORD } from '../../dev/seeds/demo-password';

/**
 * The finance lists search on the server across all pages (shared/callables/list-search.ts): for
 * each list, five rows of its own (an organisation, a month, a day or a document of the test's
 * own), two of which carry a text of their own and lie beyond the first page of the unsearched
 * list. The search finds them on its first page whatever the case, a text no row has finds none of
 * the test's rows, a cursor of the search is refused by the unsearched list (and the other way
 * round), and the list's own filter (status, month, organisation, type) still applies.
 */

let admin: string;
let fin: FinanceOrg;
beforeAll(async () => {
  admin = (await signIn('admin@platform.test', DEMO_PASSWORD)).idToken;
  fin = await freshFinanceOrg('srch');
});

const hex = (bytes: number) => randomBytes(bytes).toString('hex');
/** A text of the test's own (letters only: no row number contains it), in mixed case in the rows. */
const ownText = () => `Zq${[...randomBytes(8)].map((b) => String.fromCharCode(97 + (b % 26))).join('')}Srch`;

interface Body {
  items: { id: string }[];
  nextCursor?: string;
}

async function list(name: CallableName, input: object, token: string): Promise<Body> {
  const res = await callApiRaw(name, input, token);
  expectOk(res, `${name} ${JSON.stringify(input)}`);
  return res.body as Body;
}

const idsOf = (body: Body) => body.items.map((item) => item.id);

/** Every page of a list across organisations (a searched page reads a bounded number of rows: it may come short). */
async function allPages(name: CallableName, input: object, token: string): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | undefined;
  let pages = 0;
  do {
    const body = await list(name, { ...input, limit: 100, ...(cursor ? { cursor } : {}) }, token);
    ids.push(...idsOf(body));
    cursor = body.nextCursor;
  } while (cursor && ++pages < 50);
  expect(cursor).toBeUndefined();
  return ids;
}

/**
 * The checks of one list. `input` holds the list's filters that keep only the test's rows;
 * `matches` are the ids of the two rows carrying `text` (in list order), `others` those without;
 * `filtered` is the list's own filter with what it keeps of the matches.
 */
async function expectServerSearch(opts: {
  name: CallableName;
  token: string;
  input: object;
  text: string;
  matches: [string, string];
  others: string[];
  filtered?: { input: object; keeps: string[] };
}) {
  const { name, token, input, text, matches, others } = opts;
  const ours = [...matches, ...others];
  // Unsearched: the matches lie beyond its first page of 2.
  const plain = await list(name, { ...input, limit: 2 }, token);
  expect(plain.items).toHaveLength(2);
  expect(idsOf(plain).filter((id) => matches.includes(id))).toEqual([]);
  expect(plain.nextCursor).toEqual(expect.any(String));

  // Searched (any case): both matches on the first page, nothing else.
  const found = await list(name, { ...input, search: text.toUpperCase(), limit: 2 }, token);
  expect(idsOf(found)).toEqual(matches);
  const lower = await list(name, { ...input, search: ` ${text.toLowerCase()} `, limit: 5 }, token);
  expect(idsOf(lower)).toEqual(matches);

  // Pages of one: the search's cursor carries it on; it serves no other list, and no other list's serves it.
  const first = await list(name, { ...input, search: text, limit: 1 }, token);
  expect(idsOf(first)).toEqual([matches[0]]);
  expect(first.nextCursor).toEqual(expect.any(String));
  const second = await list(name, { ...input, search: text, limit: 1, cursor: first.nextCursor }, token);
  expect(idsOf(second)).toEqual([matches[1]]);
  expectRefused(await callApiRaw(name, { ...input, limit: 1, cursor: first.nextCursor }, token), 400);
  expectRefused(await callApiRaw(name, { ...input, search: 'other', limit: 1, cursor: first.nextCursor }, token), 400);
  expectRefused(await callApiRaw(name, { ...input, search: text, limit: 1, cursor: plain.nextCursor }, token), 400);

  // A text none of the rows has.
  const none = await list(name, { ...input, search: `${text}-nowhere`, limit: 5 }, token);
  expect(idsOf(none).filter((id) => ours.includes(id))).toEqual([]);

  // The list's own filter with the search.
  if (opts.filtered) {
    const kept = await list(name, { ...input, ...opts.filtered.input, search: text, limit: 5 }, token);
    expect(idsOf(kept)).toEqual(opts.filtered.keeps);
  }
}

async function supplier(org: FinanceOrg, companyName: string, status: SupplierStatus): Promise<Supplier> {
  const now = epochSeconds();
  return createSupplier({
    id: ulid(),
    orgId: org.orgId,
    orgName: org.orgName,
    companyName,
    businessRegistrationNumber: `2019${hex(4)}`,
    mobileNumber: '+60312345678',
    email: `accounts-${hex(3)}@supplier.example`,
    address: '12 Jalan Tun Razak, 50400 Kuala Lumpur',
    contactPersonName: 'Lim Mei Ling',
    contactPersonMobileNumber: '+60123456789',
    contactPersonEmail: 'meiling@supplier.example',
    status,
    bankDetails: [],
    createdAt: now,
    modifiedAt: now,
  });
}

describe('suppliers-getSuppliers', () => {
  it('searches the whole list (in the order added), status kept', async () => {
    const text = ownText();
    // Key order is the order added: the matches come last.
    const others: string[] = [];
    for (let i = 0; i < 3; i++) others.push((await supplier(fin, `Bekalan ${i} Sdn Bhd`, 'APPROVED')).id);
    const approved = await supplier(fin, `Syarikat ${text} Sdn Bhd`, 'APPROVED');
    const pending = await supplier(fin, `${text} Trading`, 'PENDING_APPROVAL');
    const check = { text, matches: [approved.id, pending.id] as [string, string], others };
    const filtered = { input: { status: 'APPROVED' }, keeps: [approved.id] };
    await expectServerSearch({ name: 'suppliers-getSuppliers', token: fin.manager, input: {}, ...check, filtered });
    await expectServerSearch({
      name: 'suppliers-getSuppliers',
      token: admin,
      input: { orgId: fin.orgId },
      ...check,
      filtered,
    });
    // Every organisation's (newest first): the search finds them among all.
    expect(await allPages('suppliers-getSuppliers', { search: text }, admin)).toEqual([pending.id, approved.id]);
  });
});

describe('disbursements-getDisbursements', () => {
  it('searches the whole list (newest first), status kept', async () => {
    const org = await freshFinanceOrg('srchd');
    const text = ownText();
    // Newest first: the matches are made first.
    const processing = await completedDisbursement(org, { name: `${text} bonus`, totalRm: 100, status: 'processing' });
    const completed = await completedDisbursement(org, { name: `Salaries ${text}`, totalRm: 100 });
    const others: string[] = [];
    for (let i = 0; i < 3; i++)
      others.push((await completedDisbursement(org, { name: `Advance ${i}`, totalRm: 100 })).disbursementId);
    const check = {
      name: 'disbursements-getDisbursements' as const,
      text,
      matches: [completed.disbursementId, processing.disbursementId] as [string, string],
      others,
      filtered: { input: { status: 'processing' }, keeps: [processing.disbursementId] },
    };
    await expectServerSearch({ ...check, token: org.manager, input: {} });
    await expectServerSearch({ ...check, token: admin, input: { orgId: org.orgId } });
  });
});

describe('repayments-getRepayments', () => {
  it('searches the whole list by disbursement name, the organisation named kept', async () => {
    const org = await freshFinanceOrg('srchr');
    const text = ownText();
    // Management's settlements are in the order made: the matches are made last.
    const others: string[] = [];
    for (let i = 0; i < 3; i++)
      others.push((await completedDisbursement(org, { name: `Advance ${i}`, totalRm: 100 })).repaymentId);
    const first = await completedDisbursement(org, { name: `Salaries ${text}`, totalRm: 100 });
    const second = await completedDisbursement(org, { name: `${text} bonus`, totalRm: 100 });
    const matches: [string, string] = [first.repaymentId, second.repaymentId];
    await expectServerSearch({
      name: 'repayments-getRepayments',
      token: org.manager,
      input: {},
      text,
      matches,
      others,
    });
    await expectServerSearch({
      name: 'repayments-getRepayments',
      token: admin,
      input: { orgId: org.orgId },
      text,
      matches,
      others,
    });
    // Another organisation's settlement of the same text: found across organisations, not under this one.
    const foreign = await completedDisbursement(fin, { name: `Foreign ${text}`, totalRm: 100 });
    const all = await allPages('repayments-getRepayments', { search: text }, admin);
    expect(all.sort()).toEqual([...matches, foreign.repaymentId].sort());
    const named = await list('repayments-getRepayments', { orgId: org.orgId, search: text, limit: 10 }, admin);
    expect(idsOf(named)).toEqual(matches);
    const own = await list('repayments-getRepayments', { search: text, limit: 10 }, fin.manager);
    expect(idsOf(own)).toEqual([foreign.repaymentId]);
  });
});

describe('transactions-getTransactions', () => {
  it('searches the whole month by description (newest first); management still sees only COMPLETED rows', async () => {
    const text = ownText();
    const month = periodOf().key;
    const org = { id: fin.orgId, name: fin.orgName };
    // Newest payment date first: the matches are the oldest.
    const voided = historyRow(org, { paymentDate: `${month}-01`, description: `Refund ${text}`, status: 'VOIDED' });
    const completed = historyRow(org, { paymentDate: `${month}-02`, description: `Settlement ${text} paid` });
    const others = [3, 4, 5].map((d) => historyRow(org, { paymentDate: `${month}-0${d}`, description: 'Settlement' }));
    await putHistoryRows([voided, completed, ...others]);
    await expectServerSearch({
      name: 'transactions-getTransactions',
      token: admin,
      input: { orgId: fin.orgId, month },
      text,
      matches: [completed.id, voided.id],
      others: others.map((r) => r.id),
      filtered: { input: { month: '2001-01' }, keeps: [] },
    });
    const managers = await list('transactions-getTransactions', { month, search: text, limit: 5 }, fin.manager);
    expect(idsOf(managers)).toEqual([completed.id]);
  });
});

describe('sales-getSales', () => {
  it('searches the whole month by reference (newest sale date first), the organisation kept', async () => {
    const text = ownText();
    // A month of its own in the years 1000 to 1899 (as sales.test.ts): only this test's sales are in it.
    const k = Math.floor(Math.random() * 900 * 12);
    const month = `${1000 + Math.floor(k / 12)}-${String((k % 12) + 1).padStart(2, '0')}`;
    const store = async (orgId: string, day: number, reference: string) => {
      const id = hex(12);
      await table.put({
        Item: saleToItem({
          id,
          orgId,
          orgName: `Org ${orgId}`,
          amountSen: asSen(10_000),
          date: `${month}-${String(day).padStart(2, '0')}`,
          reference,
          uploadedDocumentId: hex(12),
          rowNo: 2,
          createdAt: 1_700_000_000,
          modifiedAt: 1_700_000_000,
        }),
      });
      return id;
    };
    const foreign = await store('demo', 1, `INV-${text}-1`);
    const own = await store(fin.orgId, 2, `inv-${text}-2`);
    const others = [];
    for (const day of [20, 21, 22]) others.push(await store(fin.orgId, day, `INV-${hex(3)}`));
    await expectServerSearch({
      name: 'sales-getSales',
      token: admin,
      input: { month },
      text,
      matches: [own, foreign],
      others,
      filtered: { input: { orgId: fin.orgId }, keeps: [own] },
    });
  });
});

describe('uploadedDocuments-getUploadedDocuments and uploadedDocuments-getLogs', () => {
  it('search the whole list of the day by file name or uploader (newest first), type kept', async () => {
    const text = ownText();
    const { day, noon } = uniqueDay();
    // Newest first: the matches are the oldest.
    const byUploader = await storeDocument({ createdAt: noon, type: 'SETTLEMENTS', uploadedBy: `Aina ${text}` });
    const byName = await storeDocument({ createdAt: noon + 1, fileName: `november-${text}.csv` });
    const others = [];
    for (let i = 10; i < 13; i++) others.push((await storeDocument({ createdAt: noon + i })).id);
    await expectServerSearch({
      name: 'uploadedDocuments-getUploadedDocuments',
      token: admin,
      input: { date: day },
      text,
      matches: [byName.id, byUploader.id],
      others,
      filtered: { input: { type: 'SETTLEMENTS' }, keeps: [byUploader.id] },
    });
  });

  it("search a document's logs by error message or row number (by row number), status kept", async () => {
    const text = ownText();
    const doc = await storeDocument({ status: 'COMPLETED_WITH_ERRORS', rowsTotal: 5, rowsDone: 5 });
    const log = (rowNo: number, errorMessage = ''): UploadLog => ({
      id: String(rowNo),
      uploadedDocumentId: doc.id,
      rowNo,
      status: errorMessage ? 'FAILED' : 'SUCCESS',
      metadata: '{}',
      errorMessage,
      errorMetadata: '',
      createdAt: 1_700_000_000,
    });
    // By row number: the matches come last.
    const logs = [log(2), log(3), log(4), log(5, `No organisation ${text}`), log(6, `Amount ${text} is not a number`)];
    for (const l of logs) await table.put({ Item: uploadLogToItem(l) });
    await expectServerSearch({
      name: 'uploadedDocuments-getLogs',
      token: admin,
      input: { uploadedDocumentId: doc.id },
      text,
      matches: ['5', '6'],
      others: ['2', '3', '4'],
      filtered: { input: { status: 'SUCCESS' }, keeps: [] },
    });
    // A row number is searched as written; the status kept with it.
    const row = await list('uploadedDocuments-getLogs', { uploadedDocumentId: doc.id, search: '4' }, admin);
    expect(idsOf(row)).toEqual(['4']);
    const failed = await list(
      'uploadedDocuments-getLogs',
      { uploadedDocumentId: doc.id, search: '4', status: 'FAILED' },
      admin,
    );
    expect(idsOf(failed)).toEqual([]);
  });
});
