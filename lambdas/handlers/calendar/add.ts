import { add } from '../../../shared/callables/calendar';
import { epochSeconds } from '../../../shared/domain/time/time';
import { callerName } from '../../core/caller';
import { makeHandler } from '../chain/make-handler';
import { addHoliday } from '../../data/calendar/holidays';

export const handler = makeHandler(add, async (fields, caller) =>
  addHoliday(fields, callerName(caller), epochSeconds()),
);
