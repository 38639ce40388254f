/** Every period, cut-off, schedule and "today" is in Malaysia time (docs/rules.md#money-time-and-periods). */
export const TIME_ZONE = 'Asia/Kuala_Lumpur';

/**
 * Malaysia's offset from UTC: +8 all year, no daylight saving, since 1 January 1982 (before it,
 * +7:30; the product keeps no instant that old).
 */
const KL_OFFSET_MS = 8 * 60 * 60 * 1000;

/**
 * The wall-clock parts of an instant in Malaysia time. By the fixed offset, not `Intl`: a
 * container's first `Intl.DateTimeFormat` with a time zone loads the zone data (25–65 ms of a
 * Lambda's first call, docs/architecture.md#lambda-bundles), and the answer is the same.
 */
export function klParts(at: Date = new Date()): {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
} {
  const d = new Date(at.getTime() + KL_OFFSET_MS);
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
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
