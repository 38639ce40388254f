import { AppError } from '../../../shared/registry/errors';
import { epochSeconds } from '../../../shared/domain/time/time';
import type { Caller } from '../../core/caller';
import {
  changePasswordWithToken,
  isCognitoThrottled,
  isPasswordRefused,
  isTokenRefused,
  isWrongPassword,
  signOutEverywhereWithToken,
} from '../../core/clients/cognito';
import { afterSecond } from '../../core/passwords';
import { logger } from '../../core/powertools';
import { updateUser } from '../../data/identity/users';

/** A password change: the new password, the current one, and the session's Cognito access token. */
export interface PasswordChange {
  newPassword: string;
  currentPassword: string;
  accessToken: string;
}

/** The `sub` an access token names (read, not verified: Cognito verifies the token when it is used). */
function subjectOf(accessToken: string): string | undefined {
  try {
    const payload = JSON.parse(Buffer.from(accessToken.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
      sub?: unknown;
    };
    return typeof payload.sub === 'string' ? payload.sub : undefined;
  } catch {
    return undefined;
  }
}

/** Cognito's refusal of a password change, as a 4xx the person can act on. */
function refusalOf(err: unknown, field: string): AppError | undefined {
  if (isPasswordRefused(err))
    return new AppError('INVALID_ARGUMENT', (err as Error).message, [{ field, message: (err as Error).message }]);
  if (isTokenRefused(err))
    return new AppError('UNAUTHENTICATED', 'Your session has ended. Please log in again, then change your password.');
  if (isWrongPassword(err)) {
    const message = 'The current password is not right.';
    return new AppError('INVALID_ARGUMENT', message, [{ field: 'currentPassword', message }]);
  }
  if (isCognitoThrottled(err))
    return new AppError('THROTTLED', 'Too many password attempts. Please wait a few minutes and try again.');
  return undefined;
}

/**
 * Set the caller's new password and sign them out everywhere (docs/rules.md#own-profile-and-sensitive-changes):
 * Cognito's own ChangePassword with the caller's access token and current password, then the user
 * record's `passwordChangedAt` (from then on the API refuses every token signed in at or before
 * that second, refreshed or not), then Cognito's GlobalSignOut with the same token (no refresh
 * token survives). Both are Cognito's user-level calls: they act only on the token's own user and
 * need no IAM permission, so this function holds no Cognito admin action. The access token must
 * be the caller's (its `sub`, which Cognito then verifies with the token). The caller has signed
 * in within the re-authentication window (checked by the handler).
 *
 * `passwordChangedAt` is the second in which Cognito answered the new password, read after it
 * answered: a sign-in with the old password finished before then, so its `auth_time` is at most
 * that second and is refused. The answer then waits until that second has passed, so the person's
 * own sign-in with the new password, which follows the answer, is in a later second and valid.
 */
export async function changeOwnPassword(
  caller: Caller,
  change: PasswordChange,
  at: number,
  field = 'newUserPassword',
): Promise<void> {
  if (subjectOf(change.accessToken) !== caller.userId) {
    const message = "Not this session's access token.";
    throw new AppError('INVALID_ARGUMENT', 'Please log in again, then change your password.', [
      { field: 'accessToken', message },
    ]);
  }
  try {
    await changePasswordWithToken(change.accessToken, change.currentPassword, change.newPassword);
  } catch (err) {
    throw refusalOf(err, field) ?? err;
  }
  const changedAt = Math.max(at, epochSeconds());
  await updateUser(caller.orgId, caller.userId, { passwordChangedAt: changedAt }, at);
  await signOutEverywhereWithToken(change.accessToken).catch((error: unknown) => {
    // The record already refuses every older token; the revocation is the second lock, logged if it fails.
    logger.error('Could not revoke the refresh tokens after a password change', { error: error as Error });
  });
  await afterSecond(changedAt);
}
