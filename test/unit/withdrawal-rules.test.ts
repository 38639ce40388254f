import { describe, expect, it } from 'vitest';
import { asSen } from '../../shared/domain/money/money';
import { earnedWagesSen } from '../../shared/domain/advance-pay/advance-pay';
import {
  MIN_WITHDRAWAL_SEN,
  applyingPolicy,
  frequencyExceeded,
  isCutOff,
  klDaysBetween,
  limitMessage,
  serviceFee,
  withdrawableSen,
  withdrawalFees,
  withdrawalRefusal,
  type PolicyTerms,
} from '../../shared/domain/advance-pay/withdrawal-rules';

/** A moment at a Malaysian local time (UTC+8, no daylight saving). */
const kl = (iso: string) => new Date(`${iso}+08:00`);

const general: PolicyTerms = {
  type: 'GENERAL',
  status: 'APPROVED',
  maximumWithdrawalAmountSen: asSen(150_000),
  withdrawalFrequency: 'ONCE_A_WEEK',
  autoApproval: false,
};
const advanced = (min: number, max: number, over: Partial<PolicyTerms> = {}): PolicyTerms => ({
  type: 'ADVANCED',
  status: 'APPROVED',
  maximumWithdrawalAmountSen: asSen(300_000),
  withdrawalFrequency: 'DAILY',
  autoApproval: true,
  minSalarySen: asSen(min),
  maxSalarySen: asSen(max),
  ...over,
});

describe('the applying policy', () => {
  it('is the approved advanced policy whose salary range holds the salary, else the approved general one', () => {
    const mid = advanced(300_000, 600_000);
    expect(applyingPolicy([general, mid], asSen(450_000))).toBe(mid);
    expect(applyingPolicy([general, mid], asSen(300_000))).toBe(mid); // range ends included
    expect(applyingPolicy([general, mid], asSen(600_000))).toBe(mid);
    expect(applyingPolicy([general, mid], asSen(600_001))).toBe(general);
    expect(applyingPolicy([general, mid], undefined)).toBe(general);
  });
  it('ignores policies not approved; none means none', () => {
    expect(
      applyingPolicy(
        [{ ...general, status: 'PENDING' }, advanced(0, 1_000_000, { status: 'PENDING' })],
        asSen(450_000),
      ),
    ).toBeUndefined();
    expect(applyingPolicy<typeof general>([], asSen(450_000))).toBeUndefined();
  });
  it('takes the narrowest of overlapping advanced ranges', () => {
    const wide = advanced(100_000, 900_000);
    const narrow = advanced(400_000, 500_000);
    expect(applyingPolicy([wide, narrow, general], asSen(450_000))).toBe(narrow);
  });
});

describe('what can be withdrawn', () => {
  it('is the least of half the earned wages, the policy maximum and the organisation maximum, less what was withdrawn', () => {
    expect(
      withdrawableSen({
        earnedSen: asSen(200_000),
        withdrawnSen: asSen(0),
        policy: general,
        orgMaxSen: asSen(200_000),
      }),
    ).toBe(100_000); // half of earned
    expect(
      withdrawableSen({
        earnedSen: asSen(400_000),
        withdrawnSen: asSen(0),
        policy: general,
        orgMaxSen: asSen(200_000),
      }),
    ).toBe(150_000); // policy
    expect(
      withdrawableSen({
        earnedSen: asSen(900_000),
        withdrawnSen: asSen(0),
        policy: advanced(0, 1_000_000),
        orgMaxSen: asSen(200_000),
      }),
    ).toBe(200_000); // organisation
    expect(
      withdrawableSen({
        earnedSen: asSen(400_000),
        withdrawnSen: asSen(120_000),
        policy: general,
        orgMaxSen: asSen(200_000),
      }),
    ).toBe(30_000);
  });
  it('is never below zero, and zero without a policy', () => {
    expect(
      withdrawableSen({
        earnedSen: asSen(100_000),
        withdrawnSen: asSen(90_000),
        policy: general,
        orgMaxSen: undefined,
      }),
    ).toBe(0);
    expect(
      withdrawableSen({
        earnedSen: asSen(900_000),
        withdrawnSen: asSen(0),
        policy: undefined,
        orgMaxSen: asSen(200_000),
      }),
    ).toBe(0);
  });
  it('floors half of an odd number of sen', () => {
    expect(
      withdrawableSen({
        earnedSen: asSen(100_001),
        withdrawnSen: asSen(0),
        policy: advanced(0, 1e9),
        orgMaxSen: undefined,
      }),
    ).toBe(50_000);
  });
  it('grows through the month with the earned wages (RM 4,500 salary, Malaysia days)', () => {
    const at = (iso: string) =>
      withdrawableSen({
        earnedSen: earnedWagesSen(asSen(450_000), kl(iso)),
        withdrawnSen: asSen(0),
        policy: advanced(0, 1e9),
        orgMaxSen: undefined,
      });
    expect(at('2026-11-01T08:00:00')).toBe(7_500); // 4500 × 1/30 ÷ 2
    expect(at('2026-11-30T23:59:00')).toBe(225_000);
    expect(at('2028-02-29T12:00:00')).toBe(225_000); // leap February, last day
  });
});

describe('cut-off', () => {
  it('closes requests after the cut-off day, in Malaysia time', () => {
    expect(isCutOff(20, kl('2026-11-20T23:59:00'))).toBe(false);
    expect(isCutOff(20, kl('2026-11-21T00:00:00'))).toBe(true);
    // 16:30 UTC on the 20th is already the 21st in Kuala Lumpur
    expect(isCutOff(20, new Date('2026-11-20T16:30:00Z'))).toBe(true);
    expect(isCutOff(31, kl('2026-11-30T12:00:00'))).toBe(false);
    expect(isCutOff(undefined, kl('2026-11-30T12:00:00'))).toBe(false);
  });
});

describe('frequency', () => {
  it('counts Malaysian calendar days', () => {
    expect(klDaysBetween(kl('2026-11-01T23:00:00'), kl('2026-11-02T01:00:00'))).toBe(1);
    expect(klDaysBetween(kl('2026-11-01T01:00:00'), kl('2026-11-01T23:00:00'))).toBe(0);
  });
  it('DAILY: one a day', () => {
    const p = { withdrawalFrequency: 'DAILY' as const };
    expect(frequencyExceeded(p, [kl('2026-11-10T09:00:00')], kl('2026-11-10T20:00:00'))).toBe(true);
    expect(frequencyExceeded(p, [kl('2026-11-10T23:59:00')], kl('2026-11-11T00:01:00'))).toBe(false);
  });
  it('ONCE_A_WEEK: one per 7 days; ONCE_EVERY_TWO_WEEKS: one per 14', () => {
    const week = { withdrawalFrequency: 'ONCE_A_WEEK' as const };
    expect(frequencyExceeded(week, [kl('2026-11-03T10:00:00')], kl('2026-11-09T10:00:00'))).toBe(true);
    expect(frequencyExceeded(week, [kl('2026-11-03T10:00:00')], kl('2026-11-10T10:00:00'))).toBe(false);
    const fortnight = { withdrawalFrequency: 'ONCE_EVERY_TWO_WEEKS' as const };
    expect(frequencyExceeded(fortnight, [kl('2026-10-28T10:00:00')], kl('2026-11-10T10:00:00'))).toBe(true);
    expect(frequencyExceeded(fortnight, [kl('2026-10-27T10:00:00')], kl('2026-11-10T10:00:00'))).toBe(false);
  });
  it('ONCE_PER_MONTH: one per period, and not before the withdrawal date', () => {
    const monthly = { withdrawalFrequency: 'ONCE_PER_MONTH' as const, withdrawalDate: 10 };
    expect(frequencyExceeded(monthly, [], kl('2026-11-09T12:00:00'))).toBe(true);
    expect(frequencyExceeded(monthly, [], kl('2026-11-10T00:00:00'))).toBe(false);
    expect(frequencyExceeded(monthly, [kl('2026-11-12T12:00:00')], kl('2026-11-20T12:00:00'))).toBe(true);
    expect(frequencyExceeded(monthly, [kl('2026-10-31T23:00:00')], kl('2026-11-10T12:00:00'))).toBe(false);
    expect(frequencyExceeded({ withdrawalFrequency: 'ONCE_PER_MONTH' }, [], kl('2026-11-01T00:00:00'))).toBe(false);
  });
  it('passes with no earlier withdrawal', () => {
    for (const f of ['DAILY', 'ONCE_A_WEEK', 'ONCE_EVERY_TWO_WEEKS'] as const)
      expect(frequencyExceeded({ withdrawalFrequency: f }, [], kl('2026-11-10T12:00:00'))).toBe(false);
  });
});

describe('refusals', () => {
  const ok = {
    advancePay: 'yes' as const,
    withdrawalsDisabled: false,
    cutOff: false,
    frequencyExceeded: false,
    amountSen: asSen(20_000),
    withdrawableSen: asSen(50_000),
  };
  it('lets a valid request through', () => {
    expect(withdrawalRefusal(ok)).toBeUndefined();
    expect(withdrawalRefusal({ ...ok, amountSen: MIN_WITHDRAWAL_SEN })).toBeUndefined();
    expect(withdrawalRefusal({ ...ok, amountSen: asSen(50_000) })).toBeUndefined();
  });
  it('refuses each broken rule, first in the order of docs/rules.md#refusals', () => {
    expect(withdrawalRefusal({ ...ok, advancePay: 'no', withdrawalsDisabled: true })?.reason).toBe('notAvailable');
    expect(withdrawalRefusal({ ...ok, withdrawalsDisabled: true, cutOff: true })?.reason).toBe('disabled');
    expect(withdrawalRefusal({ ...ok, cutOff: true, frequencyExceeded: true })?.reason).toBe('cutOff');
    expect(withdrawalRefusal({ ...ok, frequencyExceeded: true })?.reason).toBe('frequencyExceeded');
    expect(withdrawalRefusal({ ...ok, amountSen: asSen(MIN_WITHDRAWAL_SEN - 1) })).toEqual({
      reason: 'belowMinimum',
      message: 'The minimum per withdrawal is MYR 100.00.',
    });
    expect(withdrawalRefusal({ ...ok, amountSen: asSen(50_001) })).toEqual({
      reason: 'aboveLimit',
      message: 'Your Withdrawal limit is MYR 500.00!',
    });
  });
  it('says the limit as the spec writes it, with thousands separators', () => {
    expect(limitMessage(asSen(123_456))).toBe('Your Withdrawal limit is MYR 1,234.56!');
  });
});

describe('service fee', () => {
  it('is deducted upfront when the employee pays it, billed to the employer otherwise', () => {
    expect(serviceFee(asSen(100_000), 5, 'employee')).toEqual({ feeSen: 5_000, netAmountSen: 95_000 });
    expect(serviceFee(asSen(100_000), 5, 'employer')).toEqual({ feeSen: 5_000, netAmountSen: 100_000 });
  });
  it('rounds to the sen', () => {
    expect(serviceFee(asSen(10_050), 5, 'employee')).toEqual({ feeSen: 503, netAmountSen: 9_547 }); // 502.5 → 503
    expect(serviceFee(asSen(12_345), 2.5, 'employee').feeSen).toBe(309); // 308.625
  });
});

describe('the fees of a withdrawal, with the payout chosen', () => {
  it('standard: only the service fee, as serviceFee has it', () => {
    expect(withdrawalFees(asSen(20_000), { serviceFeePercentage: 5, paidBy: 'employee' })).toEqual({
      feeSen: 1_000,
      netAmountSen: 19_000,
    });
  });
  it('instant: the instant fee comes off what the employee receives, whoever pays the service fee', () => {
    expect(
      withdrawalFees(asSen(20_000), { serviceFeePercentage: 5, paidBy: 'employee', instantFeePercentage: 1.5 }),
    ).toEqual({ feeSen: 1_000, instantFeeSen: 300, netAmountSen: 18_700 });
    expect(
      withdrawalFees(asSen(20_000), { serviceFeePercentage: 5, paidBy: 'employer', instantFeePercentage: 1.5 }),
    ).toEqual({ feeSen: 1_000, instantFeeSen: 300, netAmountSen: 19_700 });
  });
  it('rounds the instant fee half up to the sen, on its own', () => {
    // 12,345 sen × 1.5% = 185.175 → 185; × 2.5% = 308.625 → 309
    expect(
      withdrawalFees(asSen(12_345), { serviceFeePercentage: 2.5, paidBy: 'employee', instantFeePercentage: 1.5 }),
    ).toEqual({ feeSen: 309, instantFeeSen: 185, netAmountSen: 11_851 });
    expect(
      withdrawalFees(asSen(10_050), { serviceFeePercentage: 0, paidBy: 'employee', instantFeePercentage: 5 }),
    ).toEqual({ feeSen: 0, instantFeeSen: 503, netAmountSen: 9_547 });
  });
});
