import {
  instantPayoutDue,
  type AdvanceTransactionRecord,
} from '../../../shared/domain/advance-pay/advance-transaction';
import {
  gsi2AdvancePeriod,
  gsi3AdvanceEndOfDay,
  gsi3AdvanceInstant,
  gsi3AdvancePending,
  gsi3AdvanceSentToBank,
  gsi4AdvanceMonth,
} from '../table/keys';

/**
 * Where a transaction shows in the indexes: GSI2 by period under its own organisation; GSI4 by
 * period across organisations, on its shard of the platform's month; under its own organisation,
 * GSI3 while it waits for the end-of-day batch (approved and not an instant payout still due, or
 * processing not yet sent to bank) or, sent to bank and processing, for `completeAll`, or,
 * pending, for a Manager's decision, or, approved and an instant payout still due or being paid, for
 * the instant-payout-retry job. A status change rewrites the item, so it moves by itself.
 */
export function indexAttributes(
  tx: Pick<AdvanceTransactionRecord, 'orgId' | 'id' | 'periodKey' | 'status' | 'sentToBank' | 'instantState'>,
): Record<string, unknown> {
  const out: Record<string, unknown> = {
    gsi2pk: gsi2AdvancePeriod(tx.periodKey, tx.orgId),
    gsi2sk: tx.id,
    gsi4pk: gsi4AdvanceMonth(tx.periodKey, tx.id),
    gsi4sk: tx.id,
  };
  // An instant payout not yet failed is the gateway's to pay: never in a bank file too.
  if ((tx.status === 'approved' && !instantPayoutDue(tx)) || (tx.status === 'processing' && !tx.sentToBank))
    Object.assign(out, { gsi3pk: gsi3AdvanceEndOfDay(tx.orgId), gsi3sk: tx.id });
  else if (tx.status === 'processing' && tx.sentToBank)
    Object.assign(out, { gsi3pk: gsi3AdvanceSentToBank(tx.orgId), gsi3sk: tx.id });
  else if (tx.status === 'pending') Object.assign(out, { gsi3pk: gsi3AdvancePending(tx.orgId), gsi3sk: tx.id });
  else if (tx.status === 'approved') Object.assign(out, { gsi3pk: gsi3AdvanceInstant(tx.orgId), gsi3sk: tx.id });
  return out;
}
