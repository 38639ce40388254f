import { z } from 'zod';
import { DECIMALS_TEXT } from '../registry/human-issues';
import { defineCallable } from '../registry/define';
import {
  AdvanceTransactionSchema,
  PeriodKeySchema,
  AdvanceTransactionRowSchema,
  PayoutChoiceSchema,
} from '../domain/advance-pay/advance-transaction';
import { WITHDRAWAL_FREQUENCIES } from '../domain/advance-pay/withdrawal-rules';
import { WITHDRAWAL_REASONS } from '../domain/advance-pay/withdrawal-reasons';
import { WITHDRAWAL_STEPS } from '../domain/advance-pay/withdrawal-steps';
import { moneyRm } from '../domain/money/money';
import { EmptyInput, PageInput, pageOf } from './common';
import {
  MonthlyStatementRowSchema,
  MonthlyStatementSchema,
  STATEMENT_PDF_ATTRIBUTES,
} from '../domain/advance-pay/monthly-statement';
import { ORG_ROLES } from '../registry/roles';
import { MONTHS } from '../domain/advance-pay/advance-pay';

/**
 * The employee's Advance Pay (docs/rules.md#advance-pay-limits, #refusals,
 * #verification-codes-and-lock-out): the balance, the verification code, the withdrawal itself,
 * and the employee's own transactions. Amounts are RM; every one of these acts on the caller's
 * own employee record (from their user record, never from the payload). Only callable definitions
 * are exported here (the registry's rule); the page reads the input schemas through them. The
 * monthly statements of the same area are in advance-pay-statements.ts.
 */

const Rm = z.number();
const EMPLOYEE = ['employee'] as const;

/**
 * The amount as typed: required, at least 1 ('Amount should be greater than zero(0)'), RM with 2
 * decimals at most. The RM 100 minimum is a business refusal, checked later (docs/rules.md#refusals).
 */
const WithdrawalAmountSchema = moneyRm({
  label: 'Amount',
  min: 1,
  max: 1_000_000,
  messages: {
    required: 'Please enter a valid amount!',
    min: 'Amount should be greater than zero(0)',
    max: 'Please enter a valid amount!',
    decimals: DECIMALS_TEXT,
  },
});
/** The reason for withdrawal, one of the list, required. */
const WithdrawalReasonSchema = z.enum(WITHDRAWAL_REASONS, { error: 'Please choose a reason for withdrawal' });
/** The 6-digit code as typed: with or without the shown 'R-' prefix. */
const VerificationCodeSchema = z
  .string({ error: 'Verification code is required' })
  .trim()
  .transform((c) => c.replace(/^R-/i, ''))
  .pipe(z.string().regex(/^\d{6}$/, 'The verification code is 6 digits'));

export const getAdvancePayBalance = defineCallable({
  name: 'advancePayEmployee-getAdvancePayBalance',
  product: 'advancePay',
  summary:
    "The caller's Advance Pay balance data: withdrawable, advancePay, cutOff, period, reasons, balance " +
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
    /** The reason of the employee's newest withdrawal (Get Paid starts from it), null before the first. */
    lastReason: z.enum(WITHDRAWAL_REASONS).nullable(),
    balance: Rm,
    frequencyExceeded: z.boolean(),
    earnedWages: Rm,
    withdrawnThisPeriod: Rm,
    serviceFeePercentage: z.number(),
    serviceFeePaidBy: z.enum(['employee', 'employer']),
    /**
     * The instant payout's fee, %, where the organisation offers instant payout (docs/rules.md#instant-payout);
     * null where it does not (Get Paid then offers only the standard payout). Optional for older clients.
     */
    instantPayoutFeePercentage: z.number().nullable().optional(),
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
    /**
     * When the employee's own monthly limit (docs/rules.md#limits-you-set-yourself) leaves less than the employer
     * allows, the sentence that says so (`withdrawable` is then what it leaves); null otherwise. Optional for older clients.
     */
    ownLimit: z.string().nullable().optional(),
    /** The number codes are sent to, partly hidden ('+6011****1234'); null when no verified mobile number. */
    mobileNumber: z.string().nullable(),
    /** Whether a bank account is on record (the money goes there). */
    hasBankAccount: z.boolean(),
    /**
     * What the employee still has to do themselves before a withdrawal, in order (a verified mobile
     * number, a bank account: shared/domain/advance-pay/withdrawal-steps.ts); empty when nothing.
     */
    missingSteps: z.array(z.enum(WITHDRAWAL_STEPS)),
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
  product: 'advancePay',
  summary:
    "Check a withdrawal of `amount` (RM) for `reason` against the rules (422 with the rule's message), then send a 6-digit code " +
    'by SMS to the verified mobile number, valid 5 minutes, one per 2 minutes (429 otherwise), bound to the amount, the reason ' +
    'and `payout` (standard unless `instant`, 400 where the organisation does not offer it). Answers true.',
  input: z.object({
    amount: WithdrawalAmountSchema,
    reason: WithdrawalReasonSchema,
    /** The payout the code confirms: `instant` where the organisation offers it, else `standard` (the default). */
    payout: PayoutChoiceSchema.optional(),
  }),
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
  product: 'advancePay',
  summary:
    'Withdraw `amount` (RM) for `reasonForWithdrawal`, confirmed by the code sent for that amount, reason and payout: the rules are ' +
    'checked again, the withdrawal is stored pending (approved when the policy auto-approves) with its fee and net amount. ' +
    'The fifth wrong code in a row locks the account (403 OUT_OF_RANGE). `payout: instant`, where the organisation offers it, ' +
    'pays it through the payment gateway once approved, for the instant fee; standard (the default) goes with the end-of-day batch.',
  input: z.object({
    amount: WithdrawalAmountSchema,
    reasonForWithdrawal: WithdrawalReasonSchema,
    verificationCode: VerificationCodeSchema,
    /** `instant` (where the organisation offers it, for its instant fee) or `standard` (the default). */
    payout: PayoutChoiceSchema.optional(),
  }),
  output: AdvanceTransactionSchema.extend({ expectedCreditDate: z.string().optional() }),
  roles: EMPLOYEE,
  // A lock-out has the user-sync worker disable the login (no Cognito admin action here).
  access: { table: 'write', queues: ['user-sync'], messages: ['email', 'sms'] },
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
  .refine(
    (p) => /^\d{4}-(0[1-9]|1[0-2])$/.test(p) || /^[A-Z][a-z]+ \d{4}$/.test(p),
    "Period must be 'yyyy-MM' or like 'November 2026'",
  );

export const getTransactions = defineCallable({
  name: 'advancePayEmployee-getTransactions',
  product: 'advancePay',
  orgStatus: 'any',
  summary:
    "The caller's own withdrawals, newest first, of one period ('2026-11' or 'November 2026') or, without one, of all periods: " +
    'one page (`limit` rows, default 100, at most 500; `nextCursor` reads the next).',
  input: z.object({ period: TransactionsPeriodSchema.optional(), ...PageInput }),
  output: pageOf(AdvanceTransactionSchema),
  roles: EMPLOYEE,
  access: { table: 'read' },
  terms: true,
  example: { period: '2026-11' },
});

export const getTransaction = defineCallable({
  name: 'advancePayEmployee-getTransaction',
  product: 'advancePay',
  orgStatus: 'any',
  summary:
    "One of the caller's own withdrawals with its expected credit date while not yet completed and, while pending, when the " +
    'decision is due (`decisionDueAt`, Unix seconds: docs/rules.md#decision-deadline-and-escalation); 404 when not theirs.',
  input: z.object({ transactionId: z.string().trim().min(1, 'Required!').max(64) }),
  output: AdvanceTransactionSchema.extend({
    expectedCreditDate: z.string().optional(),
    decisionDueAt: z.number().int().optional(),
  }),
  roles: EMPLOYEE,
  access: { table: 'read' },
  terms: true,
  example: { transactionId: '01JUNKNOWNTRANSACTION0000' },
});

/**
 * The employee's monthly Advance Pay statements (docs/rules.md#monthly-statements): only their
 * own, found from their login (never from the payload). A statement's id is its period key
 * (`2026-11`).
 */

const StatementId = z.object({ statementId: PeriodKeySchema }).strict();

export const getMonthlyStatements = defineCallable({
  name: 'advancePayEmployee-getMonthlyStatements',
  product: 'advancePay',
  orgStatus: 'any',
  summary:
    "The caller's monthly statements, newest first (one per closed period in which they had withdrawals paid out or on their way at the close): " +
    'one page (`limit` rows, default 100, at most 500; `nextCursor` reads the next).',
  input: z.object({ ...PageInput }).strict(),
  output: pageOf(MonthlyStatementRowSchema),
  roles: ['employee'],
  access: { table: 'read' },
  terms: true,
  example: {},
});

export const getMonthlyStatement = defineCallable({
  name: 'advancePayEmployee-getMonthlyStatement',
  product: 'advancePay',
  orgStatus: 'any',
  summary: "One of the caller's monthly statements with its withdrawals; 404 when the caller has none of that period.",
  input: StatementId,
  output: MonthlyStatementSchema,
  roles: ['employee'],
  access: { table: 'read' },
  terms: true,
  example: { statementId: '2000-01' },
});

export const getDownloadURL = defineCallable({
  name: 'advancePayEmployee-getDownloadURL',
  product: 'advancePay',
  orgStatus: 'any',
  summary:
    "A presigned link (5 minutes) to the PDF of one of the caller's monthly statements; the PDF is made on the first download and kept in the generated-files bucket.",
  input: StatementId,
  output: z.object({ message: z.string(), url: z.string() }),
  roles: ['employee'],
  // A read that records the PDF it made on the statement: UpdateItem of those attributes only.
  access: { table: 'read', tableUpdates: STATEMENT_PDF_ATTRIBUTES, files: 'write' },
  terms: true,
  example: { statementId: '2000-01' },
});

/** The employee's dashboard (amounts in RM): read from the month summaries (shared/domain/advance-pay/advance-pay-summary.ts), never from every transaction. */
export const employeeDashboard = defineCallable({
  name: 'advancePayEmployee-employeeDashboard',
  product: 'advancePay',
  summary:
    "The caller's Advance Pay dashboard: this period's earned wages, withdrawn (every request not rejected or cancelled: pending, approved, processing, completed) with its percentage of earned wages, " +
    "in processing (the part of withdrawn not yet paid out: pending + approved + processing), balance (earned − withdrawn), the year's monthly withdrawals and reasons (counted as withdrawn is) and the latest transactions with their status, " +
    'their expected credit date while not paid out and, while pending, when the decision is due.',
  input: EmptyInput,
  output: z.object({
    /** The current period, e.g. 'November 2026'. */
    period: z.string(),
    earnedWages: Rm,
    /** The part of withdrawnAmount not yet paid out. */
    processing: Rm,
    /** The period's requests that are not rejected or cancelled (pending included). */
    withdrawnAmount: Rm,
    /** withdrawnAmount ÷ earnedWages × 100, 0 to 100. */
    percentageWithdrawn: z.number().min(0).max(100),
    balance: Rm,
    yearlySummary: z.array(z.object({ month: z.enum(MONTHS), value: Rm })).length(12),
    reasons: z.array(z.object({ reason: z.string(), amount: Rm })),
    /**
     * Newest first; while not paid out, with the expected credit date ('yyyy-MM-dd'), and while
     * pending with when the decision is due (Unix seconds: docs/rules.md#decision-deadline-and-escalation).
     */
    latestTransactions: z.array(
      AdvanceTransactionRowSchema.extend({
        expectedCreditDate: z.string().optional(),
        decisionDueAt: z.number().int().optional(),
      }),
    ),
  }),
  roles: ORG_ROLES,
  access: { table: 'read' },
  terms: true,
  example: {},
});
