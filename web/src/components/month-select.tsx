import Select from '@cloudscape-design/components/select';
import { periodOf } from '../../../shared/domain/advance-pay/advance-pay';
import { monthOptions } from './month-options';
import { useT } from '../i18n/i18n';

export { isPeriodKey, recentMonths } from './month-options';

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
  const options = monthOptions(value, t.month, { all, months });
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
