import { calendarOf, type HolidayCalendar } from '../../../shared/domain/time/holiday-calendar';
import { gazettedDatesOf } from '../../../shared/domain/time/gazetted-dates';
import { klDate } from '../../../shared/domain/time/time';
import { CALENDAR_PK, keys } from '../table/keys';
import { table } from '../table/table';

/**
 * The business calendar as the working-day rule reads it (docs/rules.md#business-calendar): a
 * module of its own, light enough for the money path's functions (the Lambda bundle budget); the
 * calendar's records and changes are ./holidays.ts.
 */

/** The entity of the marker of a stored year. */
export const HOLIDAY_YEAR_ENTITY = 'holidayYear';
/** The entity of a holiday. */
export const HOLIDAY_ENTITY = 'holiday';

const yearOf = (date: string) => Number(date.slice(0, 4));

/** What a gazetted holiday of a year not stored is called where the calendar is read for its dates. */
export const GAZETTED_NAME = 'Public holiday (gazetted)';

/**
 * A year's stored items (its marker and holidays): one Query, `begins_with HOLIDAY#<yyyy>`.
 * `stored` false: no administrator has changed the year, and it is its gazetted list in the code.
 */
export async function queryYear(year: number): Promise<{ items: Record<string, unknown>[]; stored: boolean }> {
  const items = await table.queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
    ExpressionAttributeValues: { ':pk': CALENDAR_PK, ':sk': keys.holidayYear(year).sk },
  });
  return {
    items: items.filter((i) => i.entity === HOLIDAY_ENTITY),
    stored: items.some((i) => i.entity === HOLIDAY_YEAR_ENTITY),
  };
}

/** A year's holidays (date and name), stored or gazetted. */
async function yearHolidays(year: number): Promise<{ date: string; name: string }[]> {
  const { items, stored } = await queryYear(year);
  // Not stored: the gazetted dates, named by the calendar's pages and logs from the stored years only
  // (the names stay out of the money path's bundles); the local seed stores the gazetted years.
  if (!stored) return gazettedDatesOf(year).map(({ date }) => ({ date, name: GAZETTED_NAME }));
  return items.map((i) => ({ date: String(i.date), name: String(i.name) }));
}

/**
 * The years read, each for a minute at most: a handler's invocation reads each year it needs once
 * (its calls share the one Query), and a warm Lambda sees an administrator's change within a minute.
 * The calendar's own writes clear it (locally every function runs in one process, so at once).
 */
const CACHE_MS = 60_000;
const cache = new Map<number, { until: number; holidays: Promise<{ date: string; name: string }[]> }>();

export function clearCalendarCache(): void {
  cache.clear();
}

function cachedYear(year: number): Promise<{ date: string; name: string }[]> {
  const hit = cache.get(year);
  if (hit && hit.until > Date.now()) return hit.holidays;
  const holidays = yearHolidays(year);
  holidays.catch(() => cache.delete(year));
  cache.set(year, { until: Date.now() + CACHE_MS, holidays });
  return holidays;
}

/**
 * The business calendar around these instants: the Malaysian year of each and the next one (a
 * credit date or the next run can fall into the next year), one Query per year.
 */
export async function businessCalendar(...at: Date[]): Promise<HolidayCalendar> {
  const instants = at.length ? at : [new Date()];
  const years = [...new Set(instants.flatMap((d) => [yearOf(klDate(d)), yearOf(klDate(d)) + 1]))];
  const all = await Promise.all(years.map(cachedYear));
  return calendarOf(all.flat());
}
