import { z } from 'zod';

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

/** Money in (settlements, sales) is shown as is; money out with a minus. */
export const isMoneyIn = (type: TransactionHistoryType) => type === 'SETTLEMENT' || type === 'SALES';
