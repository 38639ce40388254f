import { api, ApiError } from '../../api/client';
import { localize } from '../../i18n/i18n';
import { isAdminRole } from '../../../../shared/registry/roles';
import {
  completeNewPassword,
  readSession,
  safeSignOut,
  saveLocation,
  startSignIn,
  tokenSignIn,
  type Session,
} from '../../auth/session';
import { firstSignInLanding } from '../../app/access';

/** The sign-in page's messages (the server's words too) and how long its toasts stay. */
export const INVALID_CREDENTIALS = 'Invalid credentials, please re-check your code, email and password and try again';
export const ACCOUNT_LOCKED = 'Your account is locked! Please contact support for help.';
export const LOGIN_TOAST_MS = 5000;
/** The new password was refused (Cognito's pool policy). */
export const NEW_PASSWORD_REFUSED = 'This password cannot be used. Please choose another one that meets the rules.';

/** A sign-in that did not succeed; `message` is what the toast says. */
export class LoginFailed extends Error {}

/**
 * The password was a temporary one (an invitation's): the person must choose their own before
 * they are signed in. `complete` answers Cognito's new-password challenge, then runs the same
 * checks as any sign-in.
 */
export class NewPasswordRequired extends Error {
  constructor(readonly complete: (newPassword: string) => Promise<Session>) {
    super('Choose your own password to finish signing in.');
    this.name = 'NewPasswordRequired';
  }
}

const isDisabledUser = (error: unknown) =>
  error instanceof Error && error.name === 'NotAuthorizedException' && /disabled/i.test(error.message);

/** The locked-account message, with when and why when the account was locked after wrong codes. */
function lockedMessage(error: ApiError): string {
  const lock = error.errorInfo?.details?.find((d) => d.field === 'lockedAt')?.message;
  // Composed here, so each part is put in the site's language first.
  return lock ? `${localize(ACCOUNT_LOCKED)} ${localize(lock)}` : ACCOUNT_LOCKED;
}

async function fail(message: string): Promise<never> {
  await safeSignOut();
  throw new LoginFailed(message);
}

/** After Cognito signed the user in: the tenant of the token and the user record (locked accounts refused). */
async function checkSignedIn(accept: (s: Session) => boolean): Promise<Session> {
  const session = await readSession();
  if (!session || !accept(session)) return fail(INVALID_CREDENTIALS);
  try {
    await api.call('users-getCurrentUser', {});
  } catch (error) {
    await fail(
      error instanceof ApiError && error.code === 'ACCOUNT_LOCKED' ? lockedMessage(error) : INVALID_CREDENTIALS,
    );
  }
  return session;
}

/** Sign in and check the account; a temporary password ends in {@link NewPasswordRequired}. */
async function signInChecked(
  email: string,
  password: string,
  orgDomain: string | undefined,
  accept: (s: Session) => boolean,
): Promise<Session> {
  // A stale local session would make Amplify refuse a new sign-in.
  await safeSignOut();
  let step: Awaited<ReturnType<typeof startSignIn>> = 'other';
  try {
    step = await startSignIn(email, password, orgDomain);
  } catch (error) {
    await fail(isDisabledUser(error) ? ACCOUNT_LOCKED : INVALID_CREDENTIALS);
  }
  if (step === 'newPassword') {
    throw new NewPasswordRequired(async (newPassword) => {
      let signedIn = false;
      try {
        signedIn = await completeNewPassword(newPassword, orgDomain);
      } catch (error) {
        if (error instanceof Error && error.name === 'InvalidPasswordException')
          throw new LoginFailed(NEW_PASSWORD_REFUSED);
        await fail(INVALID_CREDENTIALS);
      }
      if (!signedIn) await fail(INVALID_CREDENTIALS);
      const session = await checkSignedIn(accept);
      // The first sign-in leads on to what the person still has to do (the login page resumes there).
      const first = firstSignInLanding(session);
      if (first) saveLocation(first);
      return session;
    });
  }
  if (step !== 'signedIn') await fail(INVALID_CREDENTIALS);
  return checkSignedIn(accept);
}

/** Organisation login: code → tenant id → sign-in → the token's tenant must be that tenant. */
export async function organisationLogin(domain: string, email: string, password: string): Promise<Session> {
  let tenantId: string;
  try {
    ({ tenantId } = await api.call('orgs-getOrgTenantId', { email, domain }));
  } catch {
    throw new LoginFailed(INVALID_CREDENTIALS);
  }
  return signInChecked(email, password, domain, (s) => s.tenantId === tenantId);
}

/** Internal login (/internal): administrators only. */
export async function internalLogin(email: string, password: string): Promise<Session> {
  return signInChecked(email, password, undefined, (s) => isAdminRole(s.role));
}

/**
 * Mobile-number sign-in (/mobile-login), its second step: the texted code for the sign-in the
 * first step started (users-startMobileSignIn) → Cognito's tokens, kept as Amplify's → the same
 * checks as any sign-in, for an employee. A refused code is the server's own message.
 */
export async function mobileLogin(signIn: string, code: string): Promise<Session> {
  await safeSignOut();
  const tokens = await api.call('users-finishMobileSignIn', { signIn, code });
  await tokenSignIn(tokens);
  return checkSignedIn((s) => s.role === 'employee');
}
