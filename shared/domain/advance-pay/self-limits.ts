import { z } from 'zod';
import { asSen, maxSen, moneyRm, rmToSen, senToRm, subtractSen, ZERO_SEN, type Sen } from '../money/money';
import { formatRm } from '../money/money-format';
import { klDate, klDateTimeText } from '../time/time';
import { klDaysBetween } from './withdrawal-rules';

/**
 * The limits an employee sets for themselves (docs/rules.md#limits-you-set-yourself): a monthly cap
 * below the employer's, a least number of days between requests, and a lock until a date. They only
 * ever narrow what the employer allows. A change that narrows applies at once; one that widens
 * (a higher or no cap, a shorter or no gap, an earlier or no lock) takes effect 24 hours after it is
 * asked for, so a moment of need, or a stolen session, cannot undo them on the spot.
 */

/** How long a widening waits. */
export const SELF_LIMIT_RAISE_DELAY_SECONDS = 24 * 3600;
/** The longest gap an employee may ask for between two requests. */
export const MAX_SELF_GAP_DAYS = 90;
/** The furthest a lock may reach. */
export const MAX_SELF_LOCK_DAYS = 366;

/** The three limits as stored (sen; a KL date 'yyyy-MM-dd' from which requests are possible again); null: none. */
export const SelfLimitValuesSchema = z.object({
  monthlyCapSen: z.number().int().positive().nullable(),
  minDaysBetween: z.number().int().min(1).max(MAX_SELF_GAP_DAYS).nullable(),
  lockedUntil: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .nullable(),
});
export type SelfLimitValues = z.infer<typeof SelfLimitValuesSchema>;

/** On the user record: the limits in force, and the widenings that wait (only the limits they change). */
export const SelfLimitsSchema = SelfLimitValuesSchema.extend({
  pending: SelfLimitValuesSchema.partial().extend({ effectiveAt: z.number().int() }).optional(),
  changedAt: z.number().int(),
});
export type SelfLimits = z.infer<typeof SelfLimitsSchema>;

export const NO_SELF_LIMITS: SelfLimitValues = { monthlyCapSen: null, minDaysBetween: null, lockedUntil: null };

type Key = keyof SelfLimitValues;
const KEYS: readonly Key[] = ['monthlyCapSen', 'minDaysBetween', 'lockedUntil'];

/** A lock whose day has come is no lock. */
const liveLock = (lockedUntil: string | null, now: number): string | null =>
  lockedUntil !== null && lockedUntil > klDate(new Date(now * 1000)) ? lockedUntil : null;

/** The limits in force at `now` (a widening whose time has come counts). */
export function selfLimitsAt(stored: SelfLimits | undefined, now: number): SelfLimitValues {
  if (!stored) return NO_SELF_LIMITS;
  const { pending } = stored;
  const due = pending !== undefined && pending.effectiveAt <= now;
  const value = <K extends Key>(key: K): SelfLimitValues[K] =>
    due && pending[key] !== undefined ? (pending[key] as SelfLimitValues[K]) : stored[key];
  return {
    monthlyCapSen: value('monthlyCapSen'),
    minDaysBetween: value('minDaysBetween'),
    lockedUntil: liveLock(value('lockedUntil'), now),
  };
}

/** The widenings still waiting at `now`, if any. */
export function pendingSelfLimits(stored: SelfLimits | undefined, now: number): SelfLimits['pending'] {
  return stored?.pending && stored.pending.effectiveAt > now ? stored.pending : undefined;
}

/** Whether `next` allows more than `current` for one limit (null is no limit: the widest). */
function widens(key: Key, current: SelfLimitValues, next: SelfLimitValues): boolean {
  const a = current[key];
  const b = next[key];
  if (a === b) return false;
  if (a === null) return false; // none → some: narrower
  if (b === null) return true; // some → none: wider
  // A higher cap widens; a shorter gap or an earlier lock widens.
  return key === 'monthlyCapSen' ? b > a : b < a;
}

/**
 * The stored limits after the employee asks for `requested` at `now`: each limit that narrows (or
 * stays) is in force at once; each that widens waits {@link SELF_LIMIT_RAISE_DELAY_SECONDS} (the
 * old value stays until then). A new request replaces the widenings that were waiting.
 */
export function changeSelfLimits(stored: SelfLimits | undefined, requested: SelfLimitValues, now: number): SelfLimits {
  const current = selfLimitsAt(stored, now);
  const next: SelfLimitValues = { ...requested, lockedUntil: liveLock(requested.lockedUntil, now) };
  const inForce: SelfLimitValues = { ...current };
  const waiting: Partial<SelfLimitValues> = {};
  for (const key of KEYS) {
    if (widens(key, current, next)) Object.assign(waiting, { [key]: next[key] });
    else Object.assign(inForce, { [key]: next[key] });
  }
  return {
    ...inForce,
    ...(Object.keys(waiting).length
      ? { pending: { ...waiting, effectiveAt: now + SELF_LIMIT_RAISE_DELAY_SECONDS } }
      : {}),
    changedAt: now,
  };
}

/** 'dd/MM/yyyy' of a KL date 'yyyy-MM-dd'. */
const dateText = (day: string) => day.split('-').reverse().join('/');

/** The day `days` after the instant, as 'yyyy-MM-dd' in Malaysia. */
const klDayAfter = (at: Date, days: number) => klDate(new Date(at.getTime() + days * 86_400_000));

/** Why the employee's own limits stop any request now (Get Paid names it); undefined when they do not. */
export function selfLimitBlock(
  limits: SelfLimitValues,
  previous: readonly Date[],
  at: Date,
): { reason: 'ownLock' | 'ownGap'; message: string } | undefined {
  if (limits.lockedUntil !== null && limits.lockedUntil > klDate(at))
    return {
      reason: 'ownLock',
      message:
        `You locked your withdrawals until ${dateText(limits.lockedUntil)}. ` +
        'You can change this in your Profile: an unlock takes effect 24 hours after you ask for it.',
    };
  const gap = limits.minDaysBetween;
  if (gap !== null) {
    const last = previous
      .filter((p) => klDaysBetween(p, at) >= 0)
      .sort((a, b) => b.getTime() - a.getTime())
      .at(0);
    if (last !== undefined && klDaysBetween(last, at) < gap)
      return {
        reason: 'ownGap',
        message:
          `You asked for at least ${gap} days between your withdrawals. ` +
          `You can make your next request on ${dateText(klDayAfter(last, gap))}.`,
      };
  }
  return undefined;
}

/** What the employee's own monthly cap leaves this period (undefined without a cap). */
export const selfCapLeftSen = (limits: SelfLimitValues, withdrawnSen: Sen): Sen | undefined =>
  limits.monthlyCapSen === null ? undefined : maxSen(ZERO_SEN, subtractSen(asSen(limits.monthlyCapSen), withdrawnSen));

/** The refusal of an amount above what the employee's own cap leaves. */
export const ownCapMessage = (capSen: Sen, leftSen: Sen) =>
  `Your own monthly limit is ${formatRm(senToRm(capSen))}: ${formatRm(senToRm(leftSen))} of it is left this month. ` +
  'You can change it in your Profile.';

/** The input of `users-setWithdrawalLimits`: RM, whole days and a date, each null for none. */
export const SelfLimitsInputSchema = z
  .object({
    monthlyCap: moneyRm({ label: 'Monthly limit', min: 0, minExclusive: true, max: 1_000_000 }).nullable(),
    minDaysBetween: z
      .number({ error: 'Days between withdrawals must be a whole number' })
      .int('Days between withdrawals must be a whole number')
      .min(1, 'Days between withdrawals must be at least 1')
      .max(MAX_SELF_GAP_DAYS, `Days between withdrawals must be at most ${MAX_SELF_GAP_DAYS}`)
      .nullable(),
    lockedUntil: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter the date as YYYY-MM-DD')
      .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)), 'Enter a real date')
      .nullable(),
  })
  .strict();
export type SelfLimitsInput = z.infer<typeof SelfLimitsInputSchema>;

/** The stored values of an input (RM → sen once, here). */
export const selfLimitValuesOf = (input: SelfLimitsInput): SelfLimitValues => ({
  monthlyCapSen: input.monthlyCap === null ? null : rmToSen(input.monthlyCap),
  minDaysBetween: input.minDaysBetween,
  lockedUntil: input.lockedUntil,
});

/** How the API shows the limits: RM, and the widenings waiting with when they apply (dd/MM/yyyy HH:mm, Malaysia). */
export const SelfLimitsOutputSchema = z.object({
  monthlyCap: z.number().nullable(),
  minDaysBetween: z.number().int().nullable(),
  lockedUntil: z.string().nullable(),
  pending: z
    .object({
      monthlyCap: z.number().nullable().optional(),
      minDaysBetween: z.number().int().nullable().optional(),
      lockedUntil: z.string().nullable().optional(),
      effectiveAt: z.number().int(),
      effectiveAtText: z.string(),
    })
    .nullable(),
});
export type SelfLimitsOutput = z.infer<typeof SelfLimitsOutputSchema>;

export function selfLimitsOutput(stored: SelfLimits | undefined, now: number): SelfLimitsOutput {
  const inForce = selfLimitsAt(stored, now);
  const pending = pendingSelfLimits(stored, now);
  const rm = (sen: number | null) => (sen === null ? null : senToRm(asSen(sen)));
  return {
    monthlyCap: rm(inForce.monthlyCapSen),
    minDaysBetween: inForce.minDaysBetween,
    lockedUntil: inForce.lockedUntil,
    pending: pending
      ? {
          ...('monthlyCapSen' in pending ? { monthlyCap: rm(pending.monthlyCapSen ?? null) } : {}),
          ...('minDaysBetween' in pending ? { minDaysBetween: pending.minDaysBetween ?? null } : {}),
          ...('lockedUntil' in pending ? { lockedUntil: pending.lockedUntil ?? null } : {}),
          effectiveAt: pending.effectiveAt,
          effectiveAtText: klDateTimeText(new Date(pending.effectiveAt * 1000)),
        }
      : null,
  };
}
