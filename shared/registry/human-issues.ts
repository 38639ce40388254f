/**
 * THE mapping of a zod issue to words a person reads (docs/rules.md#refusals): the site's forms
 * (web/src/components/zod-form-state.ts) and the API's 400 details (make-handler) both parse with
 * {@link humanError}, so neither ever shows zod's own wording ("Invalid option: expected one of …",
 * a regex, "yyyy-MM-dd"). A schema's own message (the spec's words) still wins: zod applies a
 * per-parse error map only where the schema has none. The texts are the English catalogue's
 * (shared/i18n/catalogue/en/validation.ts), so the site shows them in the person's language.
 */
import type { z } from 'zod';
import { validation } from '../i18n/catalogue/en/validation';

type ValidationId = keyof typeof validation;

/** A validation message with its `{name}` parts filled (plain arguments only: no ICU formatter on a Lambda). */
export function validationText(id: ValidationId, values: Record<string, string | number> = {}): string {
  return validation[id].replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** 'Required!' (the spec's generic required field). */
export const REQUIRED_TEXT = validation['validation.required'];
/** "Enter the date as dd/MM/yyyy": every date field, whatever form the API wants behind it. */
export const DATE_TEXT = validation['validation.date'];
/** The money fields' "at most 2 decimals". */
export const DECIMALS_TEXT = validation['validation.decimals'];

/**
 * A value of an enum as a person reads it: 'categories' → 'Categories', 'perEmployee' → 'Per
 * employee', 'ON_HOLD' → 'On hold'.
 */
export function humanOption(value: unknown): string {
  const words = String(value)
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A bound as people write it: 1000 → '1,000'; 0.5 → '0.5'. */
const bound = (n: unknown) =>
  typeof n === 'number' || typeof n === 'bigint'
    ? String(n).replace(/^(-?\d+)/, (digits) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ','))
    : String(n);

/** A regex issue's pattern as text (zod gives the RegExp's text, or the RegExp itself). */
const patternText = (p: unknown) => (p instanceof RegExp ? p.source : typeof p === 'string' ? p : '');

const DATE_PATTERN = /\\d\{4\}-\\d\{2\}-\\d\{2\}|\\d\{4\}-\(\?:/;

/** A zod issue (raw, as an error map receives it, or final) in the English of the catalogue. */
export function humanIssueText(issue: z.core.$ZodRawIssue | z.core.$ZodIssue): string {
  const i = issue as Record<string, unknown> & { code: string };
  const empty = i.input === undefined || i.input === null || i.input === '';
  switch (i.code) {
    case 'invalid_type':
      if (empty) return REQUIRED_TEXT;
      if (i.expected === 'int') return validationText('validation.wholeNumber');
      if (i.expected === 'number' || i.expected === 'bigint') return validationText('validation.number');
      if (i.expected === 'boolean') return validationText('validation.yesOrNo');
      if (i.expected === 'date') return DATE_TEXT;
      return validationText('validation.invalid');
    case 'invalid_value': {
      const values = (i.values as unknown[] | undefined) ?? [];
      if (values.length === 1 && typeof values[0] === 'boolean') return validationText('validation.yesOrNo');
      if (empty && values.length > 1) return REQUIRED_TEXT;
      return validationText('validation.chooseOne', { options: values.map(humanOption).join(', ') });
    }
    case 'too_small': {
      if (i.origin === 'string') {
        return i.minimum === 1 || empty
          ? REQUIRED_TEXT
          : validationText('validation.tooShort', { minimum: bound(i.minimum) });
      }
      if (i.origin === 'array' || i.origin === 'set')
        return validationText('validation.tooFew', { minimum: bound(i.minimum) });
      if (i.origin === 'date') return DATE_TEXT;
      return i.inclusive === false
        ? validationText('validation.moreThan', { minimum: bound(i.minimum) })
        : validationText('validation.atLeast', { minimum: bound(i.minimum) });
    }
    case 'too_big': {
      if (i.origin === 'string') return validationText('validation.tooLong', { maximum: bound(i.maximum) });
      if (i.origin === 'array' || i.origin === 'set')
        return validationText('validation.tooMany', { maximum: bound(i.maximum) });
      if (i.origin === 'date') return DATE_TEXT;
      return i.inclusive === false
        ? validationText('validation.lessThan', { maximum: bound(i.maximum) })
        : validationText('validation.atMost', { maximum: bound(i.maximum) });
    }
    case 'invalid_format': {
      if (i.format === 'email') return validation['validation.email'];
      if (i.format === 'date' || i.format === 'datetime') return DATE_TEXT;
      if (empty) return REQUIRED_TEXT;
      if (i.format === 'regex' && DATE_PATTERN.test(patternText(i.pattern))) return DATE_TEXT;
      return validationText('validation.format');
    }
    case 'not_multiple_of':
      return i.divisor === 0.01 ? DECIMALS_TEXT : validationText('validation.invalid');
    default:
      return empty ? REQUIRED_TEXT : validationText('validation.invalid');
  }
}

/**
 * The per-parse error map: `schema.safeParse(value, { error: humanError })`. Only issues without
 * a schema's own message reach it.
 */
export const humanError: z.core.$ZodErrorMap = (issue) => humanIssueText(issue);

/** Parse options that give every issue a human message. */
export const HUMAN_PARSE = { error: humanError } as const;

/**
 * A 400's message: what to do, with each field's reason ("Please correct and try again: Enter the
 * date as dd/MM/yyyy"), not only "some fields are not valid". The site recomposes it in the
 * person's language from the details (web/src/components/notifications.tsx).
 */
export function invalidFieldsMessage(details: readonly { message: string }[]): string {
  const reasons = [...new Set(details.map((d) => d.message))];
  return validationText('validation.correctFields', { reasons: reasons.join(' · ') });
}
