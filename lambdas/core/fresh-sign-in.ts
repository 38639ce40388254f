import { epochSeconds } from '../../shared/domain/time/time';
import { AppError } from '../../shared/registry/errors';
import type { Caller } from './caller';
import { env } from './env';

/**
 * A change that can redirect someone's wages or lock them out (bank account, mobile number,
 * password) needs proof that the person at the keyboard knows the password now, not only a
 * token: a sign-in at most `REAUTH_WINDOW_SECONDS` old (the token's `auth_time`, which Cognito
 * keeps on refreshed tokens). Otherwise 403 REAUTHENTICATION_REQUIRED: the site asks for the
 * current password, signs in again and retries.
 */
export function requireRecentSignIn(caller: Caller, what: string, now = epochSeconds()): void {
  const window = env.reauthWindowSeconds;
  if (caller.authTime !== null && now - caller.authTime <= window) return;
  const message = `To change your ${what}, please confirm it is you: enter your current password.`;
  throw new AppError('REAUTHENTICATION_REQUIRED', message, [
    {
      field: 'auth_time',
      message: `A sign-in within the last ${Math.round(window / 60)} minutes is needed for this change.`,
    },
  ]);
}
