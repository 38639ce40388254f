/**
 * The dates of the gazetted holidays (./gazetted-holidays.ts has their names and the source), apart
 * so the money path's functions carry only the dates (the Lambda bundle budget): per year, 'MM-dd'
 * each followed by its flags: `r` a replacement, `?` an expected date (the sighting of the moon).
 */
export const GAZETTED_DATES: Readonly<Record<number, string>> = {
  2026: '01-01 02-01 02-02r 02-17 02-18 03-07? 03-21? 03-22? 03-23r? 05-01 05-27? 05-31 06-01 06-02r 06-17? 08-25? 08-31 09-16 11-08 11-09r 12-25',
  2027: '01-01 01-22? 02-01 02-06 02-07 02-08r 02-24? 03-10? 03-11? 05-01 05-17? 05-20? 06-06? 06-07 06-08r? 08-15? 08-16r? 08-31 09-16 10-28? 12-25',
};

/** A year's gazetted dates ('yyyy-MM-dd') and flags, in order. */
export const gazettedDatesOf = (year: number): { date: string; flags: string }[] =>
  (GAZETTED_DATES[year] ?? '')
    .split(' ')
    .filter(Boolean)
    .map((d) => ({ date: `${year}-${d.slice(0, 5)}`, flags: d.slice(5) }));
