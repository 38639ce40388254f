import { asSen } from '../../shared/domain/money/money';
import type { WithdrawalPolicyRecord } from '../../shared/domain/advance-pay/withdrawal-policy';
import type { WithdrawalFacts } from '../../lambdas/services/advance-pay/withdrawals';
import { generalPolicyRecord } from './advance-pay-records';

/** A moment at a Malaysian local time (UTC+8). */
export const kl = (iso: string) => new Date(`${iso}+08:00`);

/** The organisation's approved general policy (RM 1,000 maximum, daily) of the evaluation's unit tests. */
export const factsPolicy = (over: Partial<WithdrawalPolicyRecord> = {}): WithdrawalPolicyRecord =>
  generalPolicyRecord('o', 0, over, 't');

/**
 * What a request's evaluation reads, for unit tests: salary RM 3,000 on 15 November 2026 (30 days),
 * so earned RM 1,500 and RM 750 withdrawable by the employer's rules; nothing withdrawn yet.
 */
export const withdrawalFacts = (over: Partial<WithdrawalFacts> = {}): WithdrawalFacts => ({
  org: { advancePay: 'yes', cutoffDate: 25, advancePayMaxSen: asSen(200_000) },
  employee: { salarySen: asSen(300_000), advancePayWithdrawalsDisabled: false },
  policies: [factsPolicy()],
  withdrawnSen: asSen(0),
  previous: [],
  at: kl('2026-11-15T10:00:00'),
  ...over,
});
