import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { TIME_ZONE } from '../../../../shared/domain/time/time';

/** Unix seconds → 'Thu 26/11/2026 16:00' in Malaysia time (a run time reads best with its week day). */
export const formatRunTime = (seconds: number): string =>
  format(new TZDate(seconds * 1000, TIME_ZONE), 'EEE dd/MM/yyyy HH:mm');

/** A count as the dashboard shows it: '1,234'. */
export const formatCount = (n: number): string => n.toLocaleString('en-MY');

/** '1 withdrawal' / '2 withdrawals'. */
export const plural = (n: number, one: string, many = `${one}s`): string => `${formatCount(n)} ${n === 1 ? one : many}`;

/** How long until a moment, as the dashboard says it: 'in 2 days 3 h', 'in 3 h 20 min', 'in 5 min'. */
export function timeUntil(seconds: number): string {
  const minutes = Math.max(0, Math.ceil(seconds / 60));
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const mins = minutes % 60;
  if (days) return `in ${plural(days, 'day')}${hours ? ` ${hours} h` : ''}`;
  if (hours) return `in ${hours} h${mins ? ` ${mins} min` : ''}`;
  return `in ${mins} min`;
}
