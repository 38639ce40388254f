import { z } from 'zod';
import {
  AmountDueSchema,
  AmountRepaidSchema,
  PaymentAmountSchema,
  REPAYMENT_MESSAGES,
  SettlementDateSchema,
} from '../../../../shared/domain/finance/repayment';

/**
 * The settlement forms hold text; these turn it into the callables' numbers with the callables'
 * own rules, so the words on screen are the server's ('Amount Due only accepts Number',
 * '*Value must be greater than 1!').
 */
const amountText = (schema: z.ZodType<number, number>, notNumber: string) =>
  z
    .string()
    .trim()
    .min(1, REPAYMENT_MESSAGES.required)
    .refine((t) => /^-?\d+(\.\d+)?$/.test(t), notNumber)
    .transform(Number)
    .pipe(schema);

/** The administrators' new settlement: `choice` is the chosen disbursement (`<orgId>/<disbursementId>`). */
export const SettlementCreateFormSchema = z.object({
  choice: z.string().min(1, REPAYMENT_MESSAGES.disbursementRequired),
  dueDate: SettlementDateSchema,
  amountDue: amountText(AmountDueSchema, REPAYMENT_MESSAGES.amountDueNumber),
  amountRepaid: amountText(AmountRepaidSchema, REPAYMENT_MESSAGES.amountRepaidNumber),
});

/** The administrators' edit of a settlement. */
export const SettlementEditFormSchema = z.object({
  dueDate: SettlementDateSchema,
  amountDue: amountText(AmountDueSchema, REPAYMENT_MESSAGES.amountDueNumber),
});

/** A settlement transaction (new, or corrected). */
export const SettlementTransactionFormSchema = z.object({
  paymentDate: SettlementDateSchema,
  amountRepaid: amountText(PaymentAmountSchema, REPAYMENT_MESSAGES.amountRepaidNumber),
});

/** The value of a disbursement option (its organisation and id). */
export const disbursementChoice = (orgId: string, disbursementId: string) => `${orgId}/${disbursementId}`;
export function parseDisbursementChoice(choice: string): { orgId: string; disbursementId: string } {
  const at = choice.indexOf('/');
  return { orgId: choice.slice(0, at), disbursementId: choice.slice(at + 1) };
}
