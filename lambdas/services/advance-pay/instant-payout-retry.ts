import { epochSeconds } from '../../../shared/domain/time/time';
import { listOrgInstantPayoutsHeld } from '../../data/advance-pay/advance-transactions-waiting';
import { getEmployee } from '../../data/employees/employees';
import { instantPayoutClaimable, payInstantly } from './instant-payout';

/**
 * How long a payout just approved is left to the call that approved it (it pays at once) before the
 * retry job takes it: a `due` payout older than this was left by a call that died before paying.
 */
export const INSTANT_RETRY_AFTER_SECONDS = 60;

/** What a retry run did in one organisation. */
export interface InstantRetry {
  /** Approved instant payouts still due or being paid. */
  held: number;
  /** Taken again: left due by a call that died, or held past the lease. */
  retried: number;
  paid: number;
  fellBack: number;
}

/**
 * Pay, once, the instant payouts of one organisation that nobody is paying any more
 * (docs/rules.md#instant-payout): a `due` one the approving call never took (it died) and a `sending`
 * one whose holder got no answer from the gateway or died, once its lease has run out. Each goes
 * through {@link payInstantly}: a conditional claim, one idempotency key per request, so the gateway
 * never pays twice, and a racing caller leaves it alone. Paid → completed; failed → the next
 * end-of-day batch without the instant fee; still no answer → held again, for the next run.
 */
export async function retryInstantPayouts(orgId: string): Promise<InstantRetry> {
  const held = await listOrgInstantPayoutsHeld(orgId);
  const out: InstantRetry = { held: held.length, retried: 0, paid: 0, fellBack: 0 };
  for (const tx of held) {
    const now = epochSeconds();
    const left = tx.instantState === 'due' && tx.modifiedAt + INSTANT_RETRY_AFTER_SECONDS > now;
    if (left || !instantPayoutClaimable(tx, now)) continue;
    out.retried += 1;
    const employee = await getEmployee(tx.orgId, tx.employeeICNumber);
    const after = await payInstantly(tx, employee?.name || tx.employeeICNumber);
    if (after.instantState === 'paid') out.paid += 1;
    else if (after.instantState === 'failed') out.fellBack += 1;
  }
  return out;
}
