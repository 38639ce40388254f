import { useQuery, type QueryClient } from '@tanstack/react-query';
import { isAdminRole, isRole, TERMS_VERSION, type Role } from '../../../shared/registry/roles';
import { amplifyAuth } from './amplify-auth';
import { storedTokens } from './stored-tokens';

/** The signed-in user as the ID token tells it. */
export interface Session {
  userId: string;
  email: string;
  displayName: string;
  photoUrl?: string;
  role: Role;
  /** The organisation (null for the provider's administrators). */
  tenantId: string | null;
  orgId: string | null;
  /** The terms version accepted, as in `custom:acceptedTerms`. */
  acceptedTerms: string | null;
  /** The current terms are accepted. */
  acceptedTAndC: boolean;
}

export const SESSION_KEY = ['session'] as const;

const str = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);

/** Claims → session; null when there is no usable token. */
export function sessionFromClaims(claims: Record<string, unknown> | undefined): Session | null {
  if (!claims) return null;
  const role = claims['custom:role'];
  const userId = str(claims.sub);
  if (!userId || !isRole(role)) return null;
  const tenantId = str(claims['custom:tenantId']) ?? null;
  const acceptedTerms = str(claims['custom:acceptedTerms']) ?? null;
  return {
    userId,
    email: str(claims.email) ?? '',
    displayName: str(claims.name) ?? '',
    photoUrl: str(claims.picture),
    role,
    tenantId,
    orgId: tenantId,
    acceptedTerms,
    acceptedTAndC: acceptedTerms === TERMS_VERSION,
  };
}

/**
 * Read the session from Amplify's stored tokens: straight from storage while they are good (no
 * user, or a valid ID token: Amplify's script is not needed), else through Amplify, which
 * refreshes them.
 */
export async function readSession(forceRefresh = false): Promise<Session | null> {
  try {
    if (!forceRefresh) {
      const stored = storedTokens();
      if (stored.kind === 'none') return null;
      if (stored.kind === 'valid') return sessionFromClaims(stored.claims);
    }
    const { fetchAuthSession } = await amplifyAuth();
    const auth = await fetchAuthSession({ forceRefresh });
    return sessionFromClaims(auth.tokens?.idToken?.payload);
  } catch {
    return null;
  }
}

/**
 * The signed-in session's Cognito access token, which a password change sends so that the API can
 * ask Cognito itself to change this user's password (docs/rules.md#own-profile-and-sensitive-changes).
 * Read when the call is made: a fresh sign-in just before replaces it.
 */
export async function currentAccessToken(): Promise<string> {
  const { fetchAuthSession } = await amplifyAuth();
  const auth = await fetchAuthSession();
  return auth.tokens?.accessToken.toString() ?? '';
}

/** The current session's query (null when signed out); refreshed only on sign-in, sign-out and terms acceptance. */
export const sessionQuery = {
  queryKey: SESSION_KEY,
  queryFn: () => readSession(),
  staleTime: Infinity,
  gcTime: Infinity,
  retry: false,
} as const;

/** The current session (null when signed out). */
export function useSession() {
  return useQuery(sessionQuery);
}

/** Shown for the user in the top bar: a superadmin without a display name is 'Super Admin'. */
export function displayNameOf(session: Session, record?: { displayName?: string } | null): string {
  if (record?.displayName) return record.displayName;
  if (session.displayName) return session.displayName;
  if (session.role === 'superadmin') return 'Super Admin';
  return session.email;
}

export const isAdmin = (s: Session | null | undefined) => !!s && isAdminRole(s.role);

const ORG_CODE_KEY = 'orgCode';
const LAST_LOCATION_KEY = 'lastLocation';

/** The organisation code typed at login ('' for the internal login), kept for re-authentication. */
export const savedOrgCode = (): string => localStorage.getItem(ORG_CODE_KEY) ?? '';
export const saveOrgCode = (code: string) => localStorage.setItem(ORG_CODE_KEY, code);

/** Last location the user navigated to, restored when a logged-in visitor opens a login page. */
export const savedLocation = (): string | null => localStorage.getItem(LAST_LOCATION_KEY);
export const saveLocation = (path: string) => localStorage.setItem(LAST_LOCATION_KEY, path);
export const clearSavedLocation = () => localStorage.removeItem(LAST_LOCATION_KEY);

/** Sign in with e-mail and password (the emulator has no SRP, so USER_PASSWORD_AUTH everywhere). */
export async function passwordSignIn(email: string, password: string, orgDomain?: string): Promise<boolean> {
  const { signIn } = await amplifyAuth();
  const result = await signIn({
    username: email.trim(),
    password,
    options: { authFlowType: 'USER_PASSWORD_AUTH', ...(orgDomain ? { clientMetadata: { orgDomain } } : {}) },
  });
  return result.isSignedIn;
}

/**
 * Start a sign-in: 'signedIn', or 'newPassword' when the password was a temporary one (an
 * invitation's) and Cognito waits for the person's own (`completeNewPassword`).
 */
export async function startSignIn(
  email: string,
  password: string,
  orgDomain?: string,
): Promise<'signedIn' | 'newPassword' | 'other'> {
  const { signIn } = await amplifyAuth();
  const result = await signIn({
    username: email.trim(),
    password,
    options: { authFlowType: 'USER_PASSWORD_AUTH', ...(orgDomain ? { clientMetadata: { orgDomain } } : {}) },
  });
  if (result.isSignedIn) return 'signedIn';
  return result.nextStep.signInStep === 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED' ? 'newPassword' : 'other';
}

/** Sign in with the tokens of a sign-in the API ran (the mobile number's). */
export async function tokenSignIn(tokens: { idToken: string; accessToken: string; refreshToken: string }) {
  const { storeSignInTokens } = await amplifyAuth();
  await storeSignInTokens(tokens);
}

/** Answer the new-password step of a first sign-in; true once signed in. */
export async function completeNewPassword(newPassword: string, orgDomain?: string): Promise<boolean> {
  const { confirmSignIn } = await amplifyAuth();
  const result = await confirmSignIn({
    challengeResponse: newPassword,
    ...(orgDomain ? { options: { clientMetadata: { orgDomain } } } : {}),
  });
  return result.isSignedIn;
}

/** Sign out without throwing (a failed token revocation must not keep the user signed in locally). */
export async function safeSignOut(): Promise<void> {
  try {
    const { signOut } = await amplifyAuth();
    await signOut();
  } catch {
    // Tokens are cleared locally even when the revocation call fails.
  }
}

/** Drop everything cached for the previous user and re-read the session. */
export async function resetSession(queryClient: QueryClient): Promise<Session | null> {
  const session = await readSession();
  queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== SESSION_KEY[0] });
  queryClient.setQueryData(SESSION_KEY, session);
  return session;
}
