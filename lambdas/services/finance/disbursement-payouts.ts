import type { DisbursementRecord, PayeeRecord, PayoutRecord } from '../../../shared/domain/finance/disbursement-record';
import { asSen, sumSen } from '../../../shared/domain/money/money';
import { AppError } from '../../../shared/registry/errors';
import { callerName, scopeOrg, type Caller } from '../../core/caller';
import { disbursementAudit } from '../../data/finance/disbursement-audit';
import {
  replaceDisbursementItem,
  requireDisbursement,
  writeDisbursementChange,
} from '../../data/finance/disbursements';
import {
  historyItem,
  nextModifiedAt,
  requireAction,
  requireFresh,
  requireVisibleDisbursement,
  rmText,
  type AdminDisbursementRef,
} from './disbursements';
import { paymentGateway } from './payment-gateway';
import { payeesAtPayment } from '../employees/payout-accounts';
import { payoutReference, unpaidPayees } from './disbursement-payout-state';
import { transitionDisbursement } from './disbursement-transitions';

/**
 * Paying a disbursement's payees (docs/rules.md#disbursements): by bank file
 * (`processDisbursement`, with `disbursementDetails` for the file's rows) or through the payment
 * gateway (`payDisbursementWithGateway`). Both pay an employee into the account on their record as
 * it is now (the payout-account gate, ../employees/payout-accounts.ts). Sen inside; the handlers
 * give callers RM.
 */

/**
 * The payees of an approved or processing disbursement for the processing file, unchanged; an
 * employee's bank and account are read from their record now (the payout-account gate).
 */
export async function disbursementDetails(
  caller: Caller,
  { orgId, disbursementId }: AdminDisbursementRef,
): Promise<PayeeRecord[]> {
  const d = await requireVisibleDisbursement(caller, scopeOrg(caller, orgId), disbursementId);
  requireAction(d, 'generateDetails');
  return payeesAtPayment(d);
}

/**
 * An administrator downloads an approved disbursement for processing (payment by bank file): it
 * becomes processing, and its payees are those of the file. An employee is paid into the account
 * on their record as it is now (the payout-account gate), which the disbursement keeps.
 */
export async function processDisbursement(
  caller: Caller,
  { orgId, disbursementId, modifiedAt }: AdminDisbursementRef,
): Promise<DisbursementRecord> {
  const before = await requireDisbursement(scopeOrg(caller, orgId), disbursementId);
  requireFresh(before, modifiedAt);
  requireAction(before, 'process');
  const selectedPayees = await payeesAtPayment(before);
  return transitionDisbursement(caller, before, 'process', {
    set: { selectedPayees },
    why: `Processing file of ${before.selectedPayees.length} payee(s) downloaded`,
  });
}

/** An administrator pays a disbursement through the payment gateway (each unpaid payee once). */
export async function payDisbursementWithGateway(
  caller: Caller,
  { orgId, disbursementId, modifiedAt }: AdminDisbursementRef,
): Promise<DisbursementRecord> {
  const before = await requireDisbursement(scopeOrg(caller, orgId), disbursementId);
  requireFresh(before, modifiedAt);
  return processWithGateway(caller, before);
}

/**
 * Pay a disbursement through the payment gateway (docs/rules.md#disbursements): each unpaid payee
 * once, by a reference that never pays twice (a retry, or two administrators at once, pays only
 * what is still unpaid). Refused before paying anyone when the gateway's balance cannot cover the
 * unpaid payees. An employee is paid into the account on their record as it is now (the
 * payout-account gate), never a copy. The disbursement becomes processing with every payout recorded; a failed payout
 * leaves `failureReason` (it stays processing, and a retry tries only the failed ones).
 */
async function processWithGateway(caller: Caller, before: DisbursementRecord): Promise<DisbursementRecord> {
  requireAction(before, 'processWithCurlec');
  // A processing disbursement without payouts was downloaded for payment by bank file: paying it
  // through the gateway as well would pay its payees twice.
  if (before.status === 'processing' && !before.payouts?.length)
    throw new AppError(
      'INVALID_STATE',
      'This disbursement was downloaded for processing by bank file, so it is not paid through the payment gateway. Complete or cancel it instead.',
    );
  const unpaid = await payeesAtPayment(before, unpaidPayees(before));
  if (!unpaid.length)
    throw new AppError(
      'INVALID_STATE',
      'Every payee of this disbursement is already paid through the payment gateway. Complete it instead.',
    );
  const gateway = paymentGateway();
  const neededSen = sumSen(unpaid.map((p) => p.amountSen));
  const balanceSen = asSen(await gateway.balance());
  if (balanceSen < neededSen)
    throw new AppError(
      'INVALID_STATE',
      `The payment gateway balance (${rmText(balanceSen)}) is less than the ${rmText(neededSen)} to pay. Top up the gateway account and try again.`,
    );

  const results: PayoutRecord[] = [];
  for (const payee of unpaid) {
    const reference = payoutReference(before, payee);
    const result = await gateway.payout({
      reference,
      amountSen: payee.amountSen,
      bankCode: payee.bankCode,
      accountNumber: payee.accountNumber,
      name: payee.name,
    });
    results.push({
      payeeId: payee.id,
      reference,
      amountSen: payee.amountSen,
      status: result.status,
      ...(result.status === 'failed' ? { reason: result.reason } : {}),
      at: Math.floor(Date.now() / 1000),
    });
  }

  const kept = (before.payouts ?? []).filter((p) => !results.some((r) => r.payeeId === p.payeeId));
  const payouts = [...kept, ...results];
  const failed = results.filter((r) => r.status === 'failed');
  const at = nextModifiedAt(before);
  const after: DisbursementRecord = {
    ...before,
    status: 'processing',
    // Each payee as paid now: the account read from the employee's record.
    selectedPayees: before.selectedPayees.map((p) => unpaid.find((u) => u.id === p.id) ?? p),
    payouts,
    modifiedAt: at,
    modifiedBy: callerName(caller),
  };
  delete after.failureReason;
  if (failed.length) {
    const names = (id: string) => before.selectedPayees.find((p) => p.id === id)?.name ?? id;
    after.failureReason = failed.map((f) => `${names(f.payeeId)}: ${f.reason ?? 'refused'}`).join('; ');
  }
  const paidNow = results.length - failed.length;
  const why =
    `Paid ${paidNow} of ${results.length} payee(s) through the ${gateway.name} gateway` +
    (failed.length ? `; failed: ${after.failureReason}` : '');
  // The gateway's references make the payouts safe to repeat, so a refused write (someone changed
  // the disbursement meanwhile) loses nothing: the next try finds them paid and records them.
  await writeDisbursementChange([
    replaceDisbursementItem(before, after),
    historyItem(caller, before, at, {
      action: 'processed with the payment gateway',
      from: before.status,
      to: after.status,
      why,
    }),
    disbursementAudit('paid through the payment gateway', before, after, why),
  ]);
  return after;
}
