import type { DisbursementRecord, PayeeRecord } from '../../../shared/domain/finance/disbursement-record';

/** Where a disbursement's gateway payouts stand (read by cancel and complete, which pay no one). */

/** The gateway reference of a payee's payout: one per disbursement and payee, so it is paid at most once. */
export const payoutReference = (d: Pick<DisbursementRecord, 'id'>, payee: Pick<PayeeRecord, 'id'>) =>
  `${d.id}-${payee.id}`;

/** The payees of `d` not yet paid through the gateway. */
export const unpaidPayees = (d: DisbursementRecord): PayeeRecord[] => {
  const paid = new Set((d.payouts ?? []).filter((p) => p.status === 'paid').map((p) => p.payeeId));
  return d.selectedPayees.filter((p) => !paid.has(p.id));
};

/** Has any payee of `d` been paid through the gateway (money already out: it can no longer be cancelled)? */
export const anyPaidOut = (d: DisbursementRecord) => (d.payouts ?? []).some((p) => p.status === 'paid');
