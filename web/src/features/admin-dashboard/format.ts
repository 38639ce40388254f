import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { TIME_ZONE } from '../../../../shared/domain/time';

/** Unix seconds → 'Thu 26/11/2026 16:00' in Malaysia time (a run time reads best with its week day). */
export const formatRunTime = (seconds: number): string => format(new TZDate(seconds * 1000, TIME_ZONE), 'EEE dd/MM/yyyy HH:mm');

/** A count as the dashboard shows it: '1,234'. */
export const formatCount = (n: number): string => n.toLocaleString('en-MY');

/** '1 withdrawal' / '2 withdrawals'. */
export const plural = (n: number, one: string, many = `${one}s`): string => `${formatCount(n)} ${n === 1 ? one : many}`;
