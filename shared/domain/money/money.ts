import { z } from 'zod';

/**
 * Money is integer sen inside the system and RM with two decimals at the edges (docs/rules.md#money-time-and-periods).
 */
export type Sen = number;

/** RM (a number with at most two decimals) → integer sen, rounding half away from zero. */
export function rmToSen(rm: number): Sen {
  if (!Number.isFinite(rm)) throw new RangeError(`Not an amount: ${rm}`);
  const sen = Math.round(Math.abs(rm) * 100 + Number.EPSILON * 100);
  return rm < 0 ? -sen : sen;
}

/** Integer sen → RM as a number with two decimals. */
export function senToRm(sen: Sen): number {
  if (!Number.isInteger(sen)) throw new RangeError(`Sen must be an integer: ${sen}`);
  return sen / 100;
}

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
