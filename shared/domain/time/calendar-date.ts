import { z } from 'zod';
import { DATE_TEXT } from '../../registry/human-issues';

/** 'yyyy-MM-dd' that names a real day (31/02 does not). */
const isRealDay = (d: string) => {
  const t = new Date(`${d}T00:00:00Z`);
  return !Number.isNaN(t.getTime()) && t.toISOString().slice(0, 10) === d;
};

/**
 * THE schema of a calendar date as the API carries it ('yyyy-MM-dd'), shown and typed dd/MM/yyyy:
 * a wrong one says "Enter the date as dd/MM/yyyy" (never the API's form), one that is no day
 * 'Not a valid date'. With `required`, an empty one says that.
 */
export function calendarDateSchema(required?: string) {
  // Each check stops the next: one reason per date, not three.
  const text = required ? z.string({ error: required }).trim().min(1, { error: required, abort: true }) : z.string();
  return text.regex(/^\d{4}-\d{2}-\d{2}$/, { error: DATE_TEXT, abort: true }).refine(isRealDay, 'Not a valid date');
}
