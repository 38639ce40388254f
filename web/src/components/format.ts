import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { TIME_ZONE } from '../../../shared/domain/time/time';

/** A timestamp as the API may send it: Unix seconds, or an object with `seconds` / `_seconds`. */
export type SecondsLike = number | { seconds?: number; _seconds?: number } | null | undefined;

export function toSeconds(value: SecondsLike): number | undefined {
  if (typeof value === 'number') return value;
  if (value && typeof value === 'object') return value.seconds ?? value._seconds;
  return undefined;
}

/** Seconds → 'dd/MM/yyyy HH:mm' in Malaysia time; '' when absent. */
export function formatDateTime(value: SecondsLike): string {
  const seconds = toSeconds(value);
  if (seconds === undefined || !Number.isFinite(seconds)) return '';
  return format(new TZDate(seconds * 1000, TIME_ZONE), 'dd/MM/yyyy HH:mm');
}
