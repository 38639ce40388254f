import Select from '@cloudscape-design/components/select';
import { periodFromParts, periodOf } from '../../../shared/domain/advance-pay/advance-pay';
import { useT } from '../i18n/i18n';

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
 * The month filter of the Advance Pay pages: the last 24 months (a month further back that the
 * address names is added), named in the current language, and optionally a first "every month" entry (`all`: its value and label).
 */
export function MonthSelect({
  value,
  onChange,
  testId = 'month-filter',
  all,
  months,
}: {
  value: string;
  onChange: (periodKey: string) => void;
  testId?: string;
  all?: { value: string; label: string };
  /** How many months back it offers (default 24). */
  months?: number;
}) {
  const t = useT();
  const options = [
    ...(all ? [all] : []),
    ...recentMonths(months).map((m) => ({ value: m.value, label: t.month(m.value) })),
  ];
  if (!options.some((o) => o.value === value) && isPeriodKey(value)) options.push({ value, label: t.month(value) });
  return (
    <Select
      data-testid={testId}
      ariaLabel={t('advancePay.month')}
      selectedOption={options.find((o) => o.value === value) ?? null}
      options={options}
      onChange={(e) => onChange(e.detail.selectedOption.value ?? periodOf().key)}
    />
  );
}
