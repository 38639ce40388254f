import { monotonicFactory } from 'ulid';
import {
  HolidayChangeSchema,
  HolidaySchema,
  holidayOfFields,
  holidayText,
  type Holiday,
  type HolidayChange,
  type HolidayFields,
} from '../../../shared/domain/time/business-calendar';
import { GAZETTED_HOLIDAYS } from '../../../shared/domain/time/gazetted-holidays';
import { isoToDisplay } from '../../../shared/domain/time/date-text';
import { AppError } from '../../../shared/registry/errors';
import { changedMeanwhile } from '../table/approvable';
import { CALENDAR_PK, keys } from '../table/keys';
import { stripItem, withEntity } from '../table/org-items';
import { isWriteConflict, table, type TransactItem } from '../table/table';
import { auditChanges, auditItem } from '../audit/audit-trail';
import { calendarOf, type HolidayCalendar } from '../../../shared/domain/time/holiday-calendar';
import {
  businessCalendar,
  clearCalendarCache,
  GAZETTED_NAME,
  HOLIDAY_ENTITY,
  HOLIDAY_YEAR_ENTITY,
  queryYear,
} from './calendar-read';

export { businessCalendar, clearCalendarCache } from './calendar-read';

const ENTITY = HOLIDAY_ENTITY;
const YEAR_ENTITY = HOLIDAY_YEAR_ENTITY;
const CHANGE_ENTITY = 'holidayChange';
const VERSION = 1;
/** Who stored a gazetted holiday. */
export const GAZETTE = 'Gazette';
/** Changes made in the same millisecond by one process still sort in the order they were made. */
const ulid = monotonicFactory();

const yearOf = (date: string) => Number(date.slice(0, 4));

/** A year's gazetted holidays as records (not stored yet, or stored at `at`). */
const gazettedOf = (year: number, at: number): Holiday[] =>
  (GAZETTED_HOLIDAYS[year] ?? []).map((g) => ({
    date: g.date,
    name: g.name,
    kind: g.kind,
    createdAt: at,
    createdBy: GAZETTE,
    modifiedAt: at,
    modifiedBy: GAZETTE,
  }));

const holidayItem = (h: Holiday) => withEntity(keys.holiday(h.date), ENTITY, VERSION, HolidaySchema.parse(h));
const changeItem = (change: HolidayChange): TransactItem => ({
  Put: {
    Item: withEntity(
      keys.holidayHistory(change.date, ulid(Math.max(Date.now(), change.at * 1000))),
      CHANGE_ENTITY,
      VERSION,
      HolidayChangeSchema.parse(change),
    ),
    ConditionExpression: 'attribute_not_exists(pk)',
  },
});

/**
 * A year's holidays, by date: one Query (the year's marker and its holidays). A year never written
 * to is its gazetted holidays as they stand in the code (shared/domain/time/gazetted-holidays.ts):
 * the first change an administrator makes to a year stores them (materialiseYear), so the table is
 * only written by the calendar's callables and the seed.
 */
export async function readYear(year: number): Promise<{ holidays: Holiday[]; stored: boolean }> {
  const { items, stored } = await queryYear(year);
  if (!stored) return { holidays: gazettedOf(year, 0), stored };
  const holidays = items.map((i) => HolidaySchema.parse(stripItem(i)));
  return { holidays: holidays.sort((a, b) => a.date.localeCompare(b.date)), stored };
}

/** A year's changes, newest first (one Query, `begins_with HISTORY#<yyyy>-`). */
export async function listYearChanges(year: number): Promise<HolidayChange[]> {
  const items = await table.queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
    ExpressionAttributeValues: { ':pk': CALENDAR_PK, ':sk': `HISTORY#${year}-` },
  });
  // Newest first by the key's ULID (milliseconds, monotonic in a process), so two changes in one second keep their order.
  const made = (i: Record<string, unknown>) => String(i.sk).slice(String(i.sk).lastIndexOf('#') + 1);
  return items.sort((a, b) => made(b).localeCompare(made(a))).map((i) => HolidayChangeSchema.parse(stripItem(i)));
}

/**
 * Store a year's gazetted holidays and its marker, unless the marker is there (then nothing
 * changes): one transaction, so a year is never half stored. Two at once: one stores it, the other
 * finds it stored. Answers whether this call stored it.
 */
export async function materialiseYear(year: number, at: number): Promise<boolean> {
  const items: TransactItem[] = [
    {
      Put: {
        Item: withEntity(keys.holidayYear(year), YEAR_ENTITY, VERSION, { year, storedAt: at }),
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    ...gazettedOf(year, at).map((h) => ({ Put: { Item: holidayItem(h) } })),
  ];
  try {
    await table.transact(items);
    clearCalendarCache();
    return true;
  } catch (err) {
    if (isWriteConflict(err)) return false;
    throw err;
  }
}

const dateTaken = (date: string) =>
  new AppError('ALREADY_EXISTS', `There is already a holiday on ${isoToDisplay(date)}.`, [
    { field: 'date', message: 'Already a holiday' },
  ]);
const notFound = (date: string) =>
  new AppError('NOT_FOUND', 'Holiday not found!', [{ field: 'date', message: `There is no holiday on ${date}` }]);

/** The holiday on a date, or a 404. */
export async function requireHoliday(date: string): Promise<Holiday> {
  const { holidays } = await readYear(yearOf(date));
  const holiday = holidays.find((h) => h.date === date);
  if (!holiday) throw notFound(date);
  return holiday;
}

/**
 * The audit entry of a change of the business calendar (docs/rules.md#audit-trail): a platform
 * setting (no organisation), the holiday's date and text before → after.
 */
function calendarAuditItem(action: string, before: Holiday | undefined, after: Holiday | undefined): TransactItem {
  const shown = (h: Holiday | undefined) => h && { date: isoToDisplay(h.date), holiday: holidayText(h) };
  const subject = after ?? before;
  return auditItem({
    orgId: null,
    kind: 'setting',
    action,
    subject: { type: 'holiday', id: subject?.date ?? '', name: subject?.name },
    changes: auditChanges(shown(before), shown(after), { date: true, holiday: true }),
  });
}

/** Add a holiday on a date that has none (409 otherwise), with its history entry, in one transaction. */
export async function addHoliday(fields: HolidayFields, by: string, at: number): Promise<Holiday> {
  await materialiseYear(yearOf(fields.date), at);
  const holiday: Holiday = { ...holidayOfFields(fields), createdAt: at, createdBy: by, modifiedAt: at, modifiedBy: by };
  try {
    await table.transact([
      { Put: { Item: holidayItem(holiday), ConditionExpression: 'attribute_not_exists(pk)' } },
      changeItem({ date: holiday.date, at, by, action: 'added', to: holidayText(holiday) }),
      calendarAuditItem('added', undefined, holiday),
    ]);
  } catch (err) {
    if (isWriteConflict(err) && err.conditionFailed(0)) throw dateTaken(holiday.date);
    throw err;
  }
  clearCalendarCache();
  return holiday;
}

/** The condition "the holiday is still as read" of a Put or Delete of its date. */
const asRead = (h: Holiday) => ({
  ConditionExpression: 'attribute_exists(pk) AND modifiedAt = :seen',
  ExpressionAttributeValues: { ':seen': h.modifiedAt },
});

/**
 * Change a holiday (its date too: a moved Hari Raya), only while it is as read (409 otherwise),
 * with a history entry on its date (and on the new date when it moves), in one transaction.
 */
export async function editHoliday(before: Holiday, fields: HolidayFields, by: string, at: number): Promise<Holiday> {
  if (yearOf(fields.date) !== yearOf(before.date)) await materialiseYear(yearOf(fields.date), at);
  const { state: _state, ...kept } = before;
  const after: Holiday = {
    ...kept,
    ...holidayOfFields(fields),
    modifiedAt: Math.max(at, before.modifiedAt + 1),
    modifiedBy: by,
  };
  const change = { at, by, action: 'changed', from: holidayText(before), to: holidayText(after) };
  const moved = after.date !== before.date;
  const items: TransactItem[] = moved
    ? [
        { Delete: { Key: keys.holiday(before.date), ...asRead(before) } },
        { Put: { Item: holidayItem(after), ConditionExpression: 'attribute_not_exists(pk)' } },
        changeItem({ ...change, date: before.date, why: `Moved to ${isoToDisplay(after.date)}` }),
        changeItem({ ...change, date: after.date, why: `Moved from ${isoToDisplay(before.date)}` }),
      ]
    : [{ Put: { Item: holidayItem(after), ...asRead(before) } }, changeItem({ ...change, date: after.date })];
  items.push(calendarAuditItem('changed', before, after));
  try {
    await table.transact(items);
  } catch (err) {
    if (isWriteConflict(err) && moved && err.conditionFailed(1)) throw dateTaken(after.date);
    if (isWriteConflict(err)) throw changedMeanwhile('holiday');
    throw err;
  }
  clearCalendarCache();
  return after;
}

/** Remove a holiday while it is as read (409 otherwise); its history stays, with the removal. */
export async function removeHoliday(before: Holiday, by: string, at: number): Promise<void> {
  try {
    await table.transact([
      { Delete: { Key: keys.holiday(before.date), ...asRead(before) } },
      changeItem({ date: before.date, at, by, action: 'removed', from: holidayText(before) }),
      calendarAuditItem('removed', before, undefined),
    ]);
  } catch (err) {
    if (isWriteConflict(err)) throw changedMeanwhile('holiday');
    throw err;
  }
  clearCalendarCache();
}

/** Store the gazetted years (the local seed; idempotent: a stored year is left as it is). */
export async function seedGazettedHolidays(at: number): Promise<void> {
  for (const year of Object.keys(GAZETTED_HOLIDAYS)) await materialiseYear(Number(year), at);
}

/**
 * The business calendar with the gazetted names of the years not stored (./calendar-read.ts reads
 * only their dates): for what shows or logs a holiday's name (the end of day, the dashboard).
 */
export async function namedBusinessCalendar(...at: Date[]): Promise<HolidayCalendar> {
  const calendar = await businessCalendar(...at);
  const gazetted = calendarOf(Object.values(GAZETTED_HOLIDAYS).flat());
  return {
    holidayOn: (date) => {
      const name = calendar.holidayOn(date);
      return name === GAZETTED_NAME ? (gazetted.holidayOn(date) ?? name) : name;
    },
  };
}
