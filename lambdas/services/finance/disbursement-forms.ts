import { ulid } from 'ulid';
import { preparedByUser } from '../../../shared/domain/organisations/maker-checker';
import { disbursementFeesSen, type DisbursementFields } from '../../../shared/domain/finance/disbursement';
import {
  payeeToSen,
  type DisbursementRecord,
  type PayeeRecord,
} from '../../../shared/domain/finance/disbursement-record';
import { normaliseIc } from '../../../shared/domain/employees/employee';
import { epochSeconds } from '../../../shared/domain/time/time';
import type { OrganisationRecord } from '../../../shared/domain/organisations/organisation-record';
import { invoicePrefix } from '../../../shared/domain/files/uploads';
import { AppError, type ErrorDetail } from '../../../shared/registry/errors';
import { callerName, ownOrgId, type Caller } from '../../core/caller';
import { disbursementAudit } from '../../data/finance/disbursement-audit';
import { getSupplier } from '../../data/benefits/suppliers';
import {
  newDisbursementItem,
  replaceDisbursementItem,
  requireDisbursement,
  writeDisbursementChange,
} from '../../data/finance/disbursements';
import { employeePayeesFromRecords } from '../employees/payout-accounts';
import {
  historyItem,
  nextModifiedAt,
  requireAction,
  requireDisbursementsOrg,
  requireFresh,
  rmText,
  type DisbursementRef,
} from './disbursements';

/**
 * A disbursement form (create, update) made into the record: its payees checked against the
 * organisation's records, its fees computed (docs/rules.md#disbursements), and written with its
 * history entry in one transaction (`createDisbursement`, `updateDisbursement`; sen inside, the
 * handlers give callers RM).
 */

const refuse = (message: string, details: ErrorDetail[]) => new AppError('FAILED_PRECONDITION', message, details);

/**
 * The payees as stored, checked against the organisation's records (never trusting the form):
 * an employee payee must be an approved employee, paid into the account on their record (the
 * payout-account gate refuses a form naming another, 400); a supplier payee an APPROVED supplier paid into one of its own bank
 * account rows (bank and account from that row), each invoice in the organisation's invoice
 * folder. A payee named twice is refused (422). The form's amounts (RM) become sen here, once.
 */
export async function checkedPayees(orgId: string, fields: DisbursementFields): Promise<PayeeRecord[]> {
  const payees = fields.selectedPayees.map((p) =>
    payeeToSen(fields.payeesType === 'employees' ? { ...p, id: normaliseIc(p.id) } : p),
  );
  const seen = new Set<string>();
  payees.forEach((p, i) => {
    if (seen.has(p.id))
      throw refuse(`${p.name} is named twice. Add each payee once.`, [
        { field: `selectedPayees.${i}.id`, message: 'Duplicated payee' },
      ]);
    seen.add(p.id);
  });
  return fields.payeesType === 'employees' ? employeePayeesFromRecords(orgId, payees) : supplierPayees(orgId, payees);
}

async function supplierPayees(orgId: string, payees: PayeeRecord[]): Promise<PayeeRecord[]> {
  const folder = invoicePrefix(orgId);
  const out: PayeeRecord[] = [];
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
      amountSen: p.amountSen,
      bankDetailId: account.id,
      files,
    });
  }
  return out;
}

/** The fee figures of payees under the organisation's percentages, in sen. */
export function feesOf(org: OrganisationRecord, payees: readonly PayeeRecord[], repaymentPeriod: number) {
  const platformFeePercentage = org.disbursements.platformFeePercentage ?? 0;
  const monthlyFeePercentage = org.disbursements.monthlyFeePercentage ?? 0;
  const fees = disbursementFeesSen(
    payees.map((p) => p.amountSen),
    { platformFeePercentage, monthlyFeePercentage },
    repaymentPeriod,
  );
  return {
    disbursementTotalSen: fees.disbursementTotal,
    platformFeeSen: fees.platformFee,
    monthlyFeesTotalSen: fees.monthlyFeesTotal,
    feesTotalSen: fees.feesTotal,
    totalSen: fees.total,
    platformFeePercentage,
    monthlyFeePercentage,
  };
}

/** The record of a form: payees checked, fees computed, status from Save as Draft / Proceed. */
export async function disbursementFromForm(
  caller: Caller,
  org: OrganisationRecord,
  fields: DisbursementFields,
  base: { id: string; createdAt: number; createdBy?: string; modifiedAt: number },
): Promise<DisbursementRecord> {
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

/** A new disbursement of the caller's organisation: draft (Save as Draft) or pending approval (Proceed). */
export async function createDisbursement(caller: Caller, fields: DisbursementFields): Promise<DisbursementRecord> {
  const org = await requireDisbursementsOrg(ownOrgId(caller));
  const now = epochSeconds();
  const d = await disbursementFromForm(caller, org, fields, {
    id: newDisbursementId(),
    createdAt: now,
    createdBy: callerName(caller),
    modifiedAt: now,
  });
  await writeDisbursementChange([
    newDisbursementItem(d),
    historyItem(caller, d, now, {
      action: 'created',
      to: d.status,
      why: `${d.selectedPayees.length} ${d.payeesType === 'employees' ? 'employee' : 'supplier'} payee(s), total ${rmText(d.totalSen)}`,
    }),
    disbursementAudit(d.isDraft ? 'drafted' : 'created', undefined, d),
  ]);
  return d;
}

/** What an edit changed, for its history entry. */
function changes(before: DisbursementRecord, after: DisbursementRecord): string {
  const out: string[] = [];
  if (before.name !== after.name) out.push(`name "${before.name}" → "${after.name}"`);
  if (before.date !== after.date) out.push(`date ${before.date} → ${after.date}`);
  if (before.repaymentPeriod !== after.repaymentPeriod)
    out.push(`repayment period ${before.repaymentPeriod} → ${after.repaymentPeriod} month(s)`);
  if (before.payeesType !== after.payeesType) out.push(`payees ${before.payeesType} → ${after.payeesType}`);
  if (before.selectedPayees.length !== after.selectedPayees.length)
    out.push(`${before.selectedPayees.length} → ${after.selectedPayees.length} payee(s)`);
  if (before.totalSen !== after.totalSen) out.push(`total ${rmText(before.totalSen)} → ${rmText(after.totalSen)}`);
  if ((before.notes ?? '') !== (after.notes ?? '')) out.push('notes');
  return out.length ? out.join('; ') : 'no change of figures';
}

/**
 * Management changes a draft or pending-approval disbursement: Save as Draft keeps a draft a draft
 * (refused for one pending approval); Proceed makes it pending approval. Payees and fees are checked
 * and computed again.
 */
export async function updateDisbursement(
  caller: Caller,
  { disbursementId, modifiedAt, ...fields }: DisbursementRef & DisbursementFields,
): Promise<DisbursementRecord> {
  const orgId = ownOrgId(caller);
  const before = await requireDisbursement(orgId, disbursementId);
  requireFresh(before, modifiedAt);
  requireAction(before, fields.isDraft ? 'saveDraft' : 'update');
  const org = await requireDisbursementsOrg(orgId);
  const at = nextModifiedAt(before);
  const after = await disbursementFromForm(caller, org, fields, {
    id: before.id,
    createdAt: before.createdAt,
    ...(before.createdBy ? { createdBy: before.createdBy } : {}),
    modifiedAt: at,
  });
  await writeDisbursementChange([
    replaceDisbursementItem(before, after),
    historyItem(caller, before, at, {
      action: 'edited',
      from: before.status,
      to: after.status,
      why: changes(before, after),
    }),
    disbursementAudit('changed', before, after),
  ]);
  return after;
}
