import { remove } from '../../../shared/callables/calendar';
import { epochSeconds } from '../../../shared/domain/time/time';
import { callerName } from '../../core/caller';
import { makeHandler } from '../chain/make-handler';
import { removeHoliday, requireHoliday } from '../../data/calendar/holidays';
import { requireFresh } from '../../data/table/approvable';

export const handler = makeHandler(remove, async ({ holidayDate, modifiedAt }, caller) => {
  const before = await requireHoliday(holidayDate);
  requireFresh('holiday', modifiedAt, before.modifiedAt);
  await removeHoliday(before, callerName(caller), epochSeconds());
  return { date: before.date };
});
