import { z } from 'zod';

/**
 * Money is integer sen inside the system and RM with two decimals at the edges (docs/rules.md#money-time-and-periods).
 * `Sen` is branded: a plain number (an amount in RM, a count, a percentage) is not a `Sen` until
 * {@link rmToSen} or {@link asSen} makes it one, so an RM figure cannot reach a domain object, a
 * service's arithmetic or the table by mistake. It is still a number: comparisons, `Math.max` and
 * sorting work as they are; sums and differences go through the helpers below to stay `Sen`.
 */
export type Sen = number & { readonly __brand: 'Sen' };

/** No money. */
export const ZERO_SEN = 0 as Sen;

/** An integer already in sen (a stored `...Sen` attribute, a gateway's balance) as a `Sen`; anything else is refused. */
export function asSen(value: number): Sen {
  if (!Number.isSafeInteger(value)) throw new RangeError(`Sen must be an integer: ${value}`);
  return value as Sen;
}

/** RM (a number with at most two decimals) → integer sen, rounding half away from zero. */
export function rmToSen(rm: number): Sen {
  if (!Number.isFinite(rm)) throw new RangeError(`Not an amount: ${rm}`);
  const sen = Math.round(Math.abs(rm) * 100 + Number.EPSILON * 100);
  return (rm < 0 ? -sen : sen) as Sen;
}

/** Integer sen → RM as a number with two decimals. */
export function senToRm(sen: Sen): number {
  if (!Number.isInteger(sen)) throw new RangeError(`Sen must be an integer: ${sen}`);
  return sen / 100;
}

/** 'RM 5250.00': an amount as messages and history entries write it (text for people is an edge too). */
export const rmTextOfSen = (amount: Sen) => `RM ${senToRm(amount).toFixed(2)}`;

/** The sum of amounts (0 for none). */
export const sumSen = (amounts: Iterable<Sen>): Sen => {
  let total = 0;
  for (const a of amounts) total += a;
  return total as Sen;
};

/** `a + b`. */
export const addSen = (a: Sen, b: Sen): Sen => (a + b) as Sen;

/** The least of amounts. */
export const minSen = (first: Sen, ...rest: Sen[]): Sen => Math.min(first, ...rest) as Sen;

/** The greatest of amounts. */
export const maxSen = (first: Sen, ...rest: Sen[]): Sen => Math.max(first, ...rest) as Sen;

/** `−a` (a payment taken back). */
export const negateSen = (a: Sen): Sen => (0 - a) as Sen;

/** `a − b` (negative when b is more). */
export const subtractSen = (a: Sen, b: Sen): Sen => (a - b) as Sen;

/**
 * `percentage` % of `amount` (× `times`, e.g. a monthly fee over several months), rounded to the
 * sen once, half away from zero for positive amounts (`Math.round`): the rounding of every fee.
 */
export const percentOfSen = (amount: Sen, percentage: number, times = 1): Sen =>
  Math.round((amount * percentage * times) / 100) as Sen;

/** Stored sen read back (`...Sen` attributes): an integer, typed `Sen`. For records, never for callables' RM. */
export const SenSchema = z.custom<Sen>(
  (v) => typeof v === 'number' && Number.isSafeInteger(v),
  'An amount in sen must be an integer',
);

// How amounts are shown lives apart from the schemas below, so a page that only shows amounts
// does not load zod.
export { formatMyr, formatRm } from './money-format';

/**
 * Does `value` have at most `places` decimals, exactly? A decimal typed with at most that many
 * places comes back unchanged from scaling, rounding and scaling back; 0.30000000000000004 and
 * 1e-320 do not (zod's `multipleOf(0.01)` lets both through). Only meaningful within the
 * ranges the builders below allow (well under 2^53 / 10^places).
 */
export function hasAtMostDecimals(value: number, places: number): boolean {
  if (!Number.isFinite(value)) return false;
  const scale = 10 ** places;
  return Math.round(value * scale) / scale === value;
}

/**
 * A limit as the messages of {@link moneyRm} name it ('RM 1,000', 'RM 0.01'), formatted without
 * `Intl`: these messages are built when a schema is, at a Lambda's load. The limits have at most two
 * decimals, for which this writes what `en-MY` does (test/unit/money.test.ts).
 */
export function limitRmText(rm: number): string {
  const [whole, cents] = Math.abs(rm).toFixed(2).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `RM ${rm < 0 ? '-' : ''}${grouped}.${cents}`.replace('.00', '');
}

/** Options of {@link moneyRm}. */
export interface MoneyRmOptions {
  /** How the messages name the field, e.g. 'Salary'. */
  label: string;
  /** The least amount in RM (default 0: never negative). */
  min?: number;
  /** `min` itself is refused (e.g. "greater than zero"). */
  minExclusive?: boolean;
  /** The greatest amount in RM. */
  max: number;
  /** The form's own wording where it has one; otherwise messages naming the field and the bound. */
  messages?: { required?: string; min?: string; max?: string; decimals?: string };
}

/**
 * THE schema of an RM amount a person types (salary, withdrawal amounts, policy limits,
 * credit limits, wallet minimums...): a finite number with at most 2 decimals, checked exactly,
 * within the field's range. Every issue is on the field's own path (the 400's details) and its
 * message names the field.
 */
export function moneyRm(options: MoneyRmOptions) {
  const { label, min = 0, minExclusive = false, max, messages = {} } = options;
  const lowest = minExclusive ? `greater than ${limitRmText(min)}` : `at least ${limitRmText(min)}`;
  const schema = z.number({ error: messages.required ?? `${label} must be a number in RM` });
  return (
    minExclusive
      ? schema.gt(min, messages.min ?? `${label} must be ${lowest}`)
      : schema.min(min, messages.min ?? `${label} must be ${lowest}`)
  )
    .max(max, messages.max ?? `${label} must be at most ${limitRmText(max)}`)
    .refine((v) => hasAtMostDecimals(v, 2), messages.decimals ?? `${label} can have at most 2 decimals`);
}

/** Options of {@link rateInput}. */
export interface RateOptions {
  /** How the messages name the field, e.g. 'Service fee'. */
  label: string;
  min: number;
  max: number;
  /** Decimals allowed (default 2: 1.5 % and 0.25 % are rates, 0.30000000000000004 % is not). */
  decimals?: number;
  messages?: { required?: string; min?: string; max?: string; decimals?: string };
}

/** A percentage rate a person types (fees, royalty): finite, within its range, with a sane number of decimals. */
export function rateInput(options: RateOptions) {
  const { label, min, max, decimals = 2, messages = {} } = options;
  return z
    .number({ error: messages.required ?? `${label} must be a number` })
    .min(min, messages.min ?? `${label} must be at least ${min}%`)
    .max(max, messages.max ?? `${label} must be at most ${max}%`)
    .refine(
      (v) => hasAtMostDecimals(v, decimals),
      messages.decimals ?? `${label} can have at most ${decimals} decimals`,
    );
}
