import { z } from 'zod';
import { SenSchema, senToRm } from '../money/money';

/**
 * An Advance Pay transaction (a withdrawal of earned wages), docs/rules.md#withdrawal-statuses.
 * The API shape ({@link AdvanceTransaction}): amounts in RM; inside the server
 * ({@link AdvanceTransactionRecord}: services, the table) integer sen; times in Unix seconds, dates
 * `yyyy-MM-dd` in Malaysia time.
 */

/** The statuses, in the order a withdrawal moves through them (docs/rules.md#withdrawal-statuses). */
export const ADVANCE_STATUSES = ['pending', 'approved', 'processing', 'completed', 'rejected', 'cancelled'] as const;
export const AdvanceStatusSchema = z.enum(ADVANCE_STATUSES);
export type AdvanceStatus = z.infer<typeof AdvanceStatusSchema>;

/**
 * Statuses that count toward "Withdrawn this period" and so toward the withdrawal limit
 * (docs/rules.md#advance-pay-limits): the request is live and its money is (or will be) paid out.
 */
export const LIMIT_STATUSES = [
  'pending',
  'approved',
  'processing',
  'completed',
] as const satisfies readonly AdvanceStatus[];
/** The dashboards' "In Processing": asked for, not yet paid out. */
export const IN_PROCESSING_STATUSES = ['pending', 'approved', 'processing'] as const satisfies readonly AdvanceStatus[];
/** The dashboards' "Withdrawn": paid out to the employee. */
export const WITHDRAWN_STATUSES = ['completed'] as const satisfies readonly AdvanceStatus[];

/** A period key as stored: `2026-11`. */
export const PeriodKeySchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Period must be yyyy-MM');

/** One status change: who, when and why (every state change of a money item is recorded). */
export const AdvanceStatusChangeSchema = z.object({
  status: AdvanceStatusSchema,
  at: z.number().int(),
  by: z.string(),
  reason: z.string().optional(),
});

/** The employee's payout choice (docs/rules.md#instant-payout). */
export const PayoutChoiceSchema = z.enum(['standard', 'instant']);
export type PayoutChoice = z.infer<typeof PayoutChoiceSchema>;

export const AdvanceTransactionSchema = z.object({
  /** A ULID: the transactions of an employee sort by it, newest last. */
  id: z.string(),
  orgId: z.string(),
  orgName: z.string().optional(),
  employeeICNumber: z.string(),
  email: z.string().optional(),
  status: AdvanceStatusSchema,
  /** The period as people read it, e.g. `November 2026`. */
  period: z.string(),
  /** The sortable period key, e.g. `2026-11`. */
  periodKey: PeriodKeySchema,
  /** Amount asked for, RM. */
  amount: z.number().nonnegative(),
  /** Amount paid to the employee (amount − fee when the employee pays the fee), RM. */
  netAmount: z.number().nonnegative().optional(),
  /** Service fee, RM. */
  fee: z.number().nonnegative().optional(),
  /** Who pays the fee. */
  serviceFeePaidBy: z.enum(['employer', 'employee']).optional(),
  /** The monthly salary when asked, RM. */
  salary: z.number().nonnegative().optional(),
  banking: z
    .object({ bank: z.string().optional(), bankCode: z.string().optional(), accountNumber: z.string().optional() })
    .optional(),
  /** Why the employee withdraws (chosen from a list). */
  reasonForWithdrawal: z.string(),
  /**
   * Why it waits for a manager's approval although the policy approves automatically (the 24-hour
   * cooling-off after a bank account change).
   */
  reviewReason: z.string().optional(),
  /** Why it was rejected or cancelled. */
  reason: z.string().optional(),
  /** The day the money was transferred (`yyyy-MM-dd`), when completed. */
  transferDate: z.string().optional(),
  /** Included in an end-of-day bank transfer file. */
  sentToBank: z.boolean().optional(),
  /** The end-of-day bank-transfer batch that sent it (lambdas/services/advance-pay/end-of-day.ts). */
  batchId: z.string().optional(),
  /** When a still-pending request passed its decision due time and the Managers were told (Unix seconds). */
  escalatedAt: z.number().int().optional(),
  /** When it passed twice the approval time and the backup approver was told (Unix seconds). */
  escalatedToBackupAt: z.number().int().optional(),
  /**
   * How it is paid (docs/rules.md#instant-payout): `instant` through the payment gateway when approved,
   * else (absent or `standard`) by the end-of-day batch. An instant payout that failed is `standard` again.
   */
  payout: PayoutChoiceSchema.optional(),
  /** The instant payout's fee, RM: charged only when paid instantly (removed when it falls back). */
  instantFee: z.number().nonnegative().optional(),
  /** The instant payout in progress (`sending`: one caller holds it since `instantClaimAt`), paid, or failed (`instantFailure`). */
  instantState: z.enum(['due', 'sending', 'paid', 'failed']).optional(),
  instantClaimAt: z.number().int().optional(),
  instantFailure: z.string().optional(),
  /** The payment gateway's reference of the instant payout. */
  gatewayReference: z.string().optional(),
  createdBy: z.string(),
  createdAt: z.number().int(),
  modifiedAt: z.number().int(),
  modifiedBy: z.string().optional(),
  history: z.array(AdvanceStatusChangeSchema).optional(),
});
export type AdvanceTransaction = z.infer<typeof AdvanceTransactionSchema>;

/**
 * A transaction inside the server (services, the table): its amounts integer sen under their stored
 * names (`amountSen`, `netAmountSen`, `feeSen`, `salarySen`). Callers get {@link advanceTransactionToRm} of it.
 */
export const AdvanceTransactionRecordSchema = AdvanceTransactionSchema.omit({
  amount: true,
  netAmount: true,
  fee: true,
  salary: true,
  instantFee: true,
}).extend({
  /** Amount asked for. */
  amountSen: SenSchema,
  /** Amount paid to the employee (amount − fee when the employee pays the fee). */
  netAmountSen: SenSchema.optional(),
  /** Service fee. */
  feeSen: SenSchema.optional(),
  /** The monthly salary when asked. */
  salarySen: SenSchema.optional(),
  /** The instant payout's fee. */
  instantFeeSen: SenSchema.optional(),
});
export type AdvanceTransactionRecord = z.infer<typeof AdvanceTransactionRecordSchema>;

type RecordMoney = 'amountSen' | 'netAmountSen' | 'feeSen' | 'salarySen' | 'instantFeeSen';

/** A transaction (with whatever else it carries: a name, a credit date) as callers see it: its amounts in RM. */
export function advanceTransactionToRm<T extends Pick<AdvanceTransactionRecord, RecordMoney>>(
  tx: T,
): Omit<T, RecordMoney> & Pick<AdvanceTransaction, 'amount' | 'netAmount' | 'fee' | 'salary' | 'instantFee'> {
  const { amountSen, netAmountSen, feeSen, salarySen, instantFeeSen, ...rest } = tx;
  return {
    ...rest,
    amount: senToRm(amountSen),
    ...(netAmountSen !== undefined ? { netAmount: senToRm(netAmountSen) } : {}),
    ...(feeSen !== undefined ? { fee: senToRm(feeSen) } : {}),
    ...(salarySen !== undefined ? { salary: senToRm(salarySen) } : {}),
    ...(instantFeeSen !== undefined ? { instantFee: senToRm(instantFeeSen) } : {}),
  };
}

/** An instant payout the gateway still has to pay (or is paying): never in an end-of-day bank file. */
export const instantPayoutDue = (tx: Pick<AdvanceTransactionRecord, 'instantState'>): boolean =>
  tx.instantState === 'due' || tx.instantState === 'sending';

/** A row of a transactions table. */
export const AdvanceTransactionRowSchema = AdvanceTransactionSchema.pick({
  id: true,
  createdAt: true,
  transferDate: true,
  amount: true,
  period: true,
  reasonForWithdrawal: true,
  status: true,
});
export type AdvanceTransactionRow = z.infer<typeof AdvanceTransactionRowSchema>;
