import { ulid } from 'ulid';
import {
  disbursementFeesSen,
  disbursementTransition,
  visibleDisbursementStatuses,
  type Disbursement,
  type DisbursementAction,
  type DisbursementFields,
  type SelectedPayee,
} from '../../shared/domain/disbursement';
import { normaliseIc } from '../../shared/domain/employee';
import { bankByCode } from '../../shared/domain/banks';
import { rmToSen, senToRm } from '../../shared/domain/money';
import { preparedByUser } from '../../shared/domain/maker-checker';
import type { Organisation } from '../../shared/domain/organisation';
import type { RecordHistoryEntry } from '../../shared/domain/record-history';
import { epochSeconds } from '../../shared/domain/time';
import { invoicePrefix } from '../../shared/domain/uploads';
import { AppError, type ErrorDetail } from '../../shared/registry/errors';
import { callerName, type Caller } from '../core/caller';
import { disbursementNotFound, getDisbursement } from '../data/disbursements';
import { getEmployees } from '../data/employees';
import { getOrg } from '../data/orgs';
import { recordHistoryItem } from '../data/record-history';
import { getSupplier } from '../data/suppliers';
import type { TransactItem } from '../data/table';

/** The organisation, which must have Disbursements on (403 otherwise: it has no credit line to draw on). */
export async function requireDisbursementsOrg(orgId: string): Promise<Organisation> {
  const org = await getOrg(orgId);
  if (org?.disbursements.enable !== 'yes')
    throw new AppError('FORBIDDEN', 'Disbursements are not enabled for your organisation.');
  return org;
}

/**
 * A disbursement the caller may see: management its own organisation's, administrators only the
 * statuses they see (approved onward). Anything else is the same 404 as an absent one.
 */
export async function requireVisibleDisbursement(caller: Caller, orgId: string, id: string): Promise<Disbursement> {
  const d = await getDisbursement(orgId, id);
  if (!d || !visibleDisbursementStatuses(caller.isAdmin ? 'admin' : 'management').includes(d.status))
    throw disbursementNotFound(id);
  return d;
}

/** The next status of `d` under `action`, else 409 with what would allow it. */
export function requireAction(d: Disbursement, action: DisbursementAction) {
  const next = disbursementTransition(d.status, action);
  if (!next.ok)
    throw new AppError('INVALID_STATE', next.message, [
      { field: 'status', message: `The disbursement is ${d.status}` },
    ]);
  return next.to;
}

/** `modifiedAt` as the caller read it must still be the stored one (409 otherwise). */
export function requireFresh(d: Disbursement, modifiedAt: number | undefined): void {
  if (modifiedAt !== undefined && modifiedAt !== d.modifiedAt)
    throw new AppError(
      'INVALID_STATE',
      'The disbursement was changed by someone else meanwhile. Reload and try again.',
    );
}

/** A change's `modifiedAt`: now, and always after the version it replaces (two changes in one second stay apart). */
export const nextModifiedAt = (d: Disbursement) => Math.max(epochSeconds(), d.modifiedAt + 1);

/** The history entry of a change (same transaction as the change). */
export function historyItem(
  caller: Caller,
  d: Disbursement,
  at: number,
  entry: Omit<RecordHistoryEntry, 'at' | 'by'>,
): TransactItem {
  return recordHistoryItem(d.orgId, 'DISBURSEMENT', d.id, { at, by: callerName(caller), ...entry });
}

const refuse = (message: string, details: ErrorDetail[]) => new AppError('FAILED_PRECONDITION', message, details);

/**
 * The payees as stored, checked against the organisation's records (never trusting the form):
 * an employee payee must be an approved employee (its name and contact from the record, the bank
 * and account from the form); a supplier payee an APPROVED supplier paid into one of its own bank
 * account rows (bank and account from that row), each invoice in the organisation's invoice
 * folder. A payee named twice is refused (422).
 */
export async function checkedPayees(orgId: string, fields: DisbursementFields): Promise<SelectedPayee[]> {
  const payees = fields.selectedPayees.map((p) =>
    fields.payeesType === 'employees' ? { ...p, id: normaliseIc(p.id) } : p,
  );
  const seen = new Set<string>();
  payees.forEach((p, i) => {
    if (seen.has(p.id))
      throw refuse(`${p.name} is named twice. Add each payee once.`, [
        { field: `selectedPayees.${i}.id`, message: 'Duplicated payee' },
      ]);
    seen.add(p.id);
  });
  return fields.payeesType === 'employees' ? employeePayees(orgId, payees) : supplierPayees(orgId, payees);
}

async function employeePayees(orgId: string, payees: SelectedPayee[]): Promise<SelectedPayee[]> {
  const found = new Map(
    (
      await getEmployees(
        orgId,
        payees.map((p) => p.id),
      )
    ).map((e) => [e.employeeICNumber, e]),
  );
  return payees.map((p, i) => {
    const employee = found.get(p.id);
    if (employee?.status !== 'approved')
      throw refuse(`${p.name} is not an approved employee of your organisation.`, [
        { field: `selectedPayees.${i}.id`, message: 'Not an approved employee' },
      ]);
    const bank = bankByCode(p.bankCode);
    if (!bank)
      throw new AppError('INVALID_ARGUMENT', `Choose the bank of ${employee.name}'s account.`, [
        { field: `selectedPayees.${i}.bankCode`, message: 'Not a valid bank' },
      ]);
    return {
      id: p.id,
      name: employee.name,
      ...(employee.email ? { email: employee.email } : {}),
      ...(employee.mobileNumber ? { mobileNumber: employee.mobileNumber } : {}),
      bank: bank.name,
      bankCode: bank.code,
      accountNumber: p.accountNumber,
      amount: p.amount,
    };
  });
}

async function supplierPayees(orgId: string, payees: SelectedPayee[]): Promise<SelectedPayee[]> {
  const folder = invoicePrefix(orgId);
  const out: SelectedPayee[] = [];
  for (const [i, p] of payees.entries()) {
    const supplier = await getSupplier(orgId, p.id);
    if (supplier?.status !== 'APPROVED')
      throw refuse(`${p.name} is not an approved supplier of your organisation.`, [
        { field: `selectedPayees.${i}.id`, message: 'Not an approved supplier' },
      ]);
    const account = supplier.bankDetails.find((b) => b.id === p.bankDetailId);
    if (!account)
      throw refuse(`Choose one of ${supplier.companyName}'s bank accounts.`, [
        { field: `selectedPayees.${i}.bankDetailId`, message: 'Not a bank account of this supplier' },
      ]);
    const files = p.files ?? [];
    files.forEach((f, j) => {
      if (!f.url.startsWith(folder) || f.url.includes('..'))
        throw refuse(`The invoice ${f.fileName} was not uploaded for your organisation. Upload it again.`, [
          { field: `selectedPayees.${i}.files.${j}.url`, message: 'Not an invoice of this organisation' },
        ]);
    });
    out.push({
      id: supplier.id,
      name: supplier.companyName,
      email: supplier.email,
      mobileNumber: supplier.mobileNumber,
      bank: account.bank,
      bankCode: account.bankCode,
      accountNumber: account.accountNumber,
      amount: p.amount,
      bankDetailId: account.id,
      files,
    });
  }
  return out;
}

/** The fee figures of payees under the organisation's percentages, in RM (computed in sen). */
export function feesOf(org: Organisation, payees: readonly SelectedPayee[], repaymentPeriod: number) {
  const platformFeePercentage = org.disbursements.platformFeePercentage ?? 0;
  const monthlyFeePercentage = org.disbursements.monthlyFeePercentage ?? 0;
  const fees = disbursementFeesSen(
    payees.map((p) => rmToSen(p.amount)),
    { platformFeePercentage, monthlyFeePercentage },
    repaymentPeriod,
  );
  return {
    disbursementTotal: senToRm(fees.disbursementTotal),
    platformFee: senToRm(fees.platformFee),
    monthlyFeesTotal: senToRm(fees.monthlyFeesTotal),
    feesTotal: senToRm(fees.feesTotal),
    total: senToRm(fees.total),
    platformFeePercentage,
    monthlyFeePercentage,
  };
}

/** The record of a form: payees checked, fees computed, status from Save as Draft / Proceed. */
export async function disbursementFromForm(
  caller: Caller,
  org: Organisation,
  fields: DisbursementFields,
  base: { id: string; createdAt: number; createdBy?: string; modifiedAt: number },
): Promise<Disbursement> {
  const selectedPayees = await checkedPayees(org.id, fields);
  const isDraft = fields.isDraft === true;
  return {
    ...base,
    orgId: org.id,
    orgName: org.name,
    name: fields.name,
    date: fields.date,
    repaymentPeriod: fields.repaymentPeriod,
    payeesType: fields.payeesType,
    ...(fields.notes ? { notes: fields.notes } : {}),
    status: isDraft ? 'draft' : 'pending-approval',
    isDraft,
    selectedPayees,
    ...feesOf(org, selectedPayees, fields.repaymentPeriod),
    modifiedBy: callerName(caller),
    // Whoever writes the form prepares what is paid: not its approver (docs/rules.md#maker-checker).
    ...preparedByUser({ userId: caller.userId, name: callerName(caller) }),
  };
}

/** A new disbursement's id. */
export const newDisbursementId = () => ulid();

/** 'RM 5,250.00'-style text for history entries. */
export const rmText = (rm: number) => `RM ${rm.toFixed(2)}`;
