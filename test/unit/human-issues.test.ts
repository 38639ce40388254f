import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { callables } from '../../shared/callables';
import {
  DATE_TEXT,
  DECIMALS_TEXT,
  HUMAN_PARSE,
  humanOption,
  invalidFieldsMessage,
  REQUIRED_TEXT,
} from '../../shared/registry/human-issues';
import { PASSWORD_RULE_TEXT } from '../../shared/registry/password-rule-text';
import { PASSWORD_MIN_LENGTH, StrongPasswordSchema } from '../../shared/domain/identity/user';
import { calendarDateSchema } from '../../shared/domain/time/calendar-date';
import { moneyRm } from '../../shared/domain/money/money';
import { en } from '../../shared/i18n/catalogue';
import { findMessage } from '../../shared/i18n/messages';

/** zod's own wording, or the API's date form: what a person must never read. */
export const DEVELOPER_WORDING =
  /Invalid (option|input|string|number|ISO|email|date)|expected|received|yyyy-MM-dd|must match pattern|\/\^/;

const messages = (schema: z.ZodType, value: unknown) =>
  schema.safeParse(value, HUMAN_PARSE).error?.issues.map((i) => i.message) ?? [];

describe('a zod issue in human words', () => {
  it('says each kind of refusal as a person reads it', () => {
    expect(messages(z.enum(['teams', 'categories']), 'x')).toEqual(['Choose one of: Teams, Categories']);
    expect(messages(z.enum(['perEmployee', 'ON_HOLD']), 'x')).toEqual(['Choose one of: Per employee, On hold']);
    expect(messages(z.enum(['a', 'b']), undefined)).toEqual([REQUIRED_TEXT]);
    expect(messages(z.string().regex(/^\d{4}-\d{2}-\d{2}$/), '31/01/2026')).toEqual([DATE_TEXT]);
    expect(messages(z.iso.date(), '2026-13-01')).toEqual([DATE_TEXT]);
    expect(messages(z.number(), 'abc')).toEqual(['Enter a number']);
    expect(messages(z.number().int(), 1.5)).toEqual(['Enter a whole number']);
    expect(messages(z.number().min(1000), 5)).toEqual(['Enter 1,000 or more']);
    expect(messages(z.number().positive(), 0)).toEqual(['Enter more than 0']);
    expect(messages(z.number().max(99), 100)).toEqual(['Enter 99 or less']);
    expect(messages(z.number().multipleOf(0.01), 100.555)).toEqual([DECIMALS_TEXT]);
    expect(messages(z.string(), undefined)).toEqual([REQUIRED_TEXT]);
    expect(messages(z.string().min(1), '')).toEqual([REQUIRED_TEXT]);
    expect(messages(z.string().min(3), 'ab')).toEqual(['Enter at least 3 characters']);
    expect(messages(z.string().max(3), 'abcd')).toEqual(['At most 3 characters']);
    expect(messages(z.array(z.string()).min(1), [])).toEqual(['Add at least 1']);
    expect(messages(z.email(), 'no')).toEqual(['Not a valid e-mail address']);
    expect(messages(z.boolean(), 'yes')).toEqual(['Choose yes or no']);
    expect(messages(z.string().regex(/^[A-Z]+$/), 'abc')).toEqual([
      'This is not in the expected form; please check it',
    ]);
  });

  it("keeps a schema's own words (the spec's)", () => {
    expect(messages(z.string().min(1, '*Required'), '')).toEqual(['*Required']);
    expect(messages(z.enum(['a', 'b'], { error: 'Please choose a reason for withdrawal' }), 'x')).toEqual([
      'Please choose a reason for withdrawal',
    ]);
  });

  it('words every date and every amount of a money field for people', () => {
    const date = calendarDateSchema('Required!');
    expect(messages(date, '')).toEqual(['Required!']);
    expect(messages(date, '31/01/2026')).toEqual([DATE_TEXT]);
    expect(messages(date, '2026-02-31')).toEqual(['Not a valid date']);
    const amount = moneyRm({ label: 'Amount', min: 1, max: 1000 });
    expect(messages(amount, 100.555)).toEqual(['Amount can have at most 2 decimals']);
    expect(messages(amount, 0.5)).toEqual(['Amount must be at least RM 1']);
  });

  it('has every message in the catalogue, so the site shows it in the person language', () => {
    for (const text of [
      DATE_TEXT,
      DECIMALS_TEXT,
      PASSWORD_RULE_TEXT,
      REQUIRED_TEXT,
      'Choose one of: Teams, Categories',
      'Enter 1,000 or more',
      invalidFieldsMessage([{ message: DATE_TEXT }, { message: DATE_TEXT }, { message: 'Enter a number' }]),
    ])
      expect(findMessage(text), text).toBeDefined();
    expect(invalidFieldsMessage([{ message: DATE_TEXT }, { message: DATE_TEXT }, { message: 'Enter a number' }])).toBe(
      `Please correct and try again: ${DATE_TEXT} · Enter a number`,
    );
    expect(en['auth.passwordRule']).toBe(PASSWORD_RULE_TEXT);
  });

  it('writes an option as a person reads it', () => {
    expect(humanOption('teams')).toBe('Teams');
    expect(humanOption('payRunAmount')).toBe('Pay run amount');
  });
});

describe('the password rule as stated', () => {
  it('is the rule StrongPasswordSchema enforces, part by part', () => {
    expect(PASSWORD_RULE_TEXT).toContain(`At least ${PASSWORD_MIN_LENGTH} characters`);
    const ok = 'Abcdef1!';
    expect(ok).toHaveLength(PASSWORD_MIN_LENGTH);
    expect(StrongPasswordSchema.safeParse(ok).success).toBe(true);
    // Each part the text names is required: without it the password is refused.
    const without = {
      characters: 'Abcde1!',
      'upper and lower case letters': 'abcdef1!',
      'upper and lower case': 'ABCDEF1!',
      'a number': 'Abcdefg!',
      'a symbol': 'Abcdefg1',
    };
    for (const [part, password] of Object.entries(without)) {
      expect(PASSWORD_RULE_TEXT).toContain(part);
      expect(StrongPasswordSchema.safeParse(password).success, part).toBe(false);
    }
  });
});

/** Values a person (or a broken form) may send in place of each field. */
const WRONG_VALUES: unknown[] = [undefined, '', 'x', '31/01/2026', -1, 100.555, 1e12, 'a'.repeat(5000), [], {}, true];

describe("every callable's refusals", () => {
  it('never show zod wording or the API date form, whatever a field is given', () => {
    const found = new Map<string, string>();
    for (const def of callables) {
      if (!(def.input instanceof z.ZodObject)) continue;
      const shape = def.input.shape as Record<string, z.ZodType>;
      for (const [field, schema] of Object.entries(shape))
        for (const value of WRONG_VALUES)
          for (const message of messages(schema, value))
            if (DEVELOPER_WORDING.test(message)) found.set(`${def.name}.${field}`, message);
    }
    expect(Object.fromEntries(found)).toEqual({});
  });
});
