import { z } from 'zod';
import { BANK_CODES, bankByCode } from '../money/banks';
import { EmailSchema } from '../identity/user';

/**
 * A supplier of an organisation: a company its management pays through disbursements once an
 * administrator has approved it (docs/rules.md#suppliers). Dates are Unix seconds.
 */
export const SUPPLIER_STATUSES = ['PENDING_APPROVAL', 'APPROVED', 'REJECTED', 'BLACKLISTED'] as const;
export const SupplierStatusSchema = z.enum(SUPPLIER_STATUSES);
export type SupplierStatus = z.infer<typeof SupplierStatusSchema>;

export const SUPPLIER_REQUIRED = '*Required';

const required = (max: number) => z.string().trim().min(1, SUPPLIER_REQUIRED).max(max, `At most ${max} characters`);
const requiredEmail = z.string().trim().min(1, SUPPLIER_REQUIRED).pipe(EmailSchema);
/** A phone number as people type it: digits, spaces, dashes and an optional leading +. */
const requiredPhone = z
  .string()
  .trim()
  .min(1, SUPPLIER_REQUIRED)
  .regex(/^\+?[0-9][0-9 -]{5,19}$/, 'Not a valid mobile number');

/** One bank account of a supplier as stored: the bank's name follows its code, the account name is the company's. */
export const SupplierBankDetailSchema = z.object({
  id: z.string(),
  bank: z.string(),
  bankCode: z.string(),
  accountName: z.string(),
  accountNumber: z.string(),
});
export type SupplierBankDetail = z.infer<typeof SupplierBankDetailSchema>;

/**
 * A bank account as the form sends it: the bank (by code) and the account number. `id` keeps an
 * existing row's identity (a disbursement payee names the row it pays into); the bank's name and
 * the account name are derived by {@link normaliseBankDetails}, whatever the caller sends.
 */
export const SupplierBankDetailInputSchema = z.object({
  id: z.string().trim().max(64).optional(),
  bankCode: z
    .string()
    .trim()
    .min(1, SUPPLIER_REQUIRED)
    .pipe(z.enum(BANK_CODES, { error: 'Choose a bank' })),
  accountNumber: z
    .string()
    .trim()
    .min(1, SUPPLIER_REQUIRED)
    .regex(/^[0-9-]{5,20}$/, 'An account number has 5 to 20 digits'),
});
export type SupplierBankDetailInput = z.infer<typeof SupplierBankDetailInputSchema>;

/** The fields management fills in on the supplier form (every one required, '*Required'). */
export const SupplierFieldsSchema = z.object({
  companyName: required(150),
  businessRegistrationNumber: required(50),
  mobileNumber: requiredPhone,
  email: requiredEmail,
  address: required(300),
  contactPersonName: required(100),
  contactPersonMobileNumber: requiredPhone,
  contactPersonEmail: requiredEmail,
  bankDetails: z.array(SupplierBankDetailInputSchema).max(20, 'At most 20 bank accounts'),
});
export type SupplierFields = z.infer<typeof SupplierFieldsSchema>;

export const SupplierSchema = z.object({
  id: z.string(),
  orgId: z.string(),
  orgName: z.string(),
  companyName: z.string(),
  businessRegistrationNumber: z.string(),
  mobileNumber: z.string(),
  email: z.string(),
  address: z.string(),
  contactPersonName: z.string(),
  contactPersonMobileNumber: z.string(),
  contactPersonEmail: z.string(),
  status: SupplierStatusSchema,
  bankDetails: z.array(SupplierBankDetailSchema),
  createdAt: z.number().int(),
  createdBy: z.string().optional(),
  modifiedAt: z.number().int(),
  modifiedBy: z.string().optional(),
  approvedAt: z.number().int().optional(),
  rejectedAt: z.number().int().optional(),
  blacklistedAt: z.number().int().optional(),
  rejectedRemarks: z.string().optional(),
  blacklistedRemarks: z.string().optional(),
});
export type Supplier = z.infer<typeof SupplierSchema>;

/** The remarks an administrator gives when rejecting or blacklisting. */
export const SupplierRemarksSchema = z.string().trim().min(1, SUPPLIER_REQUIRED).max(500, 'At most 500 characters');

/**
 * The stored bank accounts of a supplier from what the form sent: the bank's name from its code,
 * the account name = the company name, and one row per account number (the first one kept), so
 * a payee can never be paid into an account that appears twice. Rows without an id get `newId()`.
 */
export function normaliseBankDetails(
  companyName: string,
  rows: readonly SupplierBankDetailInput[],
  newId: () => string,
): SupplierBankDetail[] {
  const seen = new Set<string>();
  const ids = new Set<string>();
  const out: SupplierBankDetail[] = [];
  for (const row of rows) {
    const accountNumber = row.accountNumber.trim();
    if (seen.has(accountNumber)) continue;
    seen.add(accountNumber);
    // A repeated id (a copied row) would make two rows one for a payee: the second gets a new one.
    const id = row.id && !ids.has(row.id) ? row.id : newId();
    ids.add(id);
    out.push({
      id,
      bank: bankByCode(row.bankCode)?.name ?? row.bankCode,
      bankCode: row.bankCode,
      accountName: companyName.trim(),
      accountNumber,
    });
  }
  return out;
}

/** Two lists of stored bank accounts hold the same accounts (bank and number), in any order. */
export function sameBankAccounts(a: readonly SupplierBankDetail[], b: readonly SupplierBankDetail[]): boolean {
  const key = (d: SupplierBankDetail) => `${d.bankCode}#${d.accountNumber}`;
  const left = a.map(key).sort();
  const right = b.map(key).sort();
  return left.length === right.length && left.every((k, i) => k === right[i]);
}

/** What can happen to a supplier. */
export type SupplierAction =
  | { kind: 'approve' }
  | { kind: 'reject' }
  | { kind: 'blacklist' }
  /** Management edits it; `bankAccountsChanged` when an account was added, removed or changed. */
  | { kind: 'edit'; bankAccountsChanged: boolean }
  | { kind: 'delete' };

export type SupplierTransition = { ok: true; status: SupplierStatus } | { ok: false; message: string };

/**
 * THE supplier state machine (docs/rules.md#suppliers), pure:
 * - approve: any status but APPROVED (a blacklisted supplier may be cleared by approving it);
 * - reject: any status but REJECTED; blacklist: any status but BLACKLISTED;
 * - edit: never when BLACKLISTED. A REJECTED supplier that is corrected goes back to
 *   PENDING_APPROVAL (the remarks told management what to fix; an administrator looks again).
 *   An APPROVED supplier keeps its approval unless its bank accounts change: where money goes
 *   is what an administrator approved, so new accounts are approved again;
 * - delete: never when BLACKLISTED (the blacklisting is kept on record).
 */
export function supplierTransition(status: SupplierStatus, action: SupplierAction): SupplierTransition {
  switch (action.kind) {
    case 'approve':
      return status === 'APPROVED'
        ? { ok: false, message: 'This supplier is already approved.' }
        : { ok: true, status: 'APPROVED' };
    case 'reject':
      return status === 'REJECTED'
        ? { ok: false, message: 'This supplier is already rejected.' }
        : { ok: true, status: 'REJECTED' };
    case 'blacklist':
      return status === 'BLACKLISTED'
        ? { ok: false, message: 'This supplier is already blacklisted.' }
        : { ok: true, status: 'BLACKLISTED' };
    case 'edit':
      if (status === 'BLACKLISTED') return { ok: false, message: 'A blacklisted supplier cannot be edited.' };
      if (status === 'REJECTED') return { ok: true, status: 'PENDING_APPROVAL' };
      if (status === 'APPROVED' && action.bankAccountsChanged) return { ok: true, status: 'PENDING_APPROVAL' };
      return { ok: true, status };
    case 'delete':
      return status === 'BLACKLISTED'
        ? { ok: false, message: 'A blacklisted supplier cannot be deleted.' }
        : { ok: true, status };
  }
}

/** The administrator actions offered for a supplier in `status` (the buttons of its page). */
export const adminSupplierActions = (status: SupplierStatus) =>
  (['approve', 'reject', 'blacklist'] as const).filter((kind) => supplierTransition(status, { kind }).ok);

/** Management may open the edit form (not for a blacklisted supplier). */
export const supplierEditable = (status: SupplierStatus) =>
  supplierTransition(status, { kind: 'edit', bankAccountsChanged: false }).ok;

/** The messages of the supplier screens, letter for letter. */
export const SUPPLIER_MESSAGES = {
  listFailed: 'Failed to fetch Suppliers!',
  notFound: 'Supplier not found!',
  dataNotFound: 'Supplier Data not Found!',
  dialogError: 'Error!',
  dialogFallback: 'Action failed. Please try again!',
} as const;

/** 'Failed to create Supplier!', 'Failed to approve Supplier!'... */
export const supplierActionFailed = (action: string) => `Failed to ${action} Supplier!`;
/** 'Approve action completed successfully!'... */
export const actionCompleted = (action: string) =>
  `${action.charAt(0).toUpperCase()}${action.slice(1)} action completed successfully!`;
