import { periodFromParts, periodOf } from '../../../shared/domain/advance-pay/advance-pay';

/** How many months back the filter offers. */
const MONTHS_BACK = 24;

/** A well-formed period key ('2026-11'). */
export const isPeriodKey = (value: string | null | undefined): value is string =>
  !!value && /^\d{4}-(0[1-9]|1[0-2])$/.test(value);

/** The last `count` (default 24) months in Malaysia time, newest first: value 'yyyy-MM', label 'November 2026'. */
export function recentMonths(count = MONTHS_BACK): { value: string; label: string }[] {
  const now = periodOf();
  return Array.from({ length: count }, (_, i) => {
    const index = now.year * 12 + (now.month - 1) - i;
    const p = periodFromParts(Math.floor(index / 12), (index % 12) + 1);
    return { value: p.key, label: p.text };
  });
}

/**
 * The month filter's choices: `all` first when given, the last `months` (default 24) months named
 * by `month` (the page's `t.month`), and the month `value` names when it is further back.
 */
export function monthOptions(
  value: string,
  month: (periodKey: string) => string,
  { all, months }: { all?: { value: string; label: string }; months?: number } = {},
): { value: string; label: string }[] {
  const options = [
    ...(all ? [all] : []),
    ...recentMonths(months).map((m) => ({ value: m.value, label: month(m.value) })),
  ];
  if (!options.some((o) => o.value === value) && isPeriodKey(value)) options.push({ value, label: month(value) });
  return options;
}
