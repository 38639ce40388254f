import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  asSen,
  formatMyr,
  formatRm,
  hasAtMostDecimals,
  limitRmText,
  moneyRm,
  rateInput,
  rmToSen,
  senToRm,
} from '../../shared/domain/money/money';

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
    for (const sen of [0, 1, 99, 12345, 987654321]) expect(rmToSen(senToRm(asSen(sen)))).toBe(sen);
  });

  it('refuses fractional sen and non-numbers', () => {
    expect(() => senToRm(asSen(1.5))).toThrow(RangeError);
    expect(() => rmToSen(Number.NaN)).toThrow(RangeError);
  });

  it('formats with thousands separators and two decimals', () => {
    expect(formatMyr(100000)).toBe('MYR 100,000.00');
    expect(formatRm(1234.5)).toBe('RM 1,234.50');
  });
});

/** The messages a schema gives `value` under the field `amount` (none when valid). */
function messagesOf(schema: z.ZodType, value: unknown): string[] {
  const result = z.object({ amount: schema }).safeParse({ amount: value });
  if (result.success) return [];
  for (const issue of result.error.issues) expect(issue.path).toEqual(['amount']);
  return result.error.issues.map((i) => i.message);
}

describe('hasAtMostDecimals', () => {
  it.each([0, 1, 0.01, 0.1, 0.29, 1.1, 4.35, 1234.56, 9999999.99, 1_000_000_000])('%s has at most 2 decimals', (v) => {
    expect(hasAtMostDecimals(v, 2)).toBe(true);
  });

  it.each([1e-320, 0.30000000000000004, 9999999.999, 0.001, 1.005, Number.NaN, Number.POSITIVE_INFINITY])(
    '%s has not',
    (v) => {
      expect(hasAtMostDecimals(v, 2)).toBe(false);
    },
  );
});

describe('moneyRm', () => {
  const salary = moneyRm({ label: 'Salary', max: 10_000_000 });

  it.each([0, 0.01, 3200, 3200.5, 9999999.99, 10_000_000])('takes RM %s', (v) => {
    expect(messagesOf(salary, v)).toEqual([]);
  });

  it.each([
    [1e-320, 'Salary can have at most 2 decimals'],
    [0.30000000000000004, 'Salary can have at most 2 decimals'],
    [9999999.999, 'Salary can have at most 2 decimals'],
    [-0.01, 'Salary must be at least RM 0'],
    [10_000_000.01, 'Salary must be at most RM 10,000,000'],
    [Number.POSITIVE_INFINITY, 'Salary must be a number in RM'],
    [Number.NaN, 'Salary must be a number in RM'],
    ['3200', 'Salary must be a number in RM'],
  ])('refuses %s naming the field', (v, message) => {
    expect(messagesOf(salary, v)).toContain(message);
  });

  it('refuses the bound itself when it is exclusive, with the words given', () => {
    const amount = moneyRm({
      label: 'Amount',
      min: 0,
      minExclusive: true,
      max: 100,
      messages: { min: 'Amount should be greater than zero(0)' },
    });
    expect(messagesOf(amount, 0)).toEqual(['Amount should be greater than zero(0)']);
    expect(messagesOf(amount, 0.01)).toEqual([]);
    expect(messagesOf(moneyRm({ label: 'Amount', min: 0, minExclusive: true, max: 100 }), 0)).toEqual([
      'Amount must be greater than RM 0',
    ]);
  });

  it("uses the spec's own words where given", () => {
    const amount = moneyRm({
      label: 'Amount',
      min: 1,
      max: 1_000_000,
      messages: { required: 'Please enter a valid amount!', decimals: 'Please enter a valid amount!' },
    });
    expect(messagesOf(amount, 1.005)).toEqual(['Please enter a valid amount!']);
    expect(messagesOf(amount, undefined)).toEqual(['Please enter a valid amount!']);
  });
});

describe('rateInput', () => {
  const fee = rateInput({ label: 'Service fee', min: 1, max: 100 });

  it.each([1, 1.5, 2.25, 100])('takes %s%%', (v) => {
    expect(messagesOf(fee, v)).toEqual([]);
  });

  it.each([
    [1.000000000001, 'Service fee can have at most 2 decimals'],
    [0.30000000000000004, 'Service fee must be at least 1%'],
    [100.5, 'Service fee must be at most 100%'],
    [Number.POSITIVE_INFINITY, 'Service fee must be a number'],
  ])('refuses %s naming the field', (v, message) => {
    expect(messagesOf(fee, v)).toContain(message);
  });
});

describe('limitRmText', () => {
  const intl = new Intl.NumberFormat('en-MY', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

  it('writes a two-decimal limit as en-MY does, without a zero fraction', () => {
    const samples = [0, 0.01, 0.1, 0.5, 1, 9.99, 10, 999.99, 1000, 1234.5, 100000, 1234567.89, -1, -1500.25];
    for (let sen = 0; sen < 200_000; sen += 1237) samples.push(sen / 100);
    for (const rm of samples) expect(limitRmText(rm), String(rm)).toBe(`RM ${intl.format(rm)}`.replace('.00', ''));
  });
});
