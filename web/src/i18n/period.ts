import { MONTH_NAMES } from '../../../shared/domain/time/months';

/**
 * A period as the server words it ('November 2026') in the current language, through `month`
 * ('2026年11月'); any other text as it is.
 */
export function periodText(month: (yearMonth: string) => string, text: string): string {
  const match = /^([A-Z][a-z]+) (\d{4})$/.exec(text.trim());
  const index = match ? MONTH_NAMES.indexOf(match[1] as (typeof MONTH_NAMES)[number]) : -1;
  if (!match || index < 0) return text;
  return month(`${match[2]}-${String(index + 1).padStart(2, '0')}`);
}
