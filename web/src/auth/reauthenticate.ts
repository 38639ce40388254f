import { passwordSignIn, safeSignOut, savedOrgCode } from './session';

/** The re-authentication failed: the user is signed out and must log in again. */
export class ReauthenticationFailed extends Error {
  constructor() {
    super('Re-authentication failed');
    this.name = 'ReauthenticationFailed';
  }
}

/**
 * Changing a password requires signing in again with the old one first (spec part 1 §5): sign
 * out, then in with the current password under the saved organisation code. Rejects with
 * {@link ReauthenticationFailed} (leaving no session behind) when that sign-in fails.
 */
export async function reauthenticate(email: string, currentPassword: string): Promise<void> {
  await safeSignOut();
  const orgCode = savedOrgCode();
  const signedIn = await passwordSignIn(email, currentPassword, orgCode || undefined).catch(() => false);
  if (!signedIn) throw new ReauthenticationFailed();
}
