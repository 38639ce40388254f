import type { AdvanceTransaction } from '../../../shared/domain/advance-pay/advance-transaction';
import { formatRm } from '../../../shared/domain/money/money-format';

/** A fee as a percentage of the amount, to 2 decimals (0 for no amount): how the pages show a stored fee. */
export const feePercentOf = (fee: number, amount: number): number =>
  amount > 0 ? Math.round((fee / amount) * 10_000) / 100 : 0;

/** What the staff's pages show of a withdrawal's payout. */
type PayoutFactsOf = Pick<AdvanceTransaction, 'amount'> &
  Partial<Pick<AdvanceTransaction, 'payout' | 'instantFee' | 'instantState' | 'instantFailure' | 'gatewayReference'>>;

/**
 * A withdrawal's payout for the Manager's and the administrator's pages (in English, as those pages
 * are; docs/rules.md#instant-payout): how it is paid (an instant payout that failed says why and that
 * it went back to the end-of-day batch), the instant fee in RM and %, the DuitNow reference once paid.
 * Nothing for a withdrawal stored before the payout was recorded.
 */
export function payoutFacts(t: PayoutFactsOf): { label: string; value: string }[] {
  if (!t.payout) return [];
  const facts = [
    {
      label: 'Payout',
      value:
        t.payout === 'instant'
          ? 'Instant (DuitNow)'
          : t.instantState === 'failed'
            ? `Standard: the instant payout failed${t.instantFailure ? ` (${t.instantFailure})` : ''}; end-of-day bank transfer, no instant fee`
            : 'Standard (end-of-day bank transfer)',
    },
  ];
  if (t.instantFee !== undefined)
    facts.push({
      label: 'Instant Payout Fee',
      value: `${formatRm(t.instantFee)} (${feePercentOf(t.instantFee, t.amount)}%)`,
    });
  if (t.gatewayReference) facts.push({ label: 'DuitNow Reference', value: t.gatewayReference });
  return facts;
}
