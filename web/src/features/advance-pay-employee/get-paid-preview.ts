import type { CallableOutput } from '../../../../shared/callables/index';
import type { PayoutChoice } from '../../../../shared/domain/advance-pay/advance-transaction';
import { withdrawalFees } from '../../../../shared/domain/advance-pay/withdrawal-rules';
import { rmToSen, senToRm } from '../../../../shared/domain/money/money';

/** What Get Paid needs of the balance to show a request's fees. */
type FeeTermsOf = Pick<
  CallableOutput<'advancePayEmployee-getAdvancePayBalance'>,
  'serviceFeePercentage' | 'serviceFeePaidBy' | 'instantPayoutFeePercentage'
>;

/** A request's fees and what the employee receives, RM. `instantFee` only for an instant payout. */
export interface RequestPreview {
  fee: number;
  instantFee?: number;
  net: number;
}

/** Whether the organisation offers instant payout (the balance carries its fee, %, only then). */
export const instantOffered = (b: FeeTermsOf): boolean => typeof b.instantPayoutFeePercentage === 'number';

/**
 * The fees of `amount` RM with the payout chosen and what the employee receives, as the request
 * stores them (shared withdrawalFees, docs/rules.md#fees and #instant-payout). Instant where the
 * organisation does not offer it counts as standard: the page never sends it then.
 */
export function requestPreview(b: FeeTermsOf, amount: number, payout: PayoutChoice): RequestPreview {
  const instant = payout === 'instant' && instantOffered(b);
  const fees = withdrawalFees(rmToSen(amount), {
    serviceFeePercentage: b.serviceFeePercentage,
    paidBy: b.serviceFeePaidBy,
    ...(instant ? { instantFeePercentage: b.instantPayoutFeePercentage ?? 0 } : {}),
  });
  return {
    fee: senToRm(fees.feeSen),
    net: senToRm(fees.netAmountSen),
    ...(fees.instantFeeSen !== undefined ? { instantFee: senToRm(fees.instantFeeSen) } : {}),
  };
}
