import { describe, expect, it } from 'vitest';
import { feePercentOf, payoutFacts } from '../../web/src/components/payout-facts';
import { paidOnApprovalText } from '../../web/src/features/advance-pay-management/messages';

/** The payout of a withdrawal on the Manager's and the administrator's pages (docs/rules.md#instant-payout). */
describe('payout facts', () => {
  it('nothing for a withdrawal stored before the payout was recorded', () => {
    expect(payoutFacts({ amount: 200 })).toEqual([]);
  });

  it('standard; instant with its fee in RM and %, and the DuitNow reference once paid', () => {
    expect(payoutFacts({ amount: 200, payout: 'standard' })).toEqual([
      { label: 'Payout', value: 'Standard (end-of-day bank transfer)' },
    ]);
    expect(
      payoutFacts({ amount: 200, payout: 'instant', instantFee: 3, instantState: 'paid', gatewayReference: 'SBX-1' }),
    ).toEqual([
      { label: 'Payout', value: 'Instant (DuitNow)' },
      { label: 'Instant Payout Fee', value: 'RM 3.00 (1.5%)' },
      { label: 'DuitNow Reference', value: 'SBX-1' },
    ]);
  });

  it('an instant payout that failed: standard again, why, and no instant fee', () => {
    expect(
      payoutFacts({ amount: 200, payout: 'standard', instantState: 'failed', instantFailure: 'Account closed' }),
    ).toEqual([
      {
        label: 'Payout',
        value: 'Standard: the instant payout failed (Account closed); end-of-day bank transfer, no instant fee',
      },
    ]);
  });

  it('a fee as a percentage of the amount, to 2 decimals', () => {
    expect(feePercentOf(1.85, 123.45)).toBe(1.5);
    expect(feePercentOf(1, 3)).toBe(33.33);
    expect(feePercentOf(5, 0)).toBe(0);
  });
});

describe("the Manager's approval says how the requests are paid", () => {
  const instant = { payout: 'instant' as const };
  const standard = { payout: 'standard' as const };
  it('one request: at once by DuitNow, or with the next end-of-day bank transfer', () => {
    expect(paidOnApprovalText([instant])).toBe(
      'The employee chose an instant payout: it is paid by DuitNow as soon as you approve.',
    );
    expect(paidOnApprovalText([standard])).toBe('It will be paid out in the next end-of-day bank transfer.');
    expect(paidOnApprovalText([{}])).toBe('It will be paid out in the next end-of-day bank transfer.');
  });
  it('several: how many are instant, and the others', () => {
    expect(paidOnApprovalText([standard, {}])).toBe('They will be paid out in the next end-of-day bank transfer.');
    expect(paidOnApprovalText([instant, standard, standard])).toBe(
      '1 of them is an instant payout, paid by DuitNow as soon as you approve; the others will be paid out in the next end-of-day bank transfer.',
    );
    expect(paidOnApprovalText([instant, instant, standard])).toBe(
      '2 of them are instant payouts, paid by DuitNow as soon as you approve; the other will be paid out in the next end-of-day bank transfer.',
    );
    expect(paidOnApprovalText([instant, instant])).toBe(
      'They are instant payouts, paid by DuitNow as soon as you approve.',
    );
  });
});
