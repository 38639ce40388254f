import { TZDate } from '@date-fns/tz';

/** Every period, cut-off, schedule and "today" is in Malaysia time (docs/rules.md#money-time-and-periods). */
export const TIME_ZONE = 'Asia/Kuala_Lumpur';

/** The wall-clock parts of an instant in Malaysia time. */
export function klParts(at: Date = new Date()): {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
} {
  const d = new TZDate(at.getTime(), TIME_ZONE);
  return {
    year: d.getFullYear(),
    month: d.getMonth() + 1,
    day: d.getDate(),
    hour: d.getHours(),
    minute: d.getMinutes(),
  };
}

/** 'yyyy-MM-dd' of the instant in Malaysia time. */
export function klDate(at: Date = new Date()): string {
  const { year, month, day } = klParts(at);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** 'dd/MM/yyyy HH:mm' of the instant in Malaysia time (how the site and messages show a moment). */
export function klDateTimeText(at: Date): string {
  const { year, month, day, hour, minute } = klParts(at);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(day)}/${two(month)}/${year} ${two(hour)}:${two(minute)}`;
}

/**
 * Seconds from the Unix second `now` to the next midnight in Malaysia (UTC+8 all year: Malaysia has
 * no daylight saving), when a per-day limit starts again; at least 1.
 */
export const secondsUntilKlMidnight = (now: number): number => {
  const day = 24 * 60 * 60;
  return day - ((now + 8 * 60 * 60) % day) || day;
};

/** Unix seconds, the unit of createdAt / modifiedAt on the API. */
export const epochSeconds = (at: Date = new Date()): number => Math.floor(at.getTime() / 1000);
