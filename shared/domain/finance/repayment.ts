import { z } from 'zod';
import { calendarDateSchema } from '../time/calendar-date';
import { addSen, asSen, rmTextOfSen, SenSchema, senToRm, subtractSen, type Sen } from '../money/money';
import { RecordHistoryEntrySchema } from '../organisations/record-history';

/**
 * A settlement (repayment): what an organisation owes for one completed disbursement, due on
 * `dueDate` (docs/rules.md#settlements). Amounts are RM at the API ({@link Repayment}) and integer sen
 * inside ({@link RepaymentRecord}: services, the table).
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

/** A settlement inside the server: its amounts in sen under their stored names. */
export const RepaymentRecordSchema = RepaymentSchema.omit({ amountDue: true, amountRepaid: true }).extend({
  amountDueSen: SenSchema,
  amountRepaidSen: SenSchema,
});
export type RepaymentRecord = z.infer<typeof RepaymentRecordSchema>;

export const SETTLEMENT_STATUSES = ['Full Settlement', 'Partial Settlement', 'Pending Settlement'] as const;
export type SettlementStatus = (typeof SETTLEMENT_STATUSES)[number];

/** The status shown for a settlement: derived, never stored. */
export function settlementStatus(r: Pick<RepaymentRecord, 'amountDueSen' | 'amountRepaidSen'>): SettlementStatus {
  if (r.amountDueSen <= 0) return 'Full Settlement';
  if (r.amountRepaidSen !== 0) return 'Partial Settlement';
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

/** A settlement transaction inside the server: its amount in sen (`amountRepaidSen`, as stored). */
export const RepaymentTransactionRecordSchema = RepaymentTransactionSchema.omit({ amountRepaid: true }).extend({
  amountRepaidSen: SenSchema,
});
export type RepaymentTransactionRecord = z.infer<typeof RepaymentTransactionRecordSchema>;

/** A settlement as callers see it: the record's amounts in RM. */
export const repaymentToRm = ({ amountDueSen, amountRepaidSen, ...r }: RepaymentRecord): Repayment => ({
  ...r,
  amountDue: senToRm(amountDueSen),
  amountRepaid: senToRm(amountRepaidSen),
});

/** A settlement transaction as callers see it (RM). */
export const repaymentTransactionToRm = ({
  amountRepaidSen,
  ...t
}: RepaymentTransactionRecord): RepaymentTransaction => ({ ...t, amountRepaid: senToRm(amountRepaidSen) });

// ---------------------------------------------------------------------------------------------
// Lists, details and forms (docs/rules.md#settlements)
// ---------------------------------------------------------------------------------------------

export const SettlementStatusSchema = z.enum(SETTLEMENT_STATUSES);

/** How many days ahead the management dashboard looks for settlements falling due. */
export const UPCOMING_SETTLEMENT_DAYS = 60;

/** Is the settlement past its due date with money still owed (`today` is the KL calendar date)? */
export const isOverdue = (r: Pick<RepaymentRecord, 'amountDueSen' | 'dueDate'>, today: string): boolean =>
  r.amountDueSen > 0 && r.dueDate < today;

/** A settlement as the lists show it: its derived status and whether it is overdue. */
export const RepaymentListItemSchema = RepaymentSchema.extend({
  status: SettlementStatusSchema,
  overdue: z.boolean(),
});
export type RepaymentListItem = z.infer<typeof RepaymentListItemSchema>;

/** A settlement's page: its figures, its transactions (newest first) and its history. */
export const RepaymentDetailSchema = RepaymentListItemSchema.extend({
  transactions: z.array(RepaymentTransactionSchema),
  history: z.array(RecordHistoryEntrySchema),
});
export type RepaymentDetail = z.infer<typeof RepaymentDetailSchema>;

/** The settlement a list item shows (RM), from the record (`today`: the KL calendar date). */
export const repaymentListItem = (r: RepaymentRecord, today: string): RepaymentListItem => ({
  ...repaymentToRm(r),
  status: settlementStatus(r),
  overdue: isOverdue(r, today),
});

/** What the screens say (letter for letter). */
export const REPAYMENT_MESSAGES = {
  listFailed: 'Failed to fetch Repayments!',
  transactionsFailed: 'Failed to fetch Repayment Transactions!',
  notFound: 'Repayment not found!',
  disbursementRequired: 'Please select a disbursement!',
  amountDueNumber: 'Amount Due only accepts Number',
  amountRepaidNumber: 'Amount Repaid only accepts Number',
  amountDueMin: '*Value must be greater than 1!',
  required: 'Required!',
  voidConfirm: 'Are you sure you want to cancel this transaction? This action cannot be undone.',
  dialogError: 'Error!',
  dialogFallback: 'Action failed. Please try again!',
} as const;

/** The greatest amount a settlement or a payment may carry (RM): far above any credit line. */
export const MAX_SETTLEMENT_RM = 100_000_000;

const isTwoDecimals = (v: number) => Math.round(v * 100) / 100 === v;

/** A calendar date (YYYY-MM-DD) a form sends; a blank one is 'Required!'. */
export const SettlementDateSchema = calendarDateSchema(REPAYMENT_MESSAGES.required);

/** A settlement's amount due in RM: a number, at least 1 (the form's own wording). */
export const AmountDueSchema = z
  .number({ error: REPAYMENT_MESSAGES.amountDueNumber })
  .min(1, REPAYMENT_MESSAGES.amountDueMin)
  .max(MAX_SETTLEMENT_RM, `Amount Due must be at most RM ${MAX_SETTLEMENT_RM}`)
  .refine(isTwoDecimals, 'Amount Due can have at most 2 decimals');

/** A settlement's amount already repaid when it is created (RM, never negative). */
export const AmountRepaidSchema = z
  .number({ error: REPAYMENT_MESSAGES.amountRepaidNumber })
  .min(0, 'Amount Repaid cannot be negative')
  .max(MAX_SETTLEMENT_RM, `Amount Repaid must be at most RM ${MAX_SETTLEMENT_RM}`)
  .refine(isTwoDecimals, 'Amount Repaid can have at most 2 decimals');

/** One payment towards a settlement (RM): above 0; the server also keeps it within the amount due. */
export const PaymentAmountSchema = z
  .number({ error: REPAYMENT_MESSAGES.amountRepaidNumber })
  .gt(0, 'Amount Repaid must be greater than 0')
  .max(MAX_SETTLEMENT_RM, `Amount Repaid must be at most RM ${MAX_SETTLEMENT_RM}`)
  .refine(isTwoDecimals, 'Amount Repaid can have at most 2 decimals');

/**
 * A payment of `amountSen` against a settlement: the figures after it (the arithmetic the server
 * stores), or why it is refused. A payment never takes the amount due below zero.
 */
export function applyPaymentSen(
  s: { amountDueSen: Sen; amountRepaidSen: Sen },
  amountSen: number,
): { ok: true; amountDueSen: Sen; amountRepaidSen: Sen } | { ok: false; message: string } {
  if (!Number.isInteger(amountSen) || amountSen <= 0)
    return { ok: false, message: 'Amount Repaid must be greater than 0' };
  if (amountSen > s.amountDueSen)
    return {
      ok: false,
      message: `Amount Repaid cannot be more than the amount due (${rmTextOfSen(s.amountDueSen)}).`,
    };
  const paid = asSen(amountSen);
  return {
    ok: true,
    amountDueSen: subtractSen(s.amountDueSen, paid),
    amountRepaidSen: addSen(s.amountRepaidSen, paid),
  };
}

/** A voided payment of `amountSen`: the figures go back exactly to what they were before it. */
export const reversePaymentSen = (s: { amountDueSen: Sen; amountRepaidSen: Sen }, amountSen: Sen) => ({
  amountDueSen: addSen(s.amountDueSen, amountSen),
  amountRepaidSen: subtractSen(s.amountRepaidSen, amountSen),
});

/** 'Settlement of Year-end bonus advance': the transaction history row of a settlement payment. */
export const settlementDescription = (disbursementName: string) => `Settlement of ${disbursementName}`;
