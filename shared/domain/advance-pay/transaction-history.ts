import { z } from 'zod';
import { periodKeyOf, periodOf } from './advance-pay';
import { addSen, formatRm, rmToSen, SenSchema, senToRm, ZERO_SEN } from '../money/money';

/**
 * A row of an organisation's transaction history (docs/rules.md#transaction-history): money that
 * moved between the organisation and the platform. SETTLEMENT and SALES rows are money in (shown
 * without a sign), every other type money out (shown with a minus).
 */
export const TRANSACTION_HISTORY_TYPES = ['SETTLEMENT', 'SALES', 'DISBURSEMENT'] as const;
export const TransactionHistoryTypeSchema = z.enum(TRANSACTION_HISTORY_TYPES);
export type TransactionHistoryType = z.infer<typeof TransactionHistoryTypeSchema>;

/** COMPLETED rows are what organisations see; a voided settlement transaction leaves its row VOIDED. */
export const TransactionHistoryStatusSchema = z.enum(['COMPLETED', 'VOIDED']);
export type TransactionHistoryStatus = z.infer<typeof TransactionHistoryStatusSchema>;

export const TransactionHistoryRowSchema = z.object({
  id: z.string(),
  orgId: z.string(),
  orgName: z.string(),
  /** RM, always positive: the type says the direction. */
  amount: z.number(),
  description: z.string(),
  /** KL calendar date (YYYY-MM-DD). */
  paymentDate: z.string(),
  status: TransactionHistoryStatusSchema,
  type: TransactionHistoryTypeSchema,
  /** The record the row comes from (a settlement transaction, a disbursement, a sale). */
  sourceId: z.string(),
  createdAt: z.number(),
});
export type TransactionHistoryRow = z.infer<typeof TransactionHistoryRowSchema>;

/**
 * A row inside the server (services, the table): the amount in sen under its stored name
 * (`amountSen`). Callers see {@link transactionHistoryToRm} of it.
 */
export const TransactionHistoryRecordSchema = TransactionHistoryRowSchema.omit({ amount: true }).extend({
  amountSen: SenSchema,
});
export type TransactionHistoryRecord = z.infer<typeof TransactionHistoryRecordSchema>;

/** A row as callers (and the PDF) see it: the amount in RM. */
export const transactionHistoryToRm = ({ amountSen, ...row }: TransactionHistoryRecord): TransactionHistoryRow => ({
  ...row,
  amount: senToRm(amountSen),
});

/** Money in (settlements, sales) is shown as is; money out with a minus. */
export const isMoneyIn = (type: TransactionHistoryType) => type === 'SETTLEMENT' || type === 'SALES';

/** The row's amount as shown (spec sign rule): 'RM 1,234.50' for money in, '-RM 1,234.50' for money out. */
export const signedAmountText = (row: Pick<TransactionHistoryRow, 'amount' | 'type'>): string =>
  `${isMoneyIn(row.type) ? '' : '-'}${formatRm(row.amount)}`;

/** The amount with its direction as a number (money out negative): what the list sorts on. */
export const signedAmount = (row: Pick<TransactionHistoryRow, 'amount' | 'type'>): number =>
  isMoneyIn(row.type) ? row.amount : -row.amount;

/** What a type is called on screen and in the PDF. */
export const TYPE_LABELS: Record<TransactionHistoryType, string> = {
  SETTLEMENT: 'Settlement',
  SALES: 'Sales',
  DISBURSEMENT: 'Disbursement',
};

/** Money in and money out of some rows (RM, both positive), summed in sen so no cent is lost. */
export function historyTotals(rows: readonly Pick<TransactionHistoryRow, 'amount' | 'type'>[]): {
  moneyIn: number;
  moneyOut: number;
} {
  let inSen = ZERO_SEN;
  let outSen = ZERO_SEN;
  for (const r of rows) {
    if (isMoneyIn(r.type)) inSen = addSen(inSen, rmToSen(r.amount));
    else outSen = addSen(outSen, rmToSen(r.amount));
  }
  return { moneyIn: senToRm(inSen), moneyOut: senToRm(outSen) };
}

/** Newest first, then by id so rows of one day keep one order. */
export const newestFirst = (
  a: Pick<TransactionHistoryRow, 'paymentDate' | 'createdAt' | 'id'>,
  b: Pick<TransactionHistoryRow, 'paymentDate' | 'createdAt' | 'id'>,
): number => b.paymentDate.localeCompare(a.paymentDate) || b.createdAt - a.createdAt || b.id.localeCompare(a.id);

/** Months the list's filter offers, and months a PDF export may cover (the current month included). */
export const LIST_MONTHS = 12;
export const EXPORT_MONTHS = 6;

/** A month key as the API takes it: 'YYYY-MM'. */
export const MonthKeySchema = z
  .string()
  .trim()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Choose a month as YYYY-MM');

/** The `count` months up to the one `now` falls in (Malaysia time), newest first: ['2026-11', '2026-10', ...]. */
export function recentMonthKeys(count: number, now: Date = new Date()): string[] {
  return Array.from({ length: count }, (_, i) => monthsBack(i, now));
}

/** The month `back` months before the one `now` falls in (Malaysia time): 0 is the current month. */
export function monthsBack(back: number, now: Date = new Date()): string {
  const { year, month } = periodOf(now);
  const index = year * 12 + month - 1 - back;
  return periodKeyOf(Math.floor(index / 12), (index % 12) + 1);
}

/**
 * The month of an export request. The spec names it a month-year ('11-2026'); the site sends
 * the sortable key ('2026-11'): both are taken. Undefined when it is neither.
 */
export function exportMonthKey(date: string): string | undefined {
  const text = date.trim();
  const monthYear = /^(0?[1-9]|1[0-2])-(\d{4})$/.exec(text);
  if (monthYear) return periodKeyOf(Number(monthYear[2]), Number(monthYear[1]));
  const key = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(text);
  return key ? text : undefined;
}

/** The name the exported PDF is downloaded under. */
export const transactionHistoryFileName = (monthKey: string) => `transaction-history-${monthKey}.pdf`;

/** Messages of the transaction history pages and the export (spec's error catalogue, letter for letter). */
export const TRANSACTION_HISTORY_MESSAGES = {
  listFailed: 'Failed to fetch Transaction History!',
  exported: 'PDF successfully generated!',
  exportFailed: 'Failed to generate PDF!',
  selectMonth: 'Please select a month!',
  notAuthorized: 'You are not authorized to view this page!',
} as const;
