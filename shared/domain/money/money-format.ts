/**
 * How amounts (RM) are shown. A module without zod (unlike money.ts, which re-exports these), so
 * the site's pages that only show amounts (the shell, the dashboards) do not load it.
 */
/**
 * Made on first use: a Lambda's first `Intl` object costs ~30 ms of CPU, which a function that
 * shows no amount should not pay on every cold start.
 */
let myrFormat: Intl.NumberFormat | undefined;
const myr = (): Intl.NumberFormat =>
  (myrFormat ??= new Intl.NumberFormat('en-MY', { minimumFractionDigits: 2, maximumFractionDigits: 2 }));

/** 'RM 1,234.50' — how amounts are shown. */
export const formatRm = (rm: number): string => `RM ${myr().format(rm)}`;

/** 'MYR 100,000.00' — the spec's withdrawal limit message ('Your Withdrawal limit is MYR {limit}!'). */
export const formatMyr = (rm: number): string => `MYR ${myr().format(rm)}`;
