import { describe, expect, it } from 'vitest';
import {
  midpointGrowthPercent,
  rangeSpreadPercent,
  withRangeMetrics,
} from '../../shared/domain/advance-pay/pay-range-metrics';

describe('range spread (docs/rules.md#teams-and-compensation-policies)', () => {
  it('is (maximum - minimum) / minimum as a whole percent', () => {
    expect(rangeSpreadPercent({ minimum: 3000, maximum: 5000 })).toBe(67); // 66.67 → 67
    expect(rangeSpreadPercent({ minimum: 4000, maximum: 6000 })).toBe(50);
    expect(rangeSpreadPercent({ minimum: 1, maximum: 1 })).toBe(0);
  });

  it('rounds half up and gives the same figure in sen as in RM', () => {
    expect(rangeSpreadPercent({ minimum: 200, maximum: 201 })).toBe(1); // 0.5 → 1
    expect(rangeSpreadPercent({ minimum: 300000, maximum: 500000 })).toBe(
      rangeSpreadPercent({ minimum: 3000, maximum: 5000 }),
    );
  });

  it('is 0 for a minimum that is not positive (never stored, but never NaN either)', () => {
    expect(rangeSpreadPercent({ minimum: 0, maximum: 10 })).toBe(0);
  });
});

describe('midpoint growth', () => {
  it('is the percent the midpoint exceeds the next lower range’s midpoint', () => {
    expect(midpointGrowthPercent(4800, 4000)).toBe(20);
    expect(midpointGrowthPercent(4100, 4000)).toBe(3); // 2.5 → 3
  });

  it('is 0 for the lowest range', () => {
    expect(midpointGrowthPercent(4000, undefined)).toBe(0);
  });
});

describe('withRangeMetrics', () => {
  const range = (id: string, minimum: number, midpoint: number, maximum: number) => ({
    id,
    minimum,
    midpoint,
    maximum,
  });

  it('orders by minimum, highest first, and gives each its metrics against the next lower range', () => {
    const out = withRangeMetrics([
      range('low', 2000, 2500, 3000),
      range('high', 6000, 7500, 9000),
      range('mid', 3000, 4000, 5000),
    ]);
    expect(out.map((r) => r.id)).toEqual(['high', 'mid', 'low']);
    expect(out.map((r) => [r.rangeSpread, r.midpointGrowth])).toEqual([
      [50, 88], // 7500 over 4000: 87.5 → 88
      [67, 60], // 4000 over 2500
      [50, 0], // the lowest
    ]);
  });

  it('orders ranges of equal minimum by midpoint, so the order never depends on storage', () => {
    const a = withRangeMetrics([range('a', 3000, 3500, 5000), range('b', 3000, 4000, 5000)]);
    const b = withRangeMetrics([range('b', 3000, 4000, 5000), range('a', 3000, 3500, 5000)]);
    expect(a.map((r) => r.id)).toEqual(['b', 'a']);
    expect(b).toEqual(a);
    expect(a[0]?.midpointGrowth).toBe(14); // 4000 over 3500: 14.29
  });

  it('answers nothing for no ranges and 0% growth for a single one', () => {
    expect(withRangeMetrics([])).toEqual([]);
    expect(withRangeMetrics([range('only', 1000, 1500, 2000)])[0]).toMatchObject({
      rangeSpread: 100,
      midpointGrowth: 0,
    });
  });
});
