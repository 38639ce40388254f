import { describe, expect, it } from 'vitest';
import { instantOffered, requestPreview } from '../../web/src/features/advance-pay-employee/get-paid-preview';

/** Get Paid's preview of a request's fees (docs/rules.md#fees, #instant-payout): what the request then stores. */

const OFFERED = { serviceFeePercentage: 5, serviceFeePaidBy: 'employee' as const, instantPayoutFeePercentage: 1.5 };

describe("Get Paid's preview of a request", () => {
  it('standard: the service fee only, whether or not instant is offered', () => {
    expect(requestPreview(OFFERED, 200, 'standard')).toEqual({ fee: 10, net: 190 });
    expect(requestPreview({ ...OFFERED, serviceFeePaidBy: 'employer' }, 200, 'standard')).toEqual({
      fee: 10,
      net: 200,
    });
  });

  it('instant: the instant fee in RM, taken from what the employee receives', () => {
    expect(requestPreview(OFFERED, 200, 'instant')).toEqual({ fee: 10, instantFee: 3, net: 187 });
    expect(requestPreview({ ...OFFERED, serviceFeePaidBy: 'employer' }, 200, 'instant')).toEqual({
      fee: 10,
      instantFee: 3,
      net: 197,
    });
    // Rounded half up to the sen: RM 123.45 × 1.5% = RM 1.85175.
    expect(requestPreview(OFFERED, 123.45, 'instant')).toEqual({ fee: 6.17, instantFee: 1.85, net: 115.43 });
  });

  it('instant where the organisation does not offer it (no fee %, or null) is standard', () => {
    for (const off of [{ instantPayoutFeePercentage: null }, { instantPayoutFeePercentage: undefined }]) {
      const terms = { ...OFFERED, ...off };
      expect(instantOffered(terms)).toBe(false);
      expect(requestPreview(terms, 200, 'instant')).toEqual({ fee: 10, net: 190 });
    }
    expect(instantOffered(OFFERED)).toBe(true);
  });
});
