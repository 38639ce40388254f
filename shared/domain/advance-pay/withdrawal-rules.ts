import {
  asSen,
  formatMyr,
  maxSen,
  minSen,
  percentOfSen,
  senToRm,
  subtractSen,
  ZERO_SEN,
  type Sen,
} from '../money/money';
import { klDateTimeText, klParts } from '../time/time';

/**
 * The rules of an Advance Pay request (docs/rules.md#advance-pay-limits, docs/rules.md#refusals, docs/rules.md#fees), as pure functions of the data a
 * handler has read: the applying policy, what can be withdrawn, the refusals with their
 * messages, and the fee. Amounts in integer sen; days in Asia/Kuala_Lumpur.
 */

export const WITHDRAWAL_FREQUENCIES = ['DAILY', 'ONCE_A_WEEK', 'ONCE_EVERY_TWO_WEEKS', 'ONCE_PER_MONTH'] as const;
export type WithdrawalFrequency = (typeof WITHDRAWAL_FREQUENCIES)[number];

/** The terms' minimum per transaction (RM 100). */
export const MIN_WITHDRAWAL_SEN = asSen(10_000);

/** The share of earned wages an employee may take (50%, from the terms). */
export const EARNED_SHARE = 0.5;

/** A withdrawal policy's statuses as stored (PENDING is its Pending Approval). */
export const WITHDRAWAL_POLICY_STATUS = { pending: 'PENDING', approved: 'APPROVED' } as const;
type WithdrawalPolicyStatus = (typeof WITHDRAWAL_POLICY_STATUS)[keyof typeof WITHDRAWAL_POLICY_STATUS];

/** What the rules need of a withdrawal policy (docs/rules.md#withdrawal-policies), amounts in sen. */
export interface PolicyTerms {
  type: 'GENERAL' | 'ADVANCED';
  status: WithdrawalPolicyStatus;
  maximumWithdrawalAmountSen: Sen;
  withdrawalFrequency: WithdrawalFrequency;
  /** Day of the month from which an ONCE_PER_MONTH withdrawal may be made. */
  withdrawalDate?: number;
  autoApproval: boolean;
  /** Advanced policies only: the salary range they apply to. */
  minSalarySen?: Sen;
  maxSalarySen?: Sen;
}

/**
 * The policy that applies to a salary: the APPROVED advanced policy whose minSalary..maxSalary
 * contains it (the narrowest range when several do), else the APPROVED general policy; none
 * means nothing is withdrawable.
 */
export function applyingPolicy<P extends PolicyTerms>(
  policies: readonly P[],
  salarySen: Sen | undefined,
): P | undefined {
  const approved = policies.filter((p) => p.status === WITHDRAWAL_POLICY_STATUS.approved);
  if (salarySen !== undefined) {
    const advanced = approved
      .flatMap((p) =>
        p.type === 'ADVANCED' &&
        p.minSalarySen !== undefined &&
        p.maxSalarySen !== undefined &&
        p.minSalarySen <= salarySen &&
        salarySen <= p.maxSalarySen
          ? [{ policy: p, width: p.maxSalarySen - p.minSalarySen }]
          : [],
      )
      .sort((a, b) => a.width - b.width)
      .map((a) => a.policy);
    if (advanced.length) return advanced[0];
  }
  return approved.find((p) => p.type === 'GENERAL');
}

/**
 * What can still be withdrawn this period: the least of 50% of earned wages, the policy's
 * maximum and the organisation's `advancePayMax`, each less what was already withdrawn
 * (pending, approved, processing, completed); never below 0; 0 without a policy.
 */
export function withdrawableSen(input: {
  earnedSen: Sen;
  withdrawnSen: Sen;
  policy: PolicyTerms | undefined;
  orgMaxSen: Sen | undefined;
}): Sen {
  const { earnedSen, withdrawnSen, policy, orgMaxSen } = input;
  if (!policy) return ZERO_SEN;
  const caps = [policy.maximumWithdrawalAmountSen, ...(orgMaxSen !== undefined ? [orgMaxSen] : [])];
  return maxSen(ZERO_SEN, subtractSen(minSen(asSen(Math.floor(earnedSen * EARNED_SHARE)), ...caps), withdrawnSen));
}

/** Today is after the organisation's cut-off day of the month (no requests until the next period). */
export function isCutOff(cutoffDate: number | undefined, at: Date = new Date()): boolean {
  return cutoffDate !== undefined && klParts(at).day > cutoffDate;
}

/** Whole Malaysian calendar days from `from` to `to` (0 on the same day). */
export function klDaysBetween(from: Date, to: Date): number {
  const day = (d: Date) => {
    const { year, month, day: dd } = klParts(d);
    return Date.UTC(year, month - 1, dd) / 86_400_000;
  };
  return day(to) - day(from);
}

/**
 * The policy's frequency forbids a request now (docs/rules.md#refusals): DAILY one a day; ONCE_A_WEEK one per
 * 7 days; ONCE_EVERY_TWO_WEEKS one per 14 days; ONCE_PER_MONTH one per period and not before the
 * policy's `withdrawalDate` when set. `previous` are the times of the employee's withdrawals
 * that count (not rejected or cancelled).
 */
export function frequencyExceeded(
  policy: Pick<PolicyTerms, 'withdrawalFrequency' | 'withdrawalDate'>,
  previous: readonly Date[],
  at: Date = new Date(),
): boolean {
  const since = previous.map((p) => klDaysBetween(p, at)).filter((d) => d >= 0);
  switch (policy.withdrawalFrequency) {
    case 'DAILY':
      return since.some((d) => d < 1);
    case 'ONCE_A_WEEK':
      return since.some((d) => d < 7);
    case 'ONCE_EVERY_TWO_WEEKS':
      return since.some((d) => d < 14);
    case 'ONCE_PER_MONTH': {
      const now = klParts(at);
      if (policy.withdrawalDate !== undefined && now.day < policy.withdrawalDate) return true;
      return previous.some((p) => {
        const then = klParts(p);
        return then.year === now.year && then.month === now.month;
      });
    }
  }
}

/** Why a request is refused (422 on the API), with the message a person reads. */
export type WithdrawalRefusal =
  | { reason: 'notAvailable'; message: string }
  | { reason: 'disabled'; message: string }
  | { reason: 'cutOff'; message: string }
  | { reason: 'frequencyExceeded'; message: string }
  | { reason: 'belowMinimum'; message: string }
  | { reason: 'aboveLimit'; message: string };

/** The message for an amount above what can be withdrawn (the product's wording, letter for letter). */
export const limitMessage = (limitSen: Sen) => `Your Withdrawal limit is ${formatMyr(senToRm(limitSen))}!`;

/** The first rule a request breaks, in the order of docs/rules.md#refusals; undefined when it may go ahead. */
export function withdrawalRefusal(input: {
  advancePay: 'yes' | 'no' | undefined;
  withdrawalsDisabled: boolean;
  cutOff: boolean;
  frequencyExceeded: boolean;
  amountSen: Sen;
  withdrawableSen: Sen;
}): WithdrawalRefusal | undefined {
  if (input.advancePay !== 'yes')
    return { reason: 'notAvailable', message: 'Advance Pay is not available for your organisation.' };
  if (input.withdrawalsDisabled)
    return { reason: 'disabled', message: 'Your Advance Pay withdrawals are switched off. Please ask your manager.' };
  if (input.cutOff)
    return {
      reason: 'cutOff',
      message: "This month's cut-off date has passed. You can request again from the 1st of next month.",
    };
  if (input.frequencyExceeded)
    return {
      reason: 'frequencyExceeded',
      message: 'You have reached the number of withdrawals your policy allows for now.',
    };
  if (input.amountSen < MIN_WITHDRAWAL_SEN)
    return {
      reason: 'belowMinimum',
      message: `The minimum per withdrawal is ${formatMyr(senToRm(MIN_WITHDRAWAL_SEN))}.`,
    };
  if (input.amountSen > input.withdrawableSen)
    return { reason: 'aboveLimit', message: limitMessage(input.withdrawableSen) };
  return undefined;
}

/**
 * The service fee of an amount (rounded to the sen, half up) and what the employee receives:
 * paid by the employee, it is deducted upfront; paid by the employer, it is billed to them.
 */
export function serviceFee(
  amountSen: Sen,
  percentage: number,
  paidBy: 'employee' | 'employer',
): { feeSen: Sen; netAmountSen: Sen } {
  const feeSen = percentOfSen(amountSen, percentage);
  return { feeSen, netAmountSen: paidBy === 'employee' ? subtractSen(amountSen, feeSen) : amountSen };
}

/** What a withdrawal's fees depend on: the organisation's terms and the employee's payout choice. */
export interface FeeTerms {
  serviceFeePercentage: number;
  paidBy: 'employee' | 'employer';
  /** The instant payout's fee, %, when the employee chose instant (docs/rules.md#instant-payout); else absent. */
  instantFeePercentage?: number;
}

/**
 * The fees of a withdrawal and what the employee receives (docs/rules.md#fees, #instant-payout): the
 * service fee as {@link serviceFee} has it and, for an instant payout, the instant fee (rounded half
 * up to the sen), always the employee's, taken from what they receive. Get Paid shows what the
 * request stores.
 */
export function withdrawalFees(
  amountSen: Sen,
  terms: FeeTerms,
): { feeSen: Sen; instantFeeSen?: Sen; netAmountSen: Sen } {
  const { feeSen, netAmountSen } = serviceFee(amountSen, terms.serviceFeePercentage, terms.paidBy);
  if (terms.instantFeePercentage === undefined) return { feeSen, netAmountSen };
  const instantFeeSen = percentOfSen(amountSen, terms.instantFeePercentage);
  return { feeSen, instantFeeSen, netAmountSen: subtractSen(netAmountSen, instantFeeSen) };
}

/**
 * The cooling-off after a bank account change (docs/rules.md#cooling-off; banks do it): for this long after
 * an employee's bank account changes, their withdrawals wait for a manager's approval even under a
 * policy that approves automatically, so a stolen session cannot move money out at once.
 */
export const BANK_CHANGE_REVIEW_SECONDS = 24 * 3600;

/**
 * Whether a request made `now` (Unix seconds) falls in the cooling-off of a bank account change,
 * with the sentence that says why (for Get Paid and the request's details); null when it does not.
 */
export function bankChangeReview(
  bankAccountChangedAt: number | undefined,
  now: number,
): { until: number; message: string } | null {
  if (!bankAccountChangedAt) return null;
  const until = bankAccountChangedAt + BANK_CHANGE_REVIEW_SECONDS;
  if (now >= until) return null;
  const text = (s: number) => klDateTimeText(new Date(s * 1000));
  return {
    until,
    message:
      `Your bank account was changed on ${text(bankAccountChangedAt)}. For 24 hours after a change (until ${text(until)}, Malaysia time), ` +
      "every request waits for your employer's approval.",
  };
}
