import { describe, expect, it } from 'vitest';
import { feePercentOf, payoutFacts } from '../../web/src/components/payout-facts';

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
