import { z } from 'zod';
import { rmToSen, SenSchema, senToRm } from '../money/money';
import {
  DisbursementSchema,
  KeptPayeeSchema,
  PayoutSchema,
  type Disbursement,
  type KeptPayee,
  type SelectedPayee,
} from './disbursement';

/**
 * A disbursement inside the server: amounts in sen (docs/rules.md#money-time-and-periods), RM only for
 * callers ({@link disbursementToRm}).
 */

/** A payee as the server keeps it: the amount in sen (`amountSen`, as stored). */
export const PayeeRecordSchema = KeptPayeeSchema.omit({ amount: true }).extend({ amountSen: SenSchema });
export type PayeeRecord = z.infer<typeof PayeeRecordSchema>;

/** A payee that can be paid: with a bank and an account number (an anonymised payee never is). */
export type PayablePayeeRecord = PayeeRecord & { bankCode: string; accountNumber: string };

/** A gateway payout as the server keeps it: the amount in sen. */
export const PayoutRecordSchema = PayoutSchema.omit({ amount: true }).extend({ amountSen: SenSchema });
export type PayoutRecord = z.infer<typeof PayoutRecordSchema>;

/**
 * A disbursement inside the server (services, the table): every amount integer sen under its stored
 * name (`disbursementTotalSen`, `platformFeeSen`, `monthlyFeesTotalSen`, `feesTotalSen`, `totalSen`,
 * each payee's and payout's `amountSen`). Handlers give callers {@link disbursementToRm} of it.
 */
export const DisbursementRecordSchema = DisbursementSchema.omit({
  disbursementTotal: true,
  platformFee: true,
  monthlyFeesTotal: true,
  feesTotal: true,
  total: true,
  selectedPayees: true,
  payouts: true,
}).extend({
  disbursementTotalSen: SenSchema,
  platformFeeSen: SenSchema,
  monthlyFeesTotalSen: SenSchema,
  feesTotalSen: SenSchema,
  totalSen: SenSchema,
  selectedPayees: z.array(PayeeRecordSchema),
  payouts: z.array(PayoutRecordSchema).optional(),
});
export type DisbursementRecord = z.infer<typeof DisbursementRecordSchema>;

/** A payee of a form (RM) as the record keeps it. */
export const payeeToSen = ({ amount, ...p }: SelectedPayee | KeptPayee): PayeeRecord => ({
  ...p,
  amountSen: rmToSen(amount),
});

/** A payee of the record as callers see it (RM). */
export const payeeToRm = ({ amountSen, ...p }: PayeeRecord): KeptPayee => ({ ...p, amount: senToRm(amountSen) });

/** A disbursement as callers see it: the record's amounts in RM. */
export function disbursementToRm(d: DisbursementRecord): Disbursement {
  const {
    disbursementTotalSen,
    platformFeeSen,
    monthlyFeesTotalSen,
    feesTotalSen,
    totalSen,
    selectedPayees,
    payouts,
    ...rest
  } = d;
  return {
    ...rest,
    disbursementTotal: senToRm(disbursementTotalSen),
    platformFee: senToRm(platformFeeSen),
    monthlyFeesTotal: senToRm(monthlyFeesTotalSen),
    feesTotal: senToRm(feesTotalSen),
    total: senToRm(totalSen),
    selectedPayees: selectedPayees.map(payeeToRm),
    ...(payouts ? { payouts: payouts.map(({ amountSen, ...p }) => ({ ...p, amount: senToRm(amountSen) })) } : {}),
  };
}
