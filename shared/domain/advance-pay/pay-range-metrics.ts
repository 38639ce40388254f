/**
 * The derived figures of a policy's pay ranges (docs/rules.md#teams-and-compensation-policies):
 * - range spread: (maximum - minimum) / minimum, as a whole percent;
 * - midpoint growth: how much the midpoint exceeds the midpoint of the next lower range (the
 *   range with the next smaller minimum), as a whole percent; 0 for the lowest range.
 * Ranges are listed by minimum, highest first. Pure, so the server and the page agree.
 */
export interface RangeAmounts {
  minimum: number;
  midpoint: number;
  maximum: number;
}

export interface RangeMetrics {
  rangeSpread: number;
  midpointGrowth: number;
}

/** round((maximum - minimum) / minimum × 100); 0 when the minimum is not positive (never stored). */
export function rangeSpreadPercent({ minimum, maximum }: Pick<RangeAmounts, 'minimum' | 'maximum'>): number {
  if (!(minimum > 0)) return 0;
  return Math.round(((maximum - minimum) / minimum) * 100);
}

/** round((midpoint - lowerMidpoint) / lowerMidpoint × 100); 0 without a lower range. */
export function midpointGrowthPercent(midpoint: number, lowerMidpoint: number | undefined): number {
  if (lowerMidpoint === undefined || !(lowerMidpoint > 0)) return 0;
  return Math.round(((midpoint - lowerMidpoint) / lowerMidpoint) * 100);
}

/**
 * The ranges by minimum, highest first (ties: the higher midpoint first, so the order never
 * depends on storage), each with its metrics. The amounts may be RM or sen: only ratios are used.
 */
export function withRangeMetrics<T extends RangeAmounts>(ranges: readonly T[]): (T & RangeMetrics)[] {
  const sorted = [...ranges].sort((a, b) => b.minimum - a.minimum || b.midpoint - a.midpoint);
  return sorted.map((range, i) => ({
    ...range,
    rangeSpread: rangeSpreadPercent(range),
    midpointGrowth: midpointGrowthPercent(range.midpoint, sorted[i + 1]?.midpoint),
  }));
}
