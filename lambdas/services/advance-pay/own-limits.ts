import {
  changeSelfLimits,
  MAX_SELF_LOCK_DAYS,
  selfLimitsOutput,
  selfLimitValuesOf,
  type SelfLimitsInput,
  type SelfLimitsOutput,
} from '../../../shared/domain/advance-pay/self-limits';
import { klDate } from '../../../shared/domain/time/time';
import { AppError } from '../../../shared/registry/errors';
import type { Caller } from '../../core/caller';
import { setUserSelfLimits } from '../../data/identity/users';

/**
 * The withdrawal limits an employee sets for themselves (docs/rules.md#limits-you-set-yourself):
 * the rules are the pure ones of shared/domain/advance-pay/self-limits.ts; the withdrawal's
 * evaluation (./withdrawals.ts) applies the limits in force, read with the caller's user record.
 */

/** The caller's own limits, in RM. */
export const ownLimits = (caller: Caller, now: number): SelfLimitsOutput =>
  selfLimitsOutput(caller.user.selfLimits, now);

/** A lock's date must be after today and at most a year ahead (422 on `lockedUntil` otherwise). */
function checkLockDate(lockedUntil: string | null, now: number): void {
  if (lockedUntil === null) return;
  const today = klDate(new Date(now * 1000));
  const furthest = klDate(new Date((now + MAX_SELF_LOCK_DAYS * 86_400) * 1000));
  const problem =
    lockedUntil <= today
      ? 'The lock must end after today.'
      : lockedUntil > furthest
        ? `The lock can reach at most ${MAX_SELF_LOCK_DAYS} days ahead.`
        : undefined;
  if (problem) throw new AppError('FAILED_PRECONDITION', problem, [{ field: 'lockedUntil', message: problem }]);
}

/** Store the caller's new limits (narrowing at once, widening after 24 h) and answer them. */
export async function setOwnLimits(caller: Caller, input: SelfLimitsInput, now: number): Promise<SelfLimitsOutput> {
  checkLockDate(input.lockedUntil, now);
  const before = caller.user.selfLimits;
  const next = changeSelfLimits(before, selfLimitValuesOf(input), now);
  await setUserSelfLimits(caller.user, next, before);
  return selfLimitsOutput(next, now);
}
