import { AppError } from '../../shared/registry/errors';
import { epochSeconds } from '../../shared/domain/time';
import type { Caller } from '../core/caller';
import { isPasswordRefused, setCognitoPassword, signOutEverywhere } from '../core/clients/cognito';
import { logger } from '../core/powertools';
import { updateUser } from '../data/users';

/** Resolve once the clock has passed the whole second `second` (a few ms to one second). */
const afterSecond = (second: number): Promise<void> =>
  new Promise((resolve) => setTimeout(resolve, Math.max(0, (second + 1) * 1000 - Date.now())));

/**
 * Set the caller's new password and sign them out everywhere: Cognito's password, then the user
 * record's `passwordChangedAt` (from then on the API refuses every token signed in at or before
 * that second, refreshed or not), then Cognito's global sign-out (no refresh token survives). The
 * caller has signed in within the re-authentication window (checked by the handler).
 *
 * `passwordChangedAt` is the second in which Cognito answered the new password, read after it
 * answered: a sign-in with the old password finished before then, so its `auth_time` is at most
 * that second and is refused. The answer then waits until that second has passed, so the person's
 * own sign-in with the new password, which follows the answer, is in a later second and valid
 * (docs/rules.md#own-profile-and-sensitive-changes).
 */
export async function changeOwnPassword(
  caller: Caller,
  newPassword: string,
  at: number,
  field = 'newUserPassword',
): Promise<void> {
  try {
    await setCognitoPassword(caller.user.email, newPassword);
  } catch (err) {
    if (isPasswordRefused(err)) {
      throw new AppError('INVALID_ARGUMENT', (err as Error).message, [{ field, message: (err as Error).message }]);
    }
    throw err;
  }
  const changedAt = Math.max(at, epochSeconds());
  await updateUser(caller.orgId, caller.userId, { passwordChangedAt: changedAt }, at);
  await signOutEverywhere(caller.user.email).catch((error: unknown) => {
    // The record already refuses every older token; the revocation is the second lock, logged if it fails.
    logger.error('Could not revoke the refresh tokens after a password change', { error: error as Error });
  });
  await afterSecond(changedAt);
}
