import { getAdvancePayBalance } from '../../../shared/callables/advance-pay-employee';
import { asSen, formatRm, senToRm } from '../../../shared/domain/money/money';
import { ownCapMessage } from '../../../shared/domain/advance-pay/self-limits';
import { WITHDRAWAL_REASONS } from '../../../shared/domain/advance-pay/withdrawal-reasons';
import { FREQUENCY_LABELS } from '../../../shared/domain/advance-pay/withdrawal-policy';
import { bankChangeReview, MIN_WITHDRAWAL_SEN } from '../../../shared/domain/advance-pay/withdrawal-rules';
import { epochSeconds } from '../../../shared/domain/time/time';
import {
  hasBankAccount,
  hasVerifiedMobile,
  missingWithdrawalSteps,
} from '../../../shared/domain/advance-pay/withdrawal-steps';
import { expectedCreditDate } from '../../../shared/domain/time/working-days';
import { businessCalendar } from '../../data/calendar/calendar-read';
import { makeHandler } from '../chain/make-handler';
import { loadWithdrawalEvaluation } from '../../services/advance-pay/withdrawals';

/** '+60111234 5678' → '+6011****5678': enough to recognise one's own number. */
const maskMobile = (m: string) => (m.length > 8 ? `${m.slice(0, 5)}${'*'.repeat(m.length - 9)}${m.slice(-4)}` : m);

/** The caller's balance data for the Get Paid page, from the one evaluation of lambdas/services/advance-pay/withdrawals.ts. */
export const handler = makeHandler(getAdvancePayBalance, async (_input, caller) => {
  const { org, employee, evaluation: e, lastReason } = await loadWithdrawalEvaluation(caller);
  const p = e.policy;
  const maximumWithdrawalAmount = p ? senToRm(p.maximumWithdrawalAmountSen) : 0;
  return {
    withdrawable: senToRm(e.withdrawableSen),
    advancePay: e.advancePay,
    cutOff: e.cutOff,
    period: e.period.text,
    periodKey: e.period.key,
    reasons: [...WITHDRAWAL_REASONS],
    lastReason: WITHDRAWAL_REASONS.find((r) => r === lastReason) ?? null,
    balance: senToRm(e.balanceSen),
    frequencyExceeded: e.frequencyExceeded,
    earnedWages: senToRm(e.earnedSen),
    withdrawnThisPeriod: senToRm(e.withdrawnSen),
    serviceFeePercentage: org.serviceFeePercentage ?? 0,
    serviceFeePaidBy: org.serviceFeePaidBy ?? 'employee',
    instantPayoutFeePercentage: org.instantPayout === 'yes' ? (org.instantPayoutFeePercentage ?? 0) : null,
    minimum: senToRm(MIN_WITHDRAWAL_SEN),
    cutoffDate: org.cutoffDate,
    policy: p
      ? {
          type: p.type,
          maximumWithdrawalAmount,
          withdrawalFrequency: p.withdrawalFrequency,
          frequencyLabel: FREQUENCY_LABELS[p.withdrawalFrequency],
          withdrawalDate: p.withdrawalDate,
          autoApproval: p.autoApproval,
          summary:
            `Up to ${formatRm(maximumWithdrawalAmount)} a period (and at most 50% of your earned wages), ${FREQUENCY_LABELS[p.withdrawalFrequency].toLowerCase()}` +
            `${p.withdrawalDate ? ` from day ${p.withdrawalDate}` : ''}; ${p.autoApproval ? 'approved at once' : 'approved by your employer'}.`,
        }
      : null,
    blocked: e.blocked ? { reason: e.blocked.reason, message: e.blocked.message } : null,
    ownLimit:
      e.ownCapBinds && e.selfLimits.monthlyCapSen !== null
        ? ownCapMessage(asSen(e.selfLimits.monthlyCapSen), e.withdrawableSen)
        : null,
    // From the employee record as stored now (never the session's token): a number verified a moment ago counts.
    mobileNumber: hasVerifiedMobile(employee) && employee.mobileNumber ? maskMobile(employee.mobileNumber) : null,
    hasBankAccount: hasBankAccount(employee),
    missingSteps: missingWithdrawalSteps(employee),
    expectedCreditDate: expectedCreditDate(e.at, await businessCalendar(e.at)),
    bankChangeReview: bankChangeReview(employee.bankAccountChangedAt, epochSeconds(e.at)),
  };
});
