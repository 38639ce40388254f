import type { HolidayKind } from './business-calendar';
import { calendarOf, type HolidayCalendar } from './holiday-calendar';
import { GAZETTED_DATES, gazettedDatesOf } from './gazetted-dates';

/**
 * The federal public holidays of 2026 and 2027 as gazetted for the Federal Territory of Kuala
 * Lumpur, where the bank files are cleared (Jadual Hari Kelepasan Am Persekutuan, Bahagian Kabinet,
 * Perlembagaan dan Perhubungan Antara Kerajaan, Jabatan Perdana Menteri; docs/rules.md#business-calendar).
 * A holiday on a Sunday is replaced by the next working day (`replacement`); a Saturday one is not.
 * `expected`: an Islamic (or lunar) date fixed by the sighting of the moon, which the Keeper of the
 * Rulers' Seal may move by a day; an administrator edits it then at /internal/holidays.
 */
export interface GazettedHoliday {
  date: string;
  name: string;
  kind: HolidayKind;
  expected?: true;
}

/** The names of the holidays of ./gazetted-dates.ts, in the same order (a replacement's gets ' (replacement)'). */
const NAMES: Readonly<Record<number, readonly string[]>> = {
  2026: [
    "New Year's Day",
    'Thaipusam and Federal Territory Day',
    'Thaipusam and Federal Territory Day',
    'Chinese New Year',
    'Chinese New Year (second day)',
    'Nuzul Al-Quran',
    'Hari Raya Aidilfitri',
    'Hari Raya Aidilfitri (second day)',
    'Hari Raya Aidilfitri',
    'Labour Day',
    'Hari Raya Haji',
    'Wesak Day',
    "Yang di-Pertuan Agong's Birthday",
    'Wesak Day',
    'Awal Muharram',
    'Maulidur Rasul',
    'National Day',
    'Malaysia Day',
    'Deepavali',
    'Deepavali',
    'Christmas Day',
  ],
  2027: [
    "New Year's Day",
    'Thaipusam',
    'Federal Territory Day',
    'Chinese New Year',
    'Chinese New Year (second day)',
    'Chinese New Year',
    'Nuzul Al-Quran',
    'Hari Raya Aidilfitri',
    'Hari Raya Aidilfitri (second day)',
    'Labour Day',
    'Hari Raya Haji',
    'Wesak Day',
    'Awal Muharram',
    "Yang di-Pertuan Agong's Birthday",
    'Awal Muharram',
    'Maulidur Rasul',
    'Maulidur Rasul',
    'National Day',
    'Malaysia Day',
    'Deepavali',
    'Christmas Day',
  ],
};

export const GAZETTED_HOLIDAYS: Readonly<Record<number, readonly GazettedHoliday[]>> = Object.fromEntries(
  Object.keys(GAZETTED_DATES).map((year) => [
    year,
    gazettedDatesOf(Number(year)).map(({ date, flags }, i): GazettedHoliday => {
      const name = NAMES[Number(year)][i];
      return {
        date,
        name: flags.includes('r') ? `${name} (replacement)` : name,
        kind: flags.includes('r') ? 'replacement' : 'federal',
        ...(flags.includes('?') ? { expected: true as const } : {}),
      };
    }),
  ]),
);

/** The gazetted holidays as a calendar, for what runs without the table (the demo seed's plan). */
export const gazettedCalendar = (): HolidayCalendar => calendarOf(Object.values(GAZETTED_HOLIDAYS).flat());
