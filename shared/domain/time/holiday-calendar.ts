/**
 * The business calendar as the working-day rule reads it (docs/rules.md#business-calendar), apart
 * from its schemas (./business-calendar.ts) so the money path's functions carry only this.
 */

/** The days the working-day rule skips besides weekends: date ('yyyy-MM-dd') → the holiday's name. */
export interface HolidayCalendar {
  holidayOn(date: string): string | undefined;
}

/** A calendar of these holidays. */
export const calendarOf = (holidays: readonly { date: string; name: string }[]): HolidayCalendar => {
  const byDate = new Map(holidays.map((h) => [h.date, h.name]));
  return { holidayOn: (date) => byDate.get(date) };
};

/** No holidays: weekends only (a calendar not read yet, or a rule that is about weekdays alone). */
export const NO_HOLIDAYS: HolidayCalendar = { holidayOn: () => undefined };
