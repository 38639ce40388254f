import type { EmployeeRecord } from '../../../shared/domain/employees/employee-record';
import { EMPLOYEE_STATUS, normaliseIc } from '../../../shared/domain/employees/employee';
import { bankAccountChanged } from '../../../shared/domain/employees/employee-edit';
import type {
  DisbursementRecord,
  PayablePayeeRecord,
  PayeeRecord,
} from '../../../shared/domain/finance/disbursement-record';
import {
  changedList,
  lastFour,
  type ChangedBy,
  type SensitiveChange,
} from '../../../shared/domain/identity/security-notices';
import { AppError, type ErrorDetail } from '../../../shared/registry/errors';
import type { Caller } from '../../core/caller';
import { requireRecentSignIn } from '../../core/fresh-sign-in';
import { createEmployee, getEmployees, replaceEmployee } from '../../data/employees/employees';
import { employeeAuditItems } from '../../data/audit/people-audits';
import { noteNothingChanged } from '../../core/audit-actor';
import { recordHistoryItem } from '../../data/table/record-history';
import type { TransactItem } from '../../data/table/table';
import { sendChangeNotices } from '../identity/security-notices';

/**
 * The payout-account gate (docs/rules.md#where-wages-go-the-payout-account-gate): every way an
 * employee's bank account (where their wages and advances are paid) or the mobile number that
 * proves withdrawals can change, or be chosen for a payment, goes through here, so each rule
 * holds on every path:
 *
 * - a change needs the actor's fresh sign-in (`REAUTH_WINDOW_SECONDS`; for an import, that of
 *   the person who confirmed it, at the call that confirmed it);
 * - a new bank account starts the cooling-off (`bankAccountChangedAt`, BANK_CHANGE_REVIEW_SECONDS);
 * - a history entry on the employee and an audit entry per kind changed (record, bank account,
 *   mobile number: docs/rules.md#audit-trail) are written in the same transaction as the change;
 * - the employee is told by e-mail and by SMS to the number on record (last 4 digits only);
 * - a disbursement pays an employee into the account on their record, read when it is paid.
 *
 * Only callables that declare `changesPayout: true` may import this module (test/unit/payout-gate.test.ts).
 */

type PayoutFields = Pick<EmployeeRecord, 'bank' | 'bankCode' | 'accountNumber' | 'mobileNumber'>;

/** What a change of the record does to where the wages go and to the number on record. */
export function payoutChanges(before: PayoutFields, after: PayoutFields): SensitiveChange[] {
  return [
    ...(bankAccountChanged(before, after)
      ? [
          {
            kind: 'bankAccount' as const,
            bank: after.bank,
            accountNumber: after.accountNumber,
            previousAccountNumber: before.accountNumber,
          },
        ]
      : []),
    ...((before.mobileNumber ?? '') !== (after.mobileNumber ?? '')
      ? [{ kind: 'mobileNumber' as const, mobileNumber: after.mobileNumber, previousMobileNumber: before.mobileNumber }]
      : []),
  ];
}

/** Whether a change moves the bank account (and so starts the cooling-off). */
export const movesBankAccount = (changes: readonly SensitiveChange[]) => changes.some((c) => c.kind === 'bankAccount');

/** A change of where the wages go needs the actor's sign-in of the last few minutes (403 otherwise). */
export function requirePayoutAuthority(actor: Caller, changes: SensitiveChange[], now: number): void {
  if (changes.length) requireRecentSignIn(actor, changedList(changes), now);
}

/** `after` with the cooling-off started when its bank account moved. */
export function withCoolingOff(after: EmployeeRecord, changes: readonly SensitiveChange[], at: number): EmployeeRecord {
  return movesBankAccount(changes) ? { ...after, bankAccountChangedAt: at } : after;
}

/** 'Maybank account ending 2222', 'no bank account'. */
const accountText = (e: Pick<EmployeeRecord, 'bank' | 'accountNumber'>) =>
  e.accountNumber ? `${e.bank ? `${e.bank} ` : ''}account ${lastFour(e.accountNumber)}` : 'no bank account';
const mobileText = (m: string | undefined) => (m ? `mobile ${lastFour(m)}` : 'no mobile number');

/** How a change came: shown in the history entry. */
export type PayoutChangeSource = 'own profile' | 'edit' | 'import' | 'import approval' | 'new employee';

/**
 * The employee's history entries of a change (to go in the same transaction as the change): one
 * per thing changed, with at most the last 4 digits.
 */
export function payoutHistoryItems(
  before: PayoutFields,
  after: EmployeeRecord,
  changes: readonly SensitiveChange[],
  by: string,
  at: number,
  source: PayoutChangeSource,
): TransactItem[] {
  return changes.flatMap((c): TransactItem[] => {
    const entry =
      c.kind === 'bankAccount'
        ? { action: 'bank account changed', from: accountText(before), to: accountText(after) }
        : c.kind === 'mobileNumber'
          ? {
              action: 'mobile number changed',
              from: mobileText(before.mobileNumber),
              to: mobileText(after.mobileNumber),
            }
          : undefined;
    return entry
      ? [recordHistoryItem(after.orgId, 'EMPLOYEE', after.employeeICNumber, { at, by, ...entry, why: `By ${source}` })]
      : [];
  });
}

/**
 * Tell the employee of a change: an e-mail to the address on record and an SMS to the number on
 * record (before the change; the employee's login e-mail when the record has none).
 */
export async function notifyPayoutChange(
  before: EmployeeRecord,
  after: EmployeeRecord,
  changes: SensitiveChange[],
  changedBy: ChangedBy,
  at: number,
  loginEmail?: string,
): Promise<void> {
  await sendChangeNotices(
    {
      orgId: after.orgId,
      email: before.email ?? after.email ?? loginEmail,
      mobileNumber: before.mobileNumber ?? after.mobileNumber,
      firstName: after.firstName,
      userId: after.userId,
    },
    changes,
    changedBy,
    at,
  );
}

/**
 * Store an edited employee record (a manager's edit, the employee's own profile): when the bank
 * account or the mobile number changes, the actor's fresh sign-in is checked first (nothing is
 * written without it), the cooling-off starts and the history entries go in the same transaction.
 * The notices are the caller's to send ({@link notifyPayoutChange}) once everything else is done.
 */
export async function saveEmployeeChange(input: {
  actor: Caller;
  before: EmployeeRecord;
  after: EmployeeRecord;
  expectedModifiedAt?: number;
  by: string;
  at: number;
  source: PayoutChangeSource;
}): Promise<{ saved: EmployeeRecord; changes: SensitiveChange[] }> {
  const { actor, before, by, at, source } = input;
  const changes = payoutChanges(before, input.after);
  requirePayoutAuthority(actor, changes, at);
  const after = withCoolingOff(input.after, changes, at);
  const audit = employeeAuditItems(before, after, 'changed', `By ${source}`);
  // A save that changes no field the trail covers (the same values sent again) owes no entry.
  if (!audit.length) noteNothingChanged();
  const saved = await replaceEmployee(before, after, input.expectedModifiedAt ?? before.modifiedAt, [
    ...payoutHistoryItems(before, after, changes, by, at, source),
    ...audit,
  ]);
  return { saved, changes };
}

/**
 * Store a new employee; the account they are created with is the first entry of their history
 * (a first account is not a change: no sign-in check, notice or cooling-off).
 */
export async function createEmployeeWithPayout(
  employee: EmployeeRecord,
  by: string,
  at: number,
): Promise<EmployeeRecord> {
  const changes = payoutChanges({}, employee).filter((c) => c.kind === 'bankAccount');
  const history = changes.length
    ? [
        recordHistoryItem(employee.orgId, 'EMPLOYEE', employee.employeeICNumber, {
          at,
          by,
          action: 'bank account set',
          to: accountText(employee),
          why: 'By new employee',
        }),
      ]
    : [];
  return createEmployee(employee, [...history, ...employeeAuditItems(undefined, employee, 'created')]);
}

// ------------------------------------------------------------------ disbursements to employees

const payeeField = (i: number, field: string) => `selectedPayees.${i}.${field}`;
const digits = (v: string | undefined) => (v ?? '').replace(/\D/g, '');

/** The account of an employee's record as a payee's bank fields, or why there is none. */
function recordAccount(e: EmployeeRecord): Pick<PayablePayeeRecord, 'bank' | 'bankCode' | 'accountNumber'> | undefined {
  return e.bankCode && e.accountNumber
    ? { bank: e.bank, bankCode: e.bankCode, accountNumber: e.accountNumber }
    : undefined;
}

/**
 * The employee payees of a disbursement form, each paid into the account on the employee's
 * record: name and contact from the record too. A payee naming another bank or account is
 * refused (400, naming the field): a disbursement cannot choose where an employee is paid.
 */
export async function employeePayeesFromRecords(orgId: string, payees: readonly PayeeRecord[]): Promise<PayeeRecord[]> {
  const found = new Map(
    (
      await getEmployees(
        orgId,
        payees.map((p) => normaliseIc(p.id)),
      )
    ).map((e) => [e.employeeICNumber, e]),
  );
  return payees.map((p, i) => {
    const employee = found.get(normaliseIc(p.id));
    if (employee?.status !== EMPLOYEE_STATUS.approved)
      throw new AppError('FAILED_PRECONDITION', `${p.name} is not an approved employee of your organisation.`, [
        { field: payeeField(i, 'id'), message: 'Not an approved employee' },
      ]);
    const account = recordAccount(employee);
    if (!account)
      throw new AppError(
        'FAILED_PRECONDITION',
        `${employee.name} has no bank account on record. Add it on the employee's record first.`,
        [{ field: payeeField(i, 'accountNumber'), message: 'No bank account on record' }],
      );
    const problems: ErrorDetail[] = [];
    const onRecord = `the account on record (${accountText(employee)})`;
    if (p.bankCode !== account.bankCode)
      problems.push({ field: payeeField(i, 'bankCode'), message: `Must be the bank of ${onRecord}` });
    if (digits(p.accountNumber) !== digits(account.accountNumber))
      problems.push({ field: payeeField(i, 'accountNumber'), message: `Must be ${onRecord}` });
    if (problems.length)
      throw new AppError(
        'INVALID_ARGUMENT',
        `${employee.name} is paid into ${onRecord}; a disbursement cannot name another account. ` +
          "Choose the employee again to use that account, or have the employee's bank account changed on their record first.",
        problems,
      );
    return {
      id: employee.employeeICNumber,
      name: employee.name,
      ...(employee.email ? { email: employee.email } : {}),
      ...(employee.mobileNumber ? { mobileNumber: employee.mobileNumber } : {}),
      ...account,
      amountSen: p.amountSen,
    };
  });
}

/**
 * The payees of a disbursement as they are paid now (the processing file, the payment gateway):
 * an employee is paid into the account on their record as it is at this moment, never the copy
 * stored with the disbursement. Refused (409) when an employee left or has no account any more.
 * Supplier payees are unchanged (their account is the supplier's stored row).
 */
export async function payeesAtPayment(d: DisbursementRecord, payees = d.selectedPayees): Promise<PayablePayeeRecord[]> {
  if (d.payeesType !== 'employees') return payees.map(supplierPayable);
  const found = new Map(
    (
      await getEmployees(
        d.orgId,
        payees.map((p) => p.id),
      )
    ).map((e) => [e.employeeICNumber, e]),
  );
  return payees.map((p) => {
    const employee = found.get(p.id);
    const account = employee?.status === EMPLOYEE_STATUS.approved ? recordAccount(employee) : undefined;
    if (!employee || !account)
      throw new AppError(
        'INVALID_STATE',
        `${p.name} is no longer an approved employee with a bank account on record, so they cannot be paid. ` +
          'Revert the disbursement to draft so its payees can be changed, or fix the employee first.',
        [{ field: 'selectedPayees', message: `${p.name}: no account on record` }],
      );
    return { ...p, name: employee.name, ...account };
  });
}

/** A supplier payee as stored: its bank and account are the supplier's row (an incomplete one is refused, 409). */
function supplierPayable(p: PayeeRecord): PayablePayeeRecord {
  if (p.bankCode && p.accountNumber) return { ...p, bankCode: p.bankCode, accountNumber: p.accountNumber };
  throw new AppError('INVALID_STATE', `${p.name} has no bank account in this disbursement, so they cannot be paid.`, [
    { field: 'selectedPayees', message: `${p.name}: no account` },
  ]);
}

// ------------------------------------------------------------------ imports and their approval

/** A notice to send once the change it tells of is stored. */
export interface PayoutNotice {
  before: EmployeeRecord;
  after: EmployeeRecord;
  changes: SensitiveChange[];
  by: string;
  at: number;
}

/**
 * An employee an import writes over the record it replaced (same IC number): when the bank account
 * or the mobile number differs, the cooling-off starts, the record is marked for its approval,
 * the history entries go with the write, and the employee is told once it is stored. The
 * confirming person's fresh sign-in was checked when the import was confirmed. Its audit entries
 * (one per kind changed; a new employee's: `created`) go with the write in every case.
 */
export function importedPayoutChange(
  replaced: EmployeeRecord | undefined,
  employee: EmployeeRecord,
  by: string,
  at: number,
): { employee: EmployeeRecord; items: TransactItem[]; notice?: PayoutNotice } {
  const changes = replaced ? payoutChanges(replaced, employee) : [];
  const audit = (after: EmployeeRecord) =>
    employeeAuditItems(replaced, after, replaced ? 'changed' : 'created', 'By import');
  if (!replaced || !changes.length) return { employee, items: audit(employee) };
  const after = { ...withCoolingOff(employee, changes, at), payoutChangedByImportAt: at };
  return {
    employee: after,
    items: [...payoutHistoryItems(replaced, after, changes, by, at, 'import'), ...audit(after)],
    notice: { before: replaced, after, changes, by, at },
  };
}

/** Send the notices of stored changes (a few at a time; each failure is logged, never thrown). */
export async function sendPayoutNotices(notices: readonly PayoutNotice[]): Promise<void> {
  for (let i = 0; i < notices.length; i += 10)
    await Promise.all(
      notices
        .slice(i, i + 10)
        .map((n) => notifyPayoutChange(n.before, n.after, n.changes, { self: false, name: n.by }, n.at)),
    );
}

/** Whether approving these employees makes an imported change of where wages go take effect. */
export const approvalChangesPayout = (employees: readonly EmployeeRecord[]) =>
  employees.some((e) => e.payoutChangedByImportAt !== undefined);

/**
 * The approver of an imported change of where wages go needs a fresh sign-in (403 otherwise):
 * checked at the call that approves, or that starts the approval job.
 */
export function requireApprovalAuthority(actor: Caller, employees: readonly EmployeeRecord[], now: number): void {
  if (approvalChangesPayout(employees))
    requireRecentSignIn(
      actor,
      "employees' bank accounts or mobile numbers (approving an import that changes them)",
      now,
    );
}

/**
 * An employee about to be approved: an imported change of where their wages go takes effect now,
 * so the cooling-off starts again from the approval, with its history entry.
 */
export function approvalPayoutChange(
  employee: EmployeeRecord,
  by: string,
  at: number,
): { employee: EmployeeRecord; items: TransactItem[] } {
  if (employee.payoutChangedByImportAt === undefined) return { employee, items: [] };
  const { payoutChangedByImportAt: importedAt, ...rest } = employee;
  // The import stamped the cooling-off only when the bank account moved (not for a new number alone).
  const bankMoved = employee.bankAccountChangedAt === importedAt;
  return {
    employee: bankMoved ? { ...rest, bankAccountChangedAt: at } : rest,
    items: [
      recordHistoryItem(employee.orgId, 'EMPLOYEE', employee.employeeICNumber, {
        at,
        by,
        action: 'imported bank account or mobile number approved',
        to: `${accountText(employee)}, ${mobileText(employee.mobileNumber)}`,
        why: 'By import approval',
      }),
    ],
  };
}
