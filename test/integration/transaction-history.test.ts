import { beforeAll, describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import { ulid } from 'ulid';
import { periodFromKey } from '../../shared/domain/advance-pay/advance-pay';
import { formatRm } from '../../shared/domain/money/money';
import {
  TRANSACTION_HISTORY_MESSAGES as M,
  monthsBack,
  type TransactionHistoryRow,
} from '../../shared/domain/advance-pay/transaction-history';
import { klDate } from '../../shared/domain/time/time';
import { callApi, errorInfoOf, expectRefused, okBody, signIn } from '../support/api';
import { pdfTextLines } from '../support/pdf-text';
import { historyOrg, historyRow, putHistoryRows } from '../support/transaction-history';
import { expectCursorRefused, expectOverLimitRefused, expectPagesAddUp } from '../support/paging';
import { createTestUser } from '../support/users';
import { DEMO_PASSWORD } from '../../dev/seeds/demo-password';

type Org = Awaited<ReturnType<typeof historyOrg>>;
let admin: string;
let a: Org;
let b: Org;
const thisMonth = monthsBack(0);
const lastMonth = monthsBack(1);
/** A day of a month that exists in every month and is never after today in the current one. */
const dayOf = (month: string, day: number) =>
  month === thisMonth ? klDate() : `${month}-${String(day).padStart(2, '0')}`;

const rows: Record<string, TransactionHistoryRow> = {};

beforeAll(async () => {
  admin = (await signIn('admin@platform.test', DEMO_PASSWORD)).idToken;
  [a, b] = await Promise.all([historyOrg(), historyOrg()]);
  const orgA = { id: a.orgId, name: a.org.name };
  Object.assign(rows, {
    settlement: historyRow(orgA, { paymentDate: dayOf(thisMonth, 1), amount: 1_250.5, type: 'SETTLEMENT' }),
    disbursement: historyRow(orgA, {
      paymentDate: dayOf(thisMonth, 1),
      amount: 5_000,
      type: 'DISBURSEMENT',
      description: 'Disbursement: November salaries',
      // Rows of one day list newest id first; ids are ULIDs, so this one is the oldest.
      id: ulid(1_000),
      createdAt: 1,
    }),
    voided: historyRow(orgA, { paymentDate: dayOf(thisMonth, 1), amount: 300, status: 'VOIDED' }),
    sales: historyRow(orgA, { paymentDate: dayOf(lastMonth, 15), amount: 200.25, type: 'SALES', description: 'Sales' }),
    // Older than the list's 12 months: only asking for its month shows it.
    old: historyRow(orgA, { paymentDate: `${monthsBack(13)}-10`, amount: 99 }),
    other: historyRow({ id: b.orgId, name: b.org.name }, { paymentDate: dayOf(thisMonth, 1), amount: 42 }),
  });
  await putHistoryRows(Object.values(rows));
});

const ids = (items: readonly TransactionHistoryRow[]) => items.map((r) => r.id);

describe('transactions-getTransactions', () => {
  it('management sees only the COMPLETED rows of its own organisation, newest first (the last 12 months by default)', async () => {
    for (const token of [a.manager, a.executive]) {
      const all = okBody(await callApi('transactions-getTransactions', {}, token)).items;
      expect(ids(all)).toEqual([rows.settlement.id, rows.disbursement.id, rows.sales.id]);
      expect(all[0]).toEqual(rows.settlement);
      const month = okBody(await callApi('transactions-getTransactions', { month: lastMonth }, token)).items;
      expect(ids(month)).toEqual([rows.sales.id]);
      const old = okBody(await callApi('transactions-getTransactions', { month: monthsBack(13) }, token)).items;
      expect(ids(old)).toEqual([rows.old.id]);
    }
    // Its own organisation named is the same list; another is refused.
    expect(okBody(await callApi('transactions-getTransactions', { orgId: a.orgId }, a.manager)).items).toHaveLength(3);
    expectRefused(await callApi('transactions-getTransactions', { orgId: b.orgId }, a.manager), 403);
  });

  it('refuses employees (403)', async () => {
    const res = await callApi('transactions-getTransactions', {}, a.employee);
    expectRefused(res, 403);
    expect(errorInfoOf(res).code).toBe('FORBIDDEN');
  });

  it('administrators see every organisation, voided rows included, or one organisation', async () => {
    const month = okBody(await callApi('transactions-getTransactions', { month: thisMonth, limit: 500 }, admin)).items;
    expect(ids(month)).toEqual(
      expect.arrayContaining([rows.settlement.id, rows.disbursement.id, rows.voided.id, rows.other.id]),
    );
    expect(month.find((r) => r.id === rows.voided.id)?.status).toBe('VOIDED');
    expect(month.every((r) => r.paymentDate.startsWith(thisMonth))).toBe(true);
    const dates = month.map((r) => r.paymentDate);
    expect(dates).toEqual([...dates].sort().reverse());

    const one = okBody(await callApi('transactions-getTransactions', { orgId: a.orgId }, admin)).items;
    expect(new Set(ids(one))).toEqual(
      new Set([rows.settlement.id, rows.disbursement.id, rows.voided.id, rows.sales.id]),
    );
  });

  it('refuses a month that is not YYYY-MM (400)', async () => {
    expectRefused(await callApi('transactions-getTransactions', { month: '11-2026' }, a.manager), 400);
  });

  it('pages: the pages add up to the list, a cursor is refused on another organisation, a page over the maximum is refused', async () => {
    const idOf = (r: TransactionHistoryRow) => r.id;
    const { firstCursor } = await expectPagesAddUp('transactions-getTransactions', {}, a.manager, { idOf });
    await expectPagesAddUp('transactions-getTransactions', { orgId: a.orgId }, admin, { limit: 2, idOf });
    await expectCursorRefused('transactions-getTransactions', {}, firstCursor, b.manager);
    // The administrators' cursor of one organisation's list is no cursor of another's.
    const { firstCursor: adminCursor } = await expectPagesAddUp(
      'transactions-getTransactions',
      { orgId: a.orgId },
      admin,
      { idOf },
    );
    await expectCursorRefused('transactions-getTransactions', { orgId: b.orgId }, adminCursor, admin);
    await expectOverLimitRefused('transactions-getTransactions', {}, a.manager);
  });
});

describe('transactions-exportToPDFv2', () => {
  const monthYear = (key: string) => `${key.slice(5)}-${key.slice(0, 4)}`;

  it('refuses everyone but management with the product message, admins included (403)', async () => {
    const superadmin = await createTestUser({ role: 'superadmin' });
    const superToken = (await signIn(superadmin.email, superadmin.password)).idToken;
    for (const token of [admin, superToken, a.employee]) {
      const res = await callApi('transactions-exportToPDFv2', { orgId: a.orgId, date: monthYear(thisMonth) }, token);
      expectRefused(res, 403);
      expect(errorInfoOf(res)).toMatchObject({ code: 'FORBIDDEN', message: M.notAuthorized });
    }
    // Another organisation's history is not management's to export.
    expectRefused(
      await callApi('transactions-exportToPDFv2', { orgId: b.orgId, date: monthYear(thisMonth) }, a.manager),
      403,
    );
  });

  it("needs a month ('Please select a month!') among the last 6 (422 naming them)", async () => {
    for (const date of [undefined, '', '   ', '13-2026', 'November']) {
      const res = await callApi('transactions-exportToPDFv2', { orgId: a.orgId, date }, a.manager);
      expectRefused(res, 400);
      expect(errorInfoOf(res).message).toBe(M.selectMonth);
    }
    for (const date of [monthYear(monthsBack(6)), monthsBack(13), monthYear(monthsBack(-1))]) {
      const res = await callApi('transactions-exportToPDFv2', { orgId: a.orgId, date }, a.executive);
      expectRefused(res, 422);
      const message = errorInfoOf(res).message;
      expect(message).toContain('last 6 months');
      expect(message).toContain(periodFromKey(thisMonth).text);
      expect(message).toContain(periodFromKey(monthsBack(5)).text);
      expect(message).not.toContain(periodFromKey(monthsBack(6)).text);
    }
  });

  it('makes a PDF of the month’s COMPLETED rows with the sign rule and totals, stored and linked', async () => {
    const res = await callApi('transactions-exportToPDFv2', { orgId: a.orgId, date: monthYear(thisMonth) }, a.manager);
    const body = okBody(res);
    expect(body).toMatchObject({
      message: M.exported,
      fileName: `transaction-history-${thisMonth}.pdf`,
      rows: 2,
      pages: 1,
    });
    const file = await fetch(body.url);
    expect(file.status).toBe(200);
    const bytes = new Uint8Array(await file.arrayBuffer());
    expect((await PDFDocument.load(bytes)).getPageCount()).toBe(1);
    const lines = await pdfTextLines(bytes);
    expect(lines[0]).toBe(a.org.name);
    expect(lines[1]).toBe(`Transaction History - ${periodFromKey(thisMonth).text}`);
    expect(lines).toContain(
      `${rows.settlement.paymentDate} | Settlement | Settlement transaction | ${formatRm(1_250.5)}`,
    );
    expect(lines).toContain(
      `${rows.disbursement.paymentDate} | Disbursement | Disbursement: November salaries | -${formatRm(5_000)}`,
    );
    expect(lines.some((l) => l.includes(formatRm(300)))).toBe(false); // the voided row
    expect(lines).toContain(`Total money in (settlements, sales) | ${formatRm(1_250.5)}`);
    expect(lines).toContain(`Total money out (disbursements) | -${formatRm(5_000)}`);
    expect(lines.at(-1)).toMatch(/\| Page 1 of 1$/);

    // The 'YYYY-MM' form is taken too; a month without rows is a PDF that says so.
    const empty = okBody(
      await callApi('transactions-exportToPDFv2', { orgId: a.orgId, date: monthsBack(5) }, a.executive),
    );
    expect(empty).toMatchObject({ rows: 0, pages: 1 });
    const emptyLines = await pdfTextLines(new Uint8Array(await (await fetch(empty.url)).arrayBuffer()));
    expect(emptyLines).toContain('No completed transactions in this month.');
  });
});
