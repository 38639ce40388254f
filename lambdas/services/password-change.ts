import { AppError } from '../../shared/registry/errors';
import type { Caller } from '../core/caller';
import { isPasswordRefused, setCognitoPassword, signOutEverywhere } from '../core/clients/cognito';
import { logger } from '../core/powertools';
import { updateUser } from '../data/users';

/**
 * Set the caller's new password and sign them out everywhere: Cognito's password, then the user
 * record's `passwordChangedAt` (from then on the API refuses every token of an earlier sign-in,
 * refreshed or not), then Cognito's global sign-out (no refresh token survives). The caller has
 * signed in within the re-authentication window (checked by the handler).
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
  await updateUser(caller.orgId, caller.userId, { passwordChangedAt: at }, at);
  await signOutEverywhere(caller.user.email).catch((error: unknown) => {
    // The record already refuses every older token; the revocation is the second lock, logged if it fails.
    logger.error('Could not revoke the refresh tokens after a password change', { error: error as Error });
  });
}
