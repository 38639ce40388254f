import type { AdvanceTransactionRecord } from '../../../shared/domain/advance-pay/advance-transaction';
import { addSen, asSen } from '../../../shared/domain/money/money';
import { epochSeconds, klDate } from '../../../shared/domain/time/time';
import { logger } from '../../core/powertools';
import { updateAdvanceTransaction } from '../../data/advance-pay/advance-transactions';
import { isWriteConflict } from '../../data/table/table';
import { paymentGateway } from '../finance/payment-gateway';
import { sendWithdrawalNotices, type KnownPeople } from './withdrawal-notices';

/**
 * The instant DuitNow payout of an approved withdrawal (docs/rules.md#instant-payout), through the
 * payment-gateway interface the disbursements use. Nothing is paid twice:
 * - one caller at a time holds the payout: it first moves the withdrawal from `due` to `sending`,
 *   conditionally on the version it read (a racing approval, a retry, loses and leaves it alone);
 *   a holder that died is replaced only after {@link INSTANT_LEASE_SECONDS};
 * - the gateway call carries one idempotency key per request ({@link instantReference}): a reference
 *   already paid is answered as paid and never paid again;
 * - an instant payout still due or sending is in no end-of-day queue (data/advance-pay/advance-transaction-index.ts).
 * Paid → completed with the gateway's reference. Failed → approved and `standard` again, for the next
 * end-of-day batch, without the instant fee, the history saying why.
 */

/** Who the history names for the instant payout's steps. */
export const INSTANT_PAYOUT_BY = 'Instant payout (DuitNow)';
/** How long a holder of the payout has before another caller may take it over (the Lambda times out well before). */
export const INSTANT_LEASE_SECONDS = 300;

/** The gateway's idempotency key of a withdrawal's instant payout: one per request. */
export const instantReference = (tx: Pick<AdvanceTransactionRecord, 'id'>) => `ADV-INSTANT-${tx.id}`;

/** May this caller take the payout now (due, or held by a caller whose lease ran out)? */
export const instantPayoutClaimable = (tx: AdvanceTransactionRecord, now: number) =>
  tx.status === 'approved' &&
  tx.payout === 'instant' &&
  (tx.instantState === 'due' ||
    (tx.instantState === 'sending' && (tx.instantClaimAt ?? 0) + INSTANT_LEASE_SECONDS <= now));

/** The next version of a withdrawal: always a newer `modifiedAt`, so a reader of the old one cannot write. */
const nextVersion = (tx: AdvanceTransactionRecord, now: number) => Math.max(now, tx.modifiedAt + 1);

/**
 * Pay an approved instant withdrawal now (see this module's comment); answers the withdrawal as
 * written (unchanged when not due or held by another caller). Never throws for the payout's sake:
 * the approval that asked for it is already stored.
 */
export async function payInstantly(
  tx: AdvanceTransactionRecord,
  employeeName: string,
  known: KnownPeople = {},
): Promise<AdvanceTransactionRecord> {
  const now = epochSeconds();
  if (!instantPayoutClaimable(tx, now)) return tx;
  const claimAt = nextVersion(tx, now);
  const claimed: AdvanceTransactionRecord = {
    ...tx,
    instantState: 'sending',
    instantClaimAt: claimAt,
    modifiedAt: claimAt,
  };
  try {
    await updateAdvanceTransaction(tx, claimed);
  } catch (err) {
    if (isWriteConflict(err)) return tx; // another caller holds it, or it changed meanwhile
    throw err;
  }
  const reference = instantReference(tx);
  let result: Awaited<ReturnType<ReturnType<typeof paymentGateway>['payout']>>;
  try {
    result = await paymentGateway().payout({
      reference,
      amountSen: tx.netAmountSen ?? tx.amountSen,
      bankCode: tx.banking?.bankCode ?? '',
      accountNumber: tx.banking?.accountNumber ?? '',
      name: employeeName,
    });
  } catch (error) {
    // Not known whether it was paid: it stays held; after the lease a retry asks the gateway again (same key).
    logger.error('Instant payout: no answer', { id: tx.id, error: error as Error });
    return claimed;
  }
  const at = nextVersion(claimed, epochSeconds());
  const after: AdvanceTransactionRecord =
    result.status === 'paid'
      ? {
          ...claimed,
          status: 'completed',
          instantState: 'paid',
          gatewayReference: result.reference,
          transferDate: klDate(new Date(at * 1000)),
          modifiedAt: at,
          modifiedBy: INSTANT_PAYOUT_BY,
          history: [
            ...(claimed.history ?? []),
            {
              status: 'completed',
              at,
              by: INSTANT_PAYOUT_BY,
              reason: `Paid instantly by DuitNow (reference ${result.reference})`,
            },
          ],
        }
      : fallenBack(claimed, at, result.reason);
  try {
    await updateAdvanceTransaction(claimed, after);
  } catch (err) {
    if (!isWriteConflict(err)) throw err;
    // Changed while held (an administrator's cancel): the gateway's answer is logged for the books.
    logger.error('Instant payout: changed while held', { id: tx.id, result });
    return claimed;
  }
  // Paid: the completed notice; failed: the fallback's own (the status stays approved).
  const step = after.instantState === 'failed' ? ('instantFailed' as const) : undefined;
  await sendWithdrawalNotices([{ before: claimed, after, ...(step ? { step } : {}) }], known);
  return after;
}

/** A failed instant payout: back to the end-of-day batch as standard, the instant fee not charged. */
function fallenBack(tx: AdvanceTransactionRecord, at: number, why: string): AdvanceTransactionRecord {
  const { instantFeeSen, instantClaimAt: _claim, ...rest } = tx;
  return {
    ...rest,
    payout: 'standard',
    instantState: 'failed',
    instantFailure: why,
    netAmountSen: addSen(asSen(tx.netAmountSen ?? tx.amountSen), asSen(instantFeeSen ?? 0)),
    modifiedAt: at,
    modifiedBy: INSTANT_PAYOUT_BY,
    history: [
      ...(tx.history ?? []),
      {
        status: 'approved',
        at,
        by: INSTANT_PAYOUT_BY,
        reason: `The instant payout failed (${why}); it goes with the next end-of-day batch, without the instant fee`,
      },
    ],
  };
}
