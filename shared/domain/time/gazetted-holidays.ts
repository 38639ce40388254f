import { calendarOf, type HolidayCalendar, type HolidayKind } from './business-calendar';

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

export const GAZETTED_HOLIDAYS: Readonly<Record<number, readonly GazettedHoliday[]>> = {
  2026: [
    { date: '2026-01-01', name: "New Year's Day", kind: 'federal' },
    { date: '2026-02-01', name: 'Thaipusam and Federal Territory Day', kind: 'federal' },
    { date: '2026-02-02', name: 'Thaipusam and Federal Territory Day (replacement)', kind: 'replacement' },
    { date: '2026-02-17', name: 'Chinese New Year', kind: 'federal' },
    { date: '2026-02-18', name: 'Chinese New Year (second day)', kind: 'federal' },
    { date: '2026-03-07', name: 'Nuzul Al-Quran', kind: 'federal', expected: true },
    { date: '2026-03-21', name: 'Hari Raya Aidilfitri', kind: 'federal', expected: true },
    { date: '2026-03-22', name: 'Hari Raya Aidilfitri (second day)', kind: 'federal', expected: true },
    { date: '2026-03-23', name: 'Hari Raya Aidilfitri (replacement)', kind: 'replacement', expected: true },
    { date: '2026-05-01', name: 'Labour Day', kind: 'federal' },
    { date: '2026-05-27', name: 'Hari Raya Haji', kind: 'federal', expected: true },
    { date: '2026-05-31', name: 'Wesak Day', kind: 'federal' },
    { date: '2026-06-01', name: "Yang di-Pertuan Agong's Birthday", kind: 'federal' },
    { date: '2026-06-02', name: 'Wesak Day (replacement)', kind: 'replacement' },
    { date: '2026-06-17', name: 'Awal Muharram', kind: 'federal', expected: true },
    { date: '2026-08-25', name: 'Maulidur Rasul', kind: 'federal', expected: true },
    { date: '2026-08-31', name: 'National Day', kind: 'federal' },
    { date: '2026-09-16', name: 'Malaysia Day', kind: 'federal' },
    { date: '2026-11-08', name: 'Deepavali', kind: 'federal' },
    { date: '2026-11-09', name: 'Deepavali (replacement)', kind: 'replacement' },
    { date: '2026-12-25', name: 'Christmas Day', kind: 'federal' },
  ],
  2027: [
    { date: '2027-01-01', name: "New Year's Day", kind: 'federal' },
    { date: '2027-01-22', name: 'Thaipusam', kind: 'federal', expected: true },
    { date: '2027-02-01', name: 'Federal Territory Day', kind: 'federal' },
    { date: '2027-02-06', name: 'Chinese New Year', kind: 'federal' },
    { date: '2027-02-07', name: 'Chinese New Year (second day)', kind: 'federal' },
    { date: '2027-02-08', name: 'Chinese New Year (replacement)', kind: 'replacement' },
    { date: '2027-02-24', name: 'Nuzul Al-Quran', kind: 'federal', expected: true },
    { date: '2027-03-10', name: 'Hari Raya Aidilfitri', kind: 'federal', expected: true },
    { date: '2027-03-11', name: 'Hari Raya Aidilfitri (second day)', kind: 'federal', expected: true },
    { date: '2027-05-01', name: 'Labour Day', kind: 'federal' },
    { date: '2027-05-17', name: 'Hari Raya Haji', kind: 'federal', expected: true },
    { date: '2027-05-20', name: 'Wesak Day', kind: 'federal', expected: true },
    { date: '2027-06-06', name: 'Awal Muharram', kind: 'federal', expected: true },
    { date: '2027-06-07', name: "Yang di-Pertuan Agong's Birthday", kind: 'federal' },
    { date: '2027-06-08', name: 'Awal Muharram (replacement)', kind: 'replacement', expected: true },
    { date: '2027-08-15', name: 'Maulidur Rasul', kind: 'federal', expected: true },
    { date: '2027-08-16', name: 'Maulidur Rasul (replacement)', kind: 'replacement', expected: true },
    { date: '2027-08-31', name: 'National Day', kind: 'federal' },
    { date: '2027-09-16', name: 'Malaysia Day', kind: 'federal' },
    { date: '2027-10-28', name: 'Deepavali', kind: 'federal', expected: true },
    { date: '2027-12-25', name: 'Christmas Day', kind: 'federal' },
  ],
};

/** The gazetted holidays as a calendar, for what runs without the table (the demo seed's plan). */
export const gazettedCalendar = (): HolidayCalendar => calendarOf(Object.values(GAZETTED_HOLIDAYS).flat());
