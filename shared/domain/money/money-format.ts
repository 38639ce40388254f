/**
 * How amounts (RM) are shown. A module without zod (unlike money.ts, which re-exports these), so
 * the site's pages that only show amounts (the shell, the dashboards) do not load it.
 */
/**
 * '1,234.50': two decimals and en-MY's grouping, written out rather than with `Intl.NumberFormat`:
 * a Lambda's first `Intl` object costs 15–30 ms of CPU, which the first call of every function that
 * shows an amount (a withdrawal's messages) paid (docs/architecture.md#lambda-bundles).
 */
function twoDecimals(rm: number): string {
  const sen = Math.round(Math.abs(rm) * 100);
  const whole = String(Math.floor(sen / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${rm < 0 && sen > 0 ? '-' : ''}${whole}.${String(sen % 100).padStart(2, '0')}`;
}

/** 'RM 1,234.50' — how amounts are shown. */
export const formatRm = (rm: number): string => `RM ${twoDecimals(rm)}`;

/** 'MYR 100,000.00' — the spec's withdrawal limit message ('Your Withdrawal limit is MYR {limit}!'). */
export const formatMyr = (rm: number): string => `MYR ${twoDecimals(rm)}`;
