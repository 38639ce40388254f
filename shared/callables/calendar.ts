import { z } from 'zod';
import { defineCallable } from '../registry/define';
import { ADMIN_ROLES } from '../registry/roles';
import {
  CALENDAR_FIRST_YEAR,
  CALENDAR_LAST_YEAR,
  HolidayChangeSchema,
  HolidayDateSchema,
  HolidayFieldsObject,
  HolidayFieldsSchema,
  HolidaySchema,
  stateOfStateHoliday,
} from '../domain/time/business-calendar';

/** The business calendar (docs/rules.md#business-calendar): the holidays the working-day rule skips. */

const YearSchema = z.coerce.number().int().min(CALENDAR_FIRST_YEAR).max(CALENDAR_LAST_YEAR);

export const getYear = defineCallable({
  name: 'calendar-getYear',
  summary:
    "A year's holidays by date, and the year's changes (who, when, before → after), newest first, removed holidays' included. " +
    'A year no administrator has changed is its gazetted federal holidays.',
  input: z.object({ year: YearSchema }),
  output: z.object({
    year: z.number().int(),
    holidays: z.array(HolidaySchema),
    changes: z.array(HolidayChangeSchema),
  }),
  roles: [...ADMIN_ROLES],
  access: { table: 'read' },
  terms: false,
  example: { year: 2026 },
});

export const add = defineCallable({
  name: 'calendar-add',
  audit: ['setting'],
  summary:
    'Add a holiday (a replacement, a state holiday, one the government declares). A date holds one holiday (409 when taken); ' +
    'a state holiday names its state.',
  input: HolidayFieldsSchema,
  output: HolidaySchema,
  roles: [...ADMIN_ROLES],
  access: { table: 'write' },
  terms: false,
  example: { date: '2026-12-24', name: 'Christmas Eve', kind: 'state', state: 'Sabah' },
});

export const edit = defineCallable({
  name: 'calendar-edit',
  audit: ['setting'],
  summary:
    'Change the holiday on `holidayDate` (its date too, when the sighting of the moon moves it): the body is the whole holiday. ' +
    '`modifiedAt` as read refuses an edit over a newer one (409); a new date already a holiday is a 409.',
  input: HolidayFieldsObject.extend({ holidayDate: HolidayDateSchema, modifiedAt: z.number().int() }).superRefine(
    stateOfStateHoliday,
  ),
  output: HolidaySchema,
  roles: [...ADMIN_ROLES],
  access: { table: 'write' },
  terms: false,
  example: {
    holidayDate: '2027-10-28',
    date: '2027-10-29',
    name: 'Deepavali',
    kind: 'federal',
    modifiedAt: 1767225600,
  },
});

export const remove = defineCallable({
  name: 'calendar-remove',
  audit: ['setting'],
  summary: 'Remove the holiday on a date, while it is as read (`modifiedAt`, 409 otherwise). Its history stays.',
  input: z.object({ holidayDate: HolidayDateSchema, modifiedAt: z.number().int() }),
  output: z.object({ date: z.string() }),
  roles: [...ADMIN_ROLES],
  access: { table: 'write' },
  terms: false,
  example: { holidayDate: '2026-12-24', modifiedAt: 1767225600 },
});
