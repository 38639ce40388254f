import { describe, expect, it } from 'vitest';
import { formatMyr, formatRm, rmToSen, senToRm } from '../../shared/domain/money';

describe('money', () => {
  it.each([
    [0, 0],
    [1, 100],
    [0.1 + 0.2, 30],
    [1.005, 101],
    [100000, 10000000],
    [-12.34, -1234],
  ])('RM %s is %s sen', (rm, sen) => {
    expect(rmToSen(rm)).toBe(sen);
  });

  it('round-trips sen through RM', () => {
    for (const sen of [0, 1, 99, 12345, 987654321]) expect(rmToSen(senToRm(sen))).toBe(sen);
  });

  it('refuses fractional sen and non-numbers', () => {
    expect(() => senToRm(1.5)).toThrow(RangeError);
    expect(() => rmToSen(Number.NaN)).toThrow(RangeError);
  });

  it('formats with thousands separators and two decimals', () => {
    expect(formatMyr(100000)).toBe('MYR 100,000.00');
    expect(formatRm(1234.5)).toBe('RM 1,234.50');
  });
});
