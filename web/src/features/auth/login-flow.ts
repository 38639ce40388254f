import { api, ApiError } from '../../api/client';
import { isAdminRole } from '../../../../shared/registry/roles';
import { passwordSignIn, readSession, safeSignOut, type Session } from '../../auth/session';

/** Spec part 1 §8 "Login and session". */
export const INVALID_CREDENTIALS = 'Invalid credentials, please re-check your code, email and password and try again';
export const ACCOUNT_LOCKED = 'Your account is locked! Please contact support for help.';
export const LOGIN_TOAST_MS = 5000;

/** A sign-in that did not succeed; `message` is what the toast says. */
export class LoginFailed extends Error {}

const isDisabledUser = (error: unknown) =>
  error instanceof Error && error.name === 'NotAuthorizedException' && /disabled/i.test(error.message);

/** The locked-account message, with when and why when the account was locked after wrong codes. */
function lockedMessage(error: ApiError): string {
  const lock = error.errorInfo?.details?.find((d) => d.field === 'lockedAt')?.message;
  return lock ? `${ACCOUNT_LOCKED} ${lock}` : ACCOUNT_LOCKED;
}

async function fail(message: string): Promise<never> {
  await safeSignOut();
  throw new LoginFailed(message);
}

/** Sign in and check the account: the tenant of the token and the user record (locked accounts refused). */
async function signInChecked(email: string, password: string, orgDomain: string | undefined, accept: (s: Session) => boolean) {
  // A stale local session would make Amplify refuse a new sign-in.
  await safeSignOut();
  let signedIn = false;
  try {
    signedIn = await passwordSignIn(email, password, orgDomain);
  } catch (error) {
    await fail(isDisabledUser(error) ? ACCOUNT_LOCKED : INVALID_CREDENTIALS);
  }
  if (!signedIn) await fail(INVALID_CREDENTIALS);
  const session = await readSession();
  if (!session || !accept(session)) await fail(INVALID_CREDENTIALS);
  try {
    await api.call('users-getCurrentUser', {});
  } catch (error) {
    await fail(error instanceof ApiError && error.code === 'ACCOUNT_LOCKED' ? lockedMessage(error) : INVALID_CREDENTIALS);
  }
  return session!;
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
