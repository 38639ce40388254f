import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { asSen, formatRm } from '../../shared/domain/money/money';
import {
  exportMonthKey,
  historyTotals,
  monthsBack,
  newestFirst,
  recentMonthKeys,
  signedAmount,
  signedAmountText,
  transactionHistoryToRm,
  type TransactionHistoryRecord,
  type TransactionHistoryRow,
} from '../../shared/domain/advance-pay/transaction-history';
import {
  transactionHistoryFromItem,
  transactionHistoryStoredItem,
} from '../../lambdas/data/finance/transaction-history';
import { requireExportMonth } from '../../lambdas/services/advance-pay/transaction-history';
import {
  ROWS_PER_PAGE,
  renderTransactionHistoryPdf,
  transactionHistoryPageCount,
} from '../../lambdas/services/advance-pay/transaction-history-pdf';
import { AppError } from '../../shared/registry/errors';
import { pdfTextLines } from '../support/pdf-text';

const row = (over: Partial<TransactionHistoryRow> = {}): TransactionHistoryRow => ({
  id: '01JROW',
  orgId: 'demo',
  orgName: 'Demo Sdn Bhd',
  amount: 100,
  description: 'Settlement transaction',
  paymentDate: '2026-11-02',
  status: 'COMPLETED',
  type: 'SETTLEMENT',
  sourceId: '01JSOURCE',
  createdAt: 1_795_000_000,
  ...over,
});

/** The same row as the server keeps it: the amount in sen. */
const record = (over: Partial<TransactionHistoryRecord> = {}): TransactionHistoryRecord => {
  const { amount: _rm, ...rest } = row();
  return { ...rest, amountSen: asSen(10_000), ...over };
};

/** 26 Nov 2026 10:00 in Kuala Lumpur. */
const NOV_26 = new Date('2026-11-26T02:00:00Z');

describe('the sign rule', () => {
  it('shows settlements and sales without a sign, every other type with a minus', () => {
    expect(signedAmountText(row({ type: 'SETTLEMENT', amount: 1_234.5 }))).toBe(formatRm(1_234.5));
    expect(signedAmountText(row({ type: 'SALES', amount: 10 }))).toBe(formatRm(10));
    expect(signedAmountText(row({ type: 'DISBURSEMENT', amount: 5_000 }))).toBe(`-${formatRm(5_000)}`);
    expect(signedAmount(row({ type: 'DISBURSEMENT', amount: 5_000 }))).toBe(-5_000);
    expect(signedAmount(row({ type: 'SALES', amount: 7 }))).toBe(7);
  });

  it('totals money in and out in sen (no floating-point cents lost)', () => {
    const rows = [
      ...Array.from({ length: 10 }, () => row({ amount: 0.1 })),
      row({ type: 'SALES', amount: 0.2 }),
      row({ type: 'DISBURSEMENT', amount: 0.3 }),
      row({ type: 'DISBURSEMENT', amount: 0.6 }),
    ];
    expect(historyTotals(rows)).toEqual({ moneyIn: 1.2, moneyOut: 0.9 });
    expect(historyTotals([])).toEqual({ moneyIn: 0, moneyOut: 0 });
  });

  it('lists newest first: by payment date, then creation, then id', () => {
    const a = row({ id: 'a', paymentDate: '2026-11-01', createdAt: 5 });
    const b = row({ id: 'b', paymentDate: '2026-11-03', createdAt: 1 });
    const c = row({ id: 'c', paymentDate: '2026-11-01', createdAt: 9 });
    const d = row({ id: 'd', paymentDate: '2026-11-01', createdAt: 9 });
    expect([a, b, c, d].sort(newestFirst).map((r) => r.id)).toEqual(['b', 'd', 'c', 'a']);
  });
});

describe('months', () => {
  it('counts months back in Malaysia time, across the year', () => {
    expect(recentMonthKeys(6, NOV_26)).toEqual(['2026-11', '2026-10', '2026-09', '2026-08', '2026-07', '2026-06']);
    expect(monthsBack(11, new Date('2026-01-15T00:00:00Z'))).toBe('2025-02');
    // 31 Dec 2026 17:00 UTC is already 1 Jan 2027 in Kuala Lumpur
    expect(monthsBack(0, new Date('2026-12-31T17:00:00Z'))).toBe('2027-01');
  });

  it("reads an export month as 'MM-YYYY' or 'YYYY-MM'", () => {
    expect(exportMonthKey('11-2026')).toBe('2026-11');
    expect(exportMonthKey('3-2026')).toBe('2026-03');
    expect(exportMonthKey(' 2026-03 ')).toBe('2026-03');
    for (const bad of ['13-2026', '2026-13', '00-2026', 'November 2026', '2026/11', '']) {
      expect(exportMonthKey(bad)).toBeUndefined();
    }
  });

  it("takes only the last 6 months for an export ('Please select a month!' when none)", () => {
    expect(requireExportMonth('06-2026', NOV_26)).toBe('2026-06');
    expect(requireExportMonth('2026-11', NOV_26)).toBe('2026-11');
    const refusal = (date: string | undefined) => {
      try {
        requireExportMonth(date, NOV_26);
      } catch (err) {
        return err instanceof AppError ? { status: err.status, message: err.message } : err;
      }
      return undefined;
    };
    expect(refusal(undefined)).toEqual({ status: 400, message: 'Please select a month!' });
    expect(refusal('  ')).toEqual({ status: 400, message: 'Please select a month!' });
    expect(refusal('05-2026')).toEqual({
      status: 422,
      message:
        'Only the last 6 months can be exported: November 2026, October 2026, September 2026, August 2026, July 2026, June 2026.',
    });
    expect(refusal('12-2026')).toMatchObject({ status: 422 });
  });
});

describe('the stored row', () => {
  it('keeps the amount in sen, lists across organisations on GSI1 by date, and reads back the same', () => {
    const r = record({ amountSen: asSen(123_456) });
    const item = transactionHistoryStoredItem(r);
    expect(item).toMatchObject({
      pk: 'ORG#demo',
      sk: 'TXNHIST#2026-11-02#01JROW',
      amountSen: 123_456,
      gsi1pk: 'TXNHIST',
      gsi1sk: '2026-11-02#demo#01JROW',
    });
    expect(item).not.toHaveProperty('amount');
    expect(transactionHistoryFromItem(item)).toEqual(r);
    expect(transactionHistoryToRm(r)).toEqual(row({ amount: 1_234.56 }));
  });
});

describe('the PDF', () => {
  it('takes 45 rows a page, then the totals', () => {
    expect(ROWS_PER_PAGE).toBe(45);
    expect(transactionHistoryPageCount(0)).toBe(1);
    expect(transactionHistoryPageCount(42)).toBe(1);
    expect(transactionHistoryPageCount(43)).toBe(2);
    expect(transactionHistoryPageCount(3_000)).toBe(67);
  });

  it('draws the organisation, the month, each row with its sign, the totals and page numbers', async () => {
    const rows = Array.from({ length: 50 }, (_, i) =>
      row({
        id: `r${i}`,
        type: i % 2 ? 'DISBURSEMENT' : 'SETTLEMENT',
        amount: 10,
        description: i === 0 ? `A very long description ${'x'.repeat(200)}` : `Row ${i}`,
      }),
    );
    const bytes = await renderTransactionHistoryPdf({
      orgName: 'Demo Sdn Bhd',
      monthKey: '2026-11',
      rows,
      generatedAt: NOV_26,
    });
    expect((await PDFDocument.load(bytes)).getPageCount()).toBe(2);
    const lines = await pdfTextLines(bytes);
    expect(lines.slice(0, 3)).toEqual([
      'Demo Sdn Bhd',
      'Transaction History - November 2026',
      'Payment Date | Type | Description | Amount',
    ]);
    expect(lines).toContain(`2026-11-02 | Disbursement | Row 1 | -${formatRm(10)}`);
    expect(lines).toContain(`2026-11-02 | Settlement | Row 2 | ${formatRm(10)}`);
    // a long description is cut short of the amount column
    expect(lines[3]).toMatch(/^2026-11-02 \| Settlement \| A very long description x+\.\.\. \| RM 10\.00$/);
    expect(lines).toContain(`Total money in (settlements, sales) | ${formatRm(250)}`);
    expect(lines).toContain(`Total money out (disbursements) | -${formatRm(250)}`);
    expect(lines).toContain('50 transactions');
    expect(lines.filter((l) => /\| Page \d of 2$/.test(l))).toHaveLength(2);
  });
});
