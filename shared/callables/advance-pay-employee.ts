import { z } from 'zod';
import { defineCallable } from '../registry/define';
import { AdvanceTransactionSchema } from '../domain/advance-transaction';
import { WITHDRAWAL_FREQUENCIES } from '../domain/withdrawal-rules';
import { WITHDRAWAL_REASONS } from '../domain/withdrawal-reasons';
import { moneyRm } from '../domain/money';
import { EmptyInput } from './common';

/**
 * The employee's Advance Pay (spec part 3 §2.1, §4 "Withdrawal request flow", §7 Employee;
 * rules.md "Advance Pay"): the balance, the verification code, the withdrawal itself, and the
 * employee's own transactions. Amounts are RM; every one of these acts on the caller's own
 * employee record (from their user record, never from the payload). Only callable definitions are
 * exported here (the registry's rule); the page reads the input schemas through them. The monthly statements of
 * the same area are in advance-pay-statements.ts.
 */

const Rm = z.number();
const EMPLOYEE = ['employee'] as const;

/** Spec part 3 §5: amount required, at least 1 ('Amount should be greater than zero(0)'), RM with 2 decimals at most. */
const WithdrawalAmountSchema = moneyRm({
  label: 'Amount',
  min: 1,
  max: 1_000_000,
  messages: { required: 'Please enter a valid amount!', min: 'Amount should be greater than zero(0)', max: 'Please enter a valid amount!', decimals: 'Please enter a valid amount!' },
});
/** The reason for withdrawal, one of the list (spec part 3 §5: required from a list). */
const WithdrawalReasonSchema = z.enum(WITHDRAWAL_REASONS, { error: 'Please choose a reason for withdrawal' });
/** The 6-digit code as typed: with or without the shown 'R-' prefix. */
const VerificationCodeSchema = z
  .string({ error: 'Verification code is required' })
  .trim()
  .transform((c) => c.replace(/^R-/i, ''))
  .pipe(z.string().regex(/^\d{6}$/, 'The verification code is 6 digits'));

export const getAdvancePayBalance = defineCallable({
  name: 'advancePayEmployee-getAdvancePayBalance',
  summary:
    "The caller's Advance Pay balance data (spec part 3 §3): withdrawable, advancePay, cutOff, period, reasons, balance " +
    '(earned wages not yet withdrawn this period), frequencyExceeded; plus earned wages, withdrawn this period, the fee terms, ' +
    'the minimum, the applying policy and what blocks a request now (if anything).',
  input: EmptyInput,
  output: z.object({
    withdrawable: Rm,
    advancePay: z.enum(['yes', 'no']),
    cutOff: z.boolean(),
    /** The period text, e.g. 'November 2026'. */
    period: z.string(),
    periodKey: z.string(),
    reasons: z.array(z.string()),
    balance: Rm,
    frequencyExceeded: z.boolean(),
    earnedWages: Rm,
    withdrawnThisPeriod: Rm,
    serviceFeePercentage: z.number(),
    serviceFeePaidBy: z.enum(['employee', 'employer']),
    /** The terms' minimum per withdrawal, RM. */
    minimum: Rm,
    /** The organisation's cut-off day of the month (requests stop after it). */
    cutoffDate: z.number().int().optional(),
    policy: z
      .object({
        type: z.enum(['GENERAL', 'ADVANCED']),
        maximumWithdrawalAmount: Rm,
        withdrawalFrequency: z.enum(WITHDRAWAL_FREQUENCIES),
        frequencyLabel: z.string(),
        withdrawalDate: z.number().int().optional(),
        autoApproval: z.boolean(),
        /** One line a person reads, e.g. 'Up to RM 1,000.00 a period, Daily; approved by your employer'. */
        summary: z.string(),
      })
      .nullable(),
    /** What stops any request now (cut-off, frequency, no policy...), with its message; null when a request can be made. */
    blocked: z.object({ reason: z.string(), message: z.string() }).nullable(),
    /** The number codes are sent to, partly hidden ('+6011****1234'); null when no verified mobile number. */
    mobileNumber: z.string().nullable(),
    /** Whether a bank account is on record (the money goes there). */
    hasBankAccount: z.boolean(),
    /** When the money of a request made now is expected ('yyyy-MM-dd', Malaysia), if approved at once. */
    expectedCreditDate: z.string(),
    /**
     * The 24-hour cooling-off after a bank account change, while it lasts: until when (Unix seconds)
     * and the sentence to show; requests then wait for a manager's approval.
     */
    bankChangeReview: z.object({ until: z.number().int(), message: z.string() }).nullable(),
  }),
  roles: EMPLOYEE,
  access: { table: 'read' },
  terms: true,
  example: {},
});

export const sendVerificationCode = defineCallable({
  name: 'advancePayEmployee-sendVerificationCode',
  summary:
    'Check a withdrawal of `amount` (RM) for `reason` against the rules (422 with the rule\'s message), then send a 6-digit code ' +
    'by SMS to the verified mobile number, valid 5 minutes, one per 2 minutes (429 otherwise). Answers true.',
  input: z.object({ amount: WithdrawalAmountSchema, reason: WithdrawalReasonSchema }),
  output: z.literal(true),
  roles: EMPLOYEE,
  access: { table: 'write', messages: ['sms'] },
  terms: true,
  moneyMoving: true,
  // Below the RM100 minimum: refused (422) before any code is sent, so the generic tests send no SMS.
  example: { amount: 1, reason: 'Bills' },
});

export const initiateTransaction = defineCallable({
  name: 'advancePayEmployee-initiateTransaction',
  summary:
    'Withdraw `amount` (RM) for `reasonForWithdrawal`, confirmed by the code sent for that amount and reason: the rules are ' +
    'checked again, the withdrawal is stored pending (approved when the policy auto-approves) with its fee and net amount. ' +
    'The fifth wrong code in a row locks the account (403 OUT_OF_RANGE).',
  input: z.object({ amount: WithdrawalAmountSchema, reasonForWithdrawal: WithdrawalReasonSchema, verificationCode: VerificationCodeSchema }),
  output: AdvanceTransactionSchema.extend({ expectedCreditDate: z.string().optional() }),
  roles: EMPLOYEE,
  access: { table: 'write', cognito: ['AdminDisableUser'], messages: ['email'] },
  terms: true,
  moneyMoving: true,
  // Below the minimum: refused (422) before the code is looked at.
  example: { amount: 1, reasonForWithdrawal: 'Bills', verificationCode: 'R-000000' },
});

/**
 * A period as the filter gives it: the key 'yyyy-MM' (what the page sends) or the period text
 * 'November 2026'; both name one calendar month. Omitted: every period.
 */
const TransactionsPeriodSchema = z
  .string()
  .trim()
  .refine((p) => /^\d{4}-(0[1-9]|1[0-2])$/.test(p) || /^[A-Z][a-z]+ \d{4}$/.test(p), "Period must be 'yyyy-MM' or like 'November 2026'");

export const getTransactions = defineCallable({
  name: 'advancePayEmployee-getTransactions',
  summary: "The caller's own withdrawals, newest first, of one period ('2026-11' or 'November 2026') or, without one, of all periods.",
  input: z.object({ period: TransactionsPeriodSchema.optional() }),
  output: z.object({ items: z.array(AdvanceTransactionSchema) }),
  roles: EMPLOYEE,
  access: { table: 'read' },
  terms: true,
  example: { period: '2026-11' },
});

export const getTransaction = defineCallable({
  name: 'advancePayEmployee-getTransaction',
  summary: "One of the caller's own withdrawals with its expected credit date while not yet completed (404 when not theirs).",
  input: z.object({ transactionId: z.string().trim().min(1, 'Required!').max(64) }),
  output: AdvanceTransactionSchema.extend({ expectedCreditDate: z.string().optional() }),
  roles: EMPLOYEE,
  access: { table: 'read' },
  terms: true,
  example: { transactionId: '01JUNKNOWNTRANSACTION0000' },
});
