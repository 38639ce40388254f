import { z } from 'zod';
import { calendarDateSchema } from '../time/calendar-date';
import { addSen, moneyRm, percentOfSen, rmToSen, senToRm, sumSen, type Sen } from '../money/money';
import { RecordHistoryEntrySchema } from '../organisations/record-history';
import { klDate } from '../time/time';
import { PreparerFields } from '../organisations/maker-checker';

/**
 * A disbursement: money the platform pays out for an organisation (to its employees or its
 * suppliers) against the organisation's credit line, repaid in 1 to 3 months (docs/rules.md#disbursements).
 * Amounts are RM at the API ({@link Disbursement}) and integer sen inside (DisbursementRecord,
 * ./disbursement-record.ts: services, the table); dates are KL calendar dates (YYYY-MM-DD), timestamps Unix seconds.
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
  const disbursementTotal = sumSen(payeeAmountsSen);
  const platformFee = percentOfSen(disbursementTotal, terms.platformFeePercentage ?? 0);
  const monthlyFeesTotal = percentOfSen(disbursementTotal, terms.monthlyFeePercentage ?? 0, repaymentPeriod);
  const feesTotal = addSen(platformFee, monthlyFeesTotal);
  return { disbursementTotal, platformFee, monthlyFeesTotal, feesTotal, total: addSen(disbursementTotal, feesTotal) };
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

// ---------------------------------------------------------------------------------------------
// Messages, limits and the form's rules
// ---------------------------------------------------------------------------------------------

/** The messages of the disbursement screens and rules, letter for letter. */
export const DISBURSEMENT_MESSAGES = {
  required: 'Required!',
  formInvalid: 'Please fill all the required form fields!',
  noPayees: 'Add atleast one payee to continue!',
  minAmount: 'Amount must be more than RM500',
  filesNeeded: 'Files is needed when adding suppliers',
  invoicesRequired: 'Invoices is Required!',
  dateTooSoon: 'The disbursement date must be at least 3 days after today',
  completedInFuture: 'The completion date cannot be in the future',
  notFound: 'Disbursement not found!',
  dataNotFound: 'Disbursement Data not Found!',
  detailsFailed: 'Error generating Disbursement Details!',
  listFailed: 'Failed to fetch salaries Disbursements!',
  uploadFailed: 'Something went wrong when uploading Invoice!',
} as const;

/** 'Failed to approve Disbursement!', 'Failed to cancel Disbursement!'... */
export const disbursementActionFailed = (action: string) => `Failed to ${action} Disbursement!`;

/** The least a payee may be paid (RM; the amount itself is allowed). */
export const MIN_PAYEE_AMOUNT_RM = 500;
/** The largest payee amount the form takes (RM): a typo guard, far above any real payment. */
export const MAX_PAYEE_AMOUNT_RM = 10_000_000;
/** A disbursement's date is at least this many days after today (Malaysia time). */
export const MIN_DAYS_AHEAD = 3;
/** The most payees one disbursement pays (each payout is a row of its transaction and of the bank file). */
export const MAX_PAYEES = 50;

/** `yyyy-MM-dd` plus `days` calendar days. */
export function addDaysIso(date: string, days: number): string {
  const t = new Date(`${date}T00:00:00Z`);
  t.setUTCDate(t.getUTCDate() + days);
  return t.toISOString().slice(0, 10);
}

/**
 * `yyyy-MM-dd` plus `months` calendar months, clamped to the month's last day (31 January + 1
 * month = 28 or 29 February): a settlement's due date (docs/rules.md#disbursements).
 */
export function addMonthsIso(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number);
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(d, lastDay));
  return first.toISOString().slice(0, 10);
}

/**
 * The due date of the settlement a disbursement's completion creates: its date plus its repayment
 * period (docs/rules.md#disbursements), whatever day it is completed on. The server sets it, the
 * Complete dialog states it.
 */
export const settlementDueDate = (d: { date: string; repaymentPeriod: number }): string =>
  addMonthsIso(d.date, d.repaymentPeriod);

/** The earliest date a disbursement may have, when today (Malaysia) is `today`. */
export const earliestDisbursementDate = (today: string) => addDaysIso(today, MIN_DAYS_AHEAD);

const IsoDate = calendarDateSchema(DISBURSEMENT_MESSAGES.required);

const requiredText = (max: number) =>
  z
    .string({ error: DISBURSEMENT_MESSAGES.required })
    .trim()
    .min(1, DISBURSEMENT_MESSAGES.required)
    .max(max, `At most ${max} characters`);

/** A payee's amount (RM): at least RM500, two decimals at most. */
export const PayeeAmountSchema = moneyRm({
  label: 'Amount',
  min: MIN_PAYEE_AMOUNT_RM,
  max: MAX_PAYEE_AMOUNT_RM,
  messages: { required: DISBURSEMENT_MESSAGES.required, min: DISBURSEMENT_MESSAGES.minAmount },
});

/** An invoice of a supplier payee: its name and the uploaded file's key (purpose `invoice`). */
export const PayeeFileSchema = z.object({
  fileName: requiredText(200),
  /** The S3 key of the uploaded invoice, in the organisation's invoice folder. */
  url: requiredText(500),
});
export type PayeeFile = z.infer<typeof PayeeFileSchema>;

/**
 * One payee of a disbursement. Employees: `id` is the employee's IC number; the bank and account
 * come from the form. Suppliers: `id` is the supplier's id and `bankDetailId` the bank account row
 * paid into (the server takes the bank and account from the supplier's stored row), with at least
 * one invoice. The server fills name, e-mail and mobile number from the stored employee / supplier.
 */
export const SelectedPayeeSchema = z.object({
  id: requiredText(64),
  name: requiredText(150),
  email: z.string().trim().max(200).optional(),
  mobileNumber: z.string().trim().max(30).optional(),
  bank: z.string().trim().max(100).optional(),
  bankCode: requiredText(20),
  accountNumber: z
    .string({ error: DISBURSEMENT_MESSAGES.required })
    .trim()
    .min(1, DISBURSEMENT_MESSAGES.required)
    .regex(/^[0-9-]{5,20}$/, 'An account number has 5 to 20 digits'),
  amount: PayeeAmountSchema,
  /** Suppliers only: the id of the supplier's bank account row paid into. */
  bankDetailId: z.string().trim().max(64).optional(),
  /** Suppliers only: the invoices (at least one). */
  files: z.array(PayeeFileSchema).max(10, 'At most 10 invoices per payee').optional(),
});
export type SelectedPayee = z.infer<typeof SelectedPayeeSchema>;

/**
 * A payee as a disbursement keeps it: as chosen ({@link SelectedPayeeSchema}), or, once the employee
 * is anonymised (docs/rules.md#privacy), `anonymised` with the pseudonym for `id`, *Anonymised
 * employee* for the name and the amount kept: no bank, account number, IC number or contact.
 */
export const KeptPayeeSchema = SelectedPayeeSchema.extend({
  bankCode: z.string().optional(),
  accountNumber: z.string().optional(),
  anonymised: z.literal(true).optional(),
});
export type KeptPayee = z.infer<typeof KeptPayeeSchema>;

/** A kept payee that is as chosen (a form may carry it again): not anonymised, with its bank and account. */
export const isChosenPayee = (p: KeptPayee): p is SelectedPayee => !p.anonymised && !!p.bankCode && !!p.accountNumber;

/**
 * The supplier payee form (one payee being added): a payee, a bank account and at least one file
 * ('Files is needed when adding suppliers').
 */
export const SupplierPayeeFormSchema = z.object({
  id: requiredText(64),
  bankDetailId: requiredText(64),
  amount: PayeeAmountSchema,
  files: z.array(PayeeFileSchema).min(1, DISBURSEMENT_MESSAGES.filesNeeded),
});

/** The per-type rules of the payee list: suppliers name a bank account row and carry invoices. */
function payeeRules(
  d: { payeesType?: PayeesType; selectedPayees?: readonly SelectedPayee[] },
  ctx: z.RefinementCtx,
): void {
  if (d.payeesType !== 'suppliers') return;
  (d.selectedPayees ?? []).forEach((p, i) => {
    if (!p.bankDetailId)
      ctx.addIssue({ code: 'custom', path: ['selectedPayees', i, 'bankDetailId'], message: 'Required!' });
    if (!p.files?.length)
      ctx.addIssue({
        code: 'custom',
        path: ['selectedPayees', i, 'files'],
        message: DISBURSEMENT_MESSAGES.invoicesRequired,
      });
  });
}

/**
 * The disbursement form as management sends it (create; update adds the id). `isDraft` = Save as
 * Draft, else Proceed (pending approval). Fees are never taken from the caller: the server
 * computes them from the organisation's percentages.
 */
export const DisbursementFieldsObject = z.object({
  name: requiredText(150),
  /** KL calendar date, at least 3 days after today. */
  date: IsoDate.refine((d) => d >= earliestDisbursementDate(klDate()), DISBURSEMENT_MESSAGES.dateTooSoon),
  repaymentPeriod: z
    .number({ error: DISBURSEMENT_MESSAGES.required })
    .int()
    .refine((n) => (REPAYMENT_PERIODS as readonly number[]).includes(n), 'Choose 1, 2 or 3 months'),
  payeesType: z.enum(PAYEES_TYPES, { error: DISBURSEMENT_MESSAGES.required }),
  notes: z.string().trim().max(1000, 'At most 1000 characters').optional(),
  selectedPayees: z
    .array(SelectedPayeeSchema, { error: DISBURSEMENT_MESSAGES.noPayees })
    .min(1, DISBURSEMENT_MESSAGES.noPayees)
    .max(MAX_PAYEES, `At most ${MAX_PAYEES} payees`),
  isDraft: z.boolean().optional(),
});
export const DisbursementFieldsSchema = DisbursementFieldsObject.superRefine(payeeRules);
export type DisbursementFields = z.infer<typeof DisbursementFieldsSchema>;

/** The update form: the fields plus which disbursement and the `modifiedAt` read (a stale form is refused). */
export const DisbursementUpdateSchema = DisbursementFieldsObject.extend({
  disbursementId: requiredText(64),
  modifiedAt: z.number().int().optional(),
}).superRefine(payeeRules);

/** The completion date: a date, not after today (Malaysia). */
export const DateCompletedSchema = IsoDate.refine((d) => d <= klDate(), DISBURSEMENT_MESSAGES.completedInFuture);
/** The reason an administrator cancels. */
export const ReasonForCancellationSchema = requiredText(500);

// ---------------------------------------------------------------------------------------------
// The stored / returned shape
// ---------------------------------------------------------------------------------------------

export const PAYOUT_STATUSES = ['paid', 'failed'] as const;
/** One payout of a payee through the payment gateway (disbursements-processWithCurlec). */
export const PayoutSchema = z.object({
  payeeId: z.string(),
  /** The gateway reference: `<disbursementId>-<payeeId>`, so a retry can never pay a payee twice. */
  reference: z.string(),
  amount: z.number(),
  status: z.enum(PAYOUT_STATUSES),
  reason: z.string().optional(),
  /** Unix seconds. */
  at: z.number().int(),
});
export type Payout = z.infer<typeof PayoutSchema>;

/** A disbursement as the API returns it: amounts RM, `date` / `dateCompleted` YYYY-MM-DD, timestamps seconds. */
export const DisbursementSchema = z.object({
  id: z.string(),
  orgId: z.string(),
  orgName: z.string(),
  name: z.string(),
  date: z.string(),
  repaymentPeriod: z.number().int(),
  payeesType: PayeesTypeSchema,
  notes: z.string().optional(),
  status: DisbursementStatusSchema,
  selectedPayees: z.array(KeptPayeeSchema),
  disbursementTotal: z.number(),
  platformFee: z.number(),
  monthlyFeesTotal: z.number(),
  feesTotal: z.number(),
  total: z.number(),
  /** The organisation's percentages the fees were computed with. */
  platformFeePercentage: z.number(),
  monthlyFeePercentage: z.number(),
  dateCompleted: z.string().optional(),
  reasonForCancellation: z.string().optional(),
  /** The settlement written when it completed. */
  repaymentId: z.string().optional(),
  /** Why the last gateway payout failed (the disbursement stays processing until paid or cancelled). */
  failureReason: z.string().optional(),
  /** Gateway payouts, one per payee paid or tried (the latest try of each payee). */
  payouts: z.array(PayoutSchema).optional(),
  isDraft: z.boolean(),
  createdAt: z.number().int(),
  createdBy: z.string().optional(),
  modifiedAt: z.number().int(),
  modifiedBy: z.string().optional(),
  /** Who created it or last changed its form: not its approver (docs/rules.md#maker-checker). */
  ...PreparerFields,
});
export type Disbursement = z.infer<typeof DisbursementSchema>;

/** One disbursement's page: the record and its history (who, when, from, to, why). */
export const DisbursementDetailSchema = DisbursementSchema.extend({ history: z.array(RecordHistoryEntrySchema) });
export type DisbursementDetail = z.infer<typeof DisbursementDetailSchema>;

/** The organisation's credit line as management reads it (RM). */
export const CreditLineSchema = z.object({
  /** The credit granted. */
  initialCreditLimit: z.number(),
  /** What is still available (`creditLimit`): lowered by approvals, raised by cancellations and settlements. */
  available: z.number(),
  /** Used: initialCreditLimit − available. */
  outstanding: z.number(),
  /** The part of `outstanding` held by approved and processing disbursements (not yet paid out). */
  reserved: z.number(),
  platformFeePercentage: z.number(),
  monthlyFeePercentage: z.number(),
});
export type CreditLine = z.infer<typeof CreditLineSchema>;
