import { edit } from '../../../shared/callables/calendar';
import { epochSeconds } from '../../../shared/domain/time/time';
import { callerName } from '../../core/caller';
import { makeHandler } from '../chain/make-handler';
import { editHoliday, requireHoliday } from '../../data/calendar/holidays';
import { requireFresh } from '../../data/table/approvable';

export const handler = makeHandler(edit, async ({ holidayDate, modifiedAt, ...fields }, caller) => {
  const before = await requireHoliday(holidayDate);
  requireFresh('holiday', modifiedAt, before.modifiedAt);
  return editHoliday(before, fields, callerName(caller), epochSeconds());
});
