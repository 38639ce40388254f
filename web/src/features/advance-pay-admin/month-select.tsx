import { useSearchParams } from 'react-router-dom';
import Select from '@cloudscape-design/components/select';
import { periodFromKey, periodFromParts, periodOf } from '../../../../shared/domain/advance-pay';

/** How many months back the filter offers. */
const MONTHS_BACK = 24;

/** A well-formed period key ('2026-11'). */
export const isPeriodKey = (value: string | null | undefined): value is string => !!value && /^\d{4}-(0[1-9]|1[0-2])$/.test(value);

/** The month filter of the admin pages: the last 24 months (Malaysia time), newest first; value 'yyyy-MM'. */
export function AdminMonthSelect({ value, onChange, testId = 'admin-month-filter' }: { value: string; onChange: (periodKey: string) => void; testId?: string }) {
  const now = periodOf();
  const options = Array.from({ length: MONTHS_BACK }, (_, i) => {
    const index = now.year * 12 + (now.month - 1) - i;
    const p = periodFromParts(Math.floor(index / 12), (index % 12) + 1);
    return { value: p.key, label: p.text };
  });
  if (!options.some((o) => o.value === value) && isPeriodKey(value)) options.push({ value, label: periodFromKey(value).text });
  return (
    <Select
      data-testid={testId}
      ariaLabel="Month"
      selectedOption={options.find((o) => o.value === value) ?? null}
      options={options}
      onChange={(e) => onChange(e.detail.selectedOption.value ?? now.key)}
    />
  );
}

/** A search parameter of the page (the month, the organisation), kept in the address so a reload or a back keeps it. */
export function useSearchParam(name: string, fallback: string): [string, (value: string) => void] {
  const [params, setParams] = useSearchParams();
  const value = params.get(name) || fallback;
  return [value, (next) => setParams((p) => { if (next) p.set(name, next); else p.delete(name); return p; }, { replace: true })];
}
