import { describe, expect, it } from 'vitest';
import { asSen } from '../../shared/domain/money/money';
import {
  evaluateWithdrawal,
  NO_POLICY_MESSAGE,
  NO_SALARY_MESSAGE,
  refusalFor,
} from '../../lambdas/services/advance-pay/withdrawals';
import { factsPolicy, kl, withdrawalFacts } from '../support/withdrawal-facts';

const policy = factsPolicy;
const facts = withdrawalFacts;

describe('the evaluation of a withdrawal request', () => {
  it('takes the least cap less what was withdrawn: 50% of earned wages here', () => {
    const e = evaluateWithdrawal(facts({ withdrawnSen: asSen(20_000) }));
    expect(e.earnedSen).toBe(150_000);
    expect(e.withdrawableSen).toBe(55_000); // 750 − 200
    expect(e.maxWithdrawnSen).toBe(75_000); // the condition on "withdrawn this period"
    expect(e.balanceSen).toBe(130_000); // earned − withdrawn
    expect(e.period.key).toBe('2026-11');
    expect(e.blocked).toBeUndefined();
  });

  it('is capped by the policy maximum and the organisation maximum', () => {
    const rich = facts({ employee: { salarySen: asSen(3_000_000), advancePayWithdrawalsDisabled: false } });
    expect(evaluateWithdrawal(rich).withdrawableSen).toBe(100_000); // policy RM 1,000
    expect(evaluateWithdrawal({ ...rich, org: { ...rich.org, advancePayMaxSen: asSen(80_000) } }).withdrawableSen).toBe(
      80_000,
    );
  });

  it('uses the advanced policy whose salary range holds the salary', () => {
    const adv = policy({
      id: 'A',
      type: 'ADVANCED',
      minSalarySen: asSen(200_000),
      maxSalarySen: asSen(400_000),
      maximumWithdrawalAmountSen: asSen(30_000),
      autoApproval: true,
    });
    const e = evaluateWithdrawal(facts({ policies: [policy(), adv] }));
    expect(e.policy?.id).toBe('A');
    expect(e.withdrawableSen).toBe(30_000);
  });

  it("refuses in the order of docs/rules.md#refusals with the rule's message", () => {
    expect(refusalFor(evaluateWithdrawal(facts({ org: { advancePay: 'no' } })), asSen(20_000))?.reason).toBe(
      'notAvailable',
    );
    expect(
      refusalFor(
        evaluateWithdrawal(facts({ employee: { salarySen: asSen(300_000), advancePayWithdrawalsDisabled: true } })),
        asSen(20_000),
      )?.reason,
    ).toBe('disabled');
    expect(refusalFor(evaluateWithdrawal(facts({ at: kl('2026-11-26T10:00:00') })), asSen(20_000))?.reason).toBe(
      'cutOff',
    );
    const twice = evaluateWithdrawal(facts({ previous: [kl('2026-11-15T08:00:00')] }));
    expect(twice.frequencyExceeded).toBe(true);
    expect(refusalFor(twice, asSen(20_000))?.reason).toBe('frequencyExceeded');
    expect(
      refusalFor(evaluateWithdrawal(facts({ previous: [kl('2026-11-14T23:59:00')] })), asSen(20_000)),
    ).toBeUndefined(); // yesterday, DAILY
    expect(refusalFor(evaluateWithdrawal(facts()), asSen(9_999))).toMatchObject({ reason: 'belowMinimum' });
    expect(refusalFor(evaluateWithdrawal(facts()), asSen(10_000))).toBeUndefined(); // RM 100 exactly
    expect(refusalFor(evaluateWithdrawal(facts()), asSen(75_000))).toBeUndefined(); // the limit exactly
    expect(refusalFor(evaluateWithdrawal(facts()), asSen(75_001))).toEqual({
      reason: 'aboveLimit',
      message: 'Your Withdrawal limit is MYR 750.00!',
    });
  });

  it('blocks every amount without a salary or an approved policy', () => {
    const noPolicy = evaluateWithdrawal(facts({ policies: [policy({ status: 'PENDING' })] }));
    expect(noPolicy.withdrawableSen).toBe(0);
    expect(refusalFor(noPolicy, asSen(20_000))).toEqual({ reason: 'noPolicy', message: NO_POLICY_MESSAGE });
    expect(
      refusalFor(evaluateWithdrawal(facts({ employee: { advancePayWithdrawalsDisabled: false } })), asSen(20_000)),
    ).toEqual({ reason: 'noSalary', message: NO_SALARY_MESSAGE });
    // The organisation switch comes first even then.
    expect(
      refusalFor(evaluateWithdrawal(facts({ org: { advancePay: 'no' }, policies: [] })), asSen(20_000))?.reason,
    ).toBe('notAvailable');
  });

  it('tells the page what blocks any request now (cut-off, frequency), whatever the amount', () => {
    expect(evaluateWithdrawal(facts({ at: kl('2026-11-26T00:00:00') })).blocked?.reason).toBe('cutOff');
    expect(evaluateWithdrawal(facts({ at: kl('2026-11-25T23:59:00') })).blocked).toBeUndefined(); // the cut-off day itself
    const weekly = (last: string) =>
      facts({ policies: [policy({ withdrawalFrequency: 'ONCE_A_WEEK' })], previous: [kl(last)] });
    expect(evaluateWithdrawal(weekly('2026-11-09T10:00:00')).blocked?.reason).toBe('frequencyExceeded'); // 6 days ago
    expect(evaluateWithdrawal(weekly('2026-11-08T23:00:00')).blocked).toBeUndefined(); // 7 days ago
  });
});
