import { z } from 'zod';
import { RecordHistoryEntrySchema } from '../organisations/record-history';

/**
 * The business calendar (docs/rules.md#business-calendar): the public holidays on which no bank
 * file goes out and no transfer moves. Kept as data (one `HOLIDAY` item per date, provider-wide,
 * docs/data-model.md#platform), edited by the administrators at /internal/holidays; the federal
 * holidays of 2026 and 2027 as gazetted are its starting point (./gazetted-holidays.ts).
 * Every date in the calendar is a non-working day, whatever its kind.
 */

export const HOLIDAY_KINDS = ['federal', 'replacement', 'state'] as const;
export type HolidayKind = (typeof HOLIDAY_KINDS)[number];
export const HOLIDAY_KIND_LABELS: Record<HolidayKind, string> = {
  federal: 'Federal',
  replacement: 'Replacement',
  state: 'State',
};

/**
 * The states and the three federal territories a state holiday may name: wider than the addresses'
 * MALAYSIAN_STATES (shared/domain/employees/countries.ts), since Labuan and Putrajaya gazette their own.
 */
export const HOLIDAY_REGIONS = [
  'Johor',
  'Kedah',
  'Kelantan',
  'Melaka',
  'Negeri Sembilan',
  'Pahang',
  'Perak',
  'Perlis',
  'Pulau Pinang',
  'Sabah',
  'Sarawak',
  'Selangor',
  'Terengganu',
  'W.P. Kuala Lumpur',
  'W.P. Labuan',
  'W.P. Putrajaya',
] as const;

/** The years the calendar holds (the gazetted years and those an administrator may add to). */
export const CALENDAR_FIRST_YEAR = 2026;
export const CALENDAR_LAST_YEAR = 2030;

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const isRealDate = (s: string) => {
  const m = DATE_RE.exec(s);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === s;
};

export const HolidayDateSchema = z
  .string()
  .trim()
  .refine(isRealDate, 'Enter a date as dd/MM/yyyy')
  .refine((s) => {
    const year = Number(s.slice(0, 4));
    return year >= CALENDAR_FIRST_YEAR && year <= CALENDAR_LAST_YEAR;
  }, `The calendar holds ${CALENDAR_FIRST_YEAR} to ${CALENDAR_LAST_YEAR}`);

/** What an administrator enters for a holiday (the state rule: {@link stateOfStateHoliday}). */
export const HolidayFieldsObject = z.object({
  date: HolidayDateSchema,
  name: z.string().trim().min(1, 'Required!').max(100, 'At most 100 characters'),
  kind: z.enum(HOLIDAY_KINDS),
  /** Required for a state holiday; ignored otherwise ('' is none: a form's empty select). */
  state: z.union([z.enum(HOLIDAY_REGIONS), z.literal('')]).optional(),
});

/** A state holiday names its state. */
export const stateOfStateHoliday = (h: { kind: HolidayKind; state?: string }, ctx: z.RefinementCtx) => {
  if (h.kind === 'state' && !h.state)
    ctx.addIssue({ code: 'custom', path: ['state'], message: 'Choose the state of a state holiday' });
};

export const HolidayFieldsSchema = HolidayFieldsObject.superRefine(stateOfStateHoliday);
export type HolidayFields = z.output<typeof HolidayFieldsObject>;

export const HolidaySchema = z.object({
  date: z.string(),
  name: z.string(),
  kind: z.enum(HOLIDAY_KINDS),
  state: z.enum(HOLIDAY_REGIONS).optional(),
  createdAt: z.number().int(),
  createdBy: z.string(),
  modifiedAt: z.number().int(),
  modifiedBy: z.string(),
});
export type Holiday = z.infer<typeof HolidaySchema>;

/** What is stored of the fields: the state only for a state holiday. */
export const holidayOfFields = ({
  date,
  name,
  kind,
  state,
}: HolidayFields): Pick<Holiday, 'date' | 'name' | 'kind' | 'state'> =>
  kind === 'state' && state ? { date, name, kind, state } : { date, name, kind };

/** One change of the calendar: the date it is about, and who, when, what (before → after). */
export const HolidayChangeSchema = RecordHistoryEntrySchema.extend({ date: z.string() });
export type HolidayChange = z.infer<typeof HolidayChangeSchema>;

/** How a holiday reads in its history: 'Deepavali (Federal)', 'Hari Keputeraan Sultan Johor (State, Johor)'. */
export const holidayText = (h: Pick<Holiday, 'name' | 'kind' | 'state'>): string =>
  `${h.name} (${HOLIDAY_KIND_LABELS[h.kind]}${h.state ? `, ${h.state}` : ''})`;

export { calendarOf, NO_HOLIDAYS, type HolidayCalendar } from './holiday-calendar';
