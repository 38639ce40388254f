import { z } from 'zod';

/**
 * A settlement (repayment): what an organisation owes for one completed disbursement, due on
 * `dueDate` (docs/rules.md#settlements). Amounts are RM at the API, integer sen when stored.
 */
export const RepaymentSchema = z.object({
  id: z.string(),
  orgId: z.string(),
  disbursementId: z.string(),
  /** The disbursement it settles, as shown in the lists. */
  disbursement: z.object({ orgName: z.string(), name: z.string() }),
  /** KL calendar date (YYYY-MM-DD). */
  dueDate: z.string(),
  amountDue: z.number(),
  amountRepaid: z.number(),
  createdAt: z.number(),
  modifiedAt: z.number(),
  createdBy: z.string().optional(),
  modifiedBy: z.string().optional(),
});
export type Repayment = z.infer<typeof RepaymentSchema>;

export const SETTLEMENT_STATUSES = ['Full Settlement', 'Partial Settlement', 'Pending Settlement'] as const;
export type SettlementStatus = (typeof SETTLEMENT_STATUSES)[number];

/** The status shown for a settlement: derived, never stored. */
export function settlementStatus(r: Pick<Repayment, 'amountDue' | 'amountRepaid'>): SettlementStatus {
  if (r.amountDue <= 0) return 'Full Settlement';
  if (r.amountRepaid !== 0) return 'Partial Settlement';
  return 'Pending Settlement';
}

/** A settlement transaction: one payment towards a settlement. A voided one no longer counts. */
export const RepaymentTransactionSchema = z.object({
  id: z.string(),
  orgId: z.string(),
  disbursementId: z.string(),
  repaymentId: z.string(),
  /** KL calendar date (YYYY-MM-DD). */
  paymentDate: z.string(),
  amountRepaid: z.number(),
  isVoid: z.boolean(),
  createdAt: z.number(),
  modifiedAt: z.number(),
  createdBy: z.string().optional(),
  modifiedBy: z.string().optional(),
});
export type RepaymentTransaction = z.infer<typeof RepaymentTransactionSchema>;
