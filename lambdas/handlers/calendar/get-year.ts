import { getYear } from '../../../shared/callables/calendar';
import { makeHandler } from '../chain/make-handler';
import { listYearChanges, readYear } from '../../data/calendar/holidays';

/** A year of the business calendar: its holidays (one Query) and its changes (one Query). */
export const handler = makeHandler(getYear, async ({ year }) => {
  const [{ holidays }, changes] = await Promise.all([readYear(year), listYearChanges(year)]);
  return { year, holidays, changes };
});
