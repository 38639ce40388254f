import { z } from 'zod';
import { rmToSen, senToRm, type Sen } from './money';

/**
 * A disbursement: money the platform pays out for an organisation (to its employees or its
 * suppliers) against the organisation's credit line, repaid in 1 to 3 months (docs/rules.md#disbursements).
 * Amounts are RM at the API, integer sen when stored; dates are KL calendar dates (YYYY-MM-DD),
 * timestamps Unix seconds.
 */
export const DISBURSEMENT_STATUSES = [
  'draft',
  'pending-approval',
  'approved',
  'processing',
  'completed',
  'cancelled',
] as const;
export const DisbursementStatusSchema = z.enum(DISBURSEMENT_STATUSES);
export type DisbursementStatus = z.infer<typeof DisbursementStatusSchema>;

export const PAYEES_TYPES = ['employees', 'suppliers'] as const;
export const PayeesTypeSchema = z.enum(PAYEES_TYPES);
export type PayeesType = z.infer<typeof PayeesTypeSchema>;

export const REPAYMENT_PERIODS = [1, 2, 3] as const;

/** The organisation's disbursement terms the fees come from (its record's `disbursements`). */
export interface DisbursementTerms {
  platformFeePercentage?: number;
  monthlyFeePercentage?: number;
}

export interface DisbursementFeesSen {
  disbursementTotal: Sen;
  platformFee: Sen;
  monthlyFeesTotal: Sen;
  feesTotal: Sen;
  total: Sen;
}

/**
 * The fees of a disbursement, in sen (docs/rules.md#disbursements): platformFee = total paid out ×
 * platform fee %; monthlyFeesTotal = total paid out × monthly fee % × months; each rounded to the
 * sen once, so feesTotal and total are exact sums of what is shown.
 */
export function disbursementFeesSen(
  payeeAmountsSen: readonly Sen[],
  terms: DisbursementTerms,
  repaymentPeriod: number,
): DisbursementFeesSen {
  const disbursementTotal = payeeAmountsSen.reduce((sum, a) => sum + a, 0);
  const platformFee = Math.round((disbursementTotal * (terms.platformFeePercentage ?? 0)) / 100);
  const monthlyFeesTotal = Math.round((disbursementTotal * (terms.monthlyFeePercentage ?? 0) * repaymentPeriod) / 100);
  const feesTotal = platformFee + monthlyFeesTotal;
  return { disbursementTotal, platformFee, monthlyFeesTotal, feesTotal, total: disbursementTotal + feesTotal };
}

/** The same fees in RM (the API's and the form's figures), from payee amounts in RM. */
export function disbursementFeesRm(
  payeeAmountsRm: readonly number[],
  terms: DisbursementTerms,
  repaymentPeriod: number,
) {
  const sen = disbursementFeesSen(payeeAmountsRm.map(rmToSen), terms, repaymentPeriod);
  return {
    disbursementTotal: senToRm(sen.disbursementTotal),
    platformFee: senToRm(sen.platformFee),
    monthlyFeesTotal: senToRm(sen.monthlyFeesTotal),
    feesTotal: senToRm(sen.feesTotal),
    total: senToRm(sen.total),
  };
}
