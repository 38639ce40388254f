/**
 * Money is integer sen inside the system and RM with two decimals at the edges (design.md §6).
 */
export type Sen = number;

/** RM (a number with at most two decimals) → integer sen, rounding half away from zero. */
export function rmToSen(rm: number): Sen {
  if (!Number.isFinite(rm)) throw new RangeError(`Not an amount: ${rm}`);
  const sen = Math.round(Math.abs(rm) * 100 + Number.EPSILON * 100);
  return rm < 0 ? -sen : sen;
}

/** Integer sen → RM as a number with two decimals. */
export function senToRm(sen: Sen): number {
  if (!Number.isInteger(sen)) throw new RangeError(`Sen must be an integer: ${sen}`);
  return sen / 100;
}

const myr = new Intl.NumberFormat('en-MY', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 'RM 1,234.50' — how amounts are shown (spec part 1 §9). */
export const formatRm = (rm: number): string => `RM ${myr.format(rm)}`;

/** 'MYR 100,000.00' — how the available credit is shown in the top bar. */
export const formatMyr = (rm: number): string => `MYR ${myr.format(rm)}`;
