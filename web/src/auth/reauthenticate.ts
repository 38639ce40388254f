import { getRuntimeConfig } from '../app/runtime-config';
import { passwordSignIn, safeSignOut, savedOrgCode } from './session';

/** The re-authentication failed: the user is signed out and must log in again. */
export class ReauthenticationFailed extends Error {
  constructor() {
    super('Re-authentication failed');
    this.name = 'ReauthenticationFailed';
  }
}

/** The password given is not the user's current one (nothing else happened: still signed in). */
export class WrongPassword extends Error {
  constructor(message = 'The password is not right. Please try again.') {
    super(message);
    this.name = 'WrongPassword';
  }
}

/** One call of Cognito's JSON API (the same endpoint Amplify uses; the local emulator's when local). */
async function cognito(target: string, body: Record<string, unknown>): Promise<{ ok: boolean; body: unknown }> {
  const { cognitoEndpoint, region } = getRuntimeConfig();
  const response = await fetch(cognitoEndpoint ?? `https://cognito-idp.${region}.amazonaws.com/`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${target}`,
    },
    body: JSON.stringify(body),
  });
  const answer: unknown = await response.json().catch(() => ({}));
  return { ok: response.ok, body: answer };
}

/** The refresh token of an InitiateAuth answer, if it carries one. */
function refreshTokenOf(answer: unknown): string | undefined {
  if (typeof answer !== 'object' || answer === null || !('AuthenticationResult' in answer)) return undefined;
  const result = answer.AuthenticationResult;
  if (typeof result !== 'object' || result === null || !('RefreshToken' in result)) return undefined;
  return typeof result.RefreshToken === 'string' ? result.RefreshToken : undefined;
}

/**
 * Check the current password with Cognito WITHOUT touching the signed-in session, so a typo
 * leaves the user where they were (a plain sign-in again would sign them out first). The tokens
 * this check obtains are not kept: their refresh token is revoked at once.
 */
export async function checkPassword(email: string, password: string): Promise<void> {
  const { userPoolClientId } = getRuntimeConfig();
  const orgCode = savedOrgCode();
  const out = await cognito('InitiateAuth', {
    AuthFlow: 'USER_PASSWORD_AUTH',
    ClientId: userPoolClientId,
    AuthParameters: { USERNAME: email.trim(), PASSWORD: password },
    ...(orgCode ? { ClientMetadata: { orgDomain: orgCode } } : {}),
  });
  if (!out.ok) throw new WrongPassword();
  const refreshToken = refreshTokenOf(out.body);
  if (refreshToken)
    void cognito('RevokeToken', { Token: refreshToken, ClientId: userPoolClientId }).catch(() => undefined);
}

/**
 * Sign in again with the current password, for a change that needs a fresh sign-in
 * (docs/rules.md#own-profile-and-sensitive-changes): changing a password requires signing in again
 * with the old one first, and the API asks it for a new bank account or mobile number too.
 * The password is checked first, so a wrong one throws
 * {@link WrongPassword} and changes nothing; then the session is replaced by a fresh one under the
 * saved organisation code. Rejects with {@link ReauthenticationFailed} (no session left) when that
 * sign-in fails all the same.
 */
export async function reauthenticate(email: string, currentPassword: string): Promise<void> {
  await checkPassword(email, currentPassword);
  await safeSignOut();
  const orgCode = savedOrgCode();
  const signedIn = await passwordSignIn(email, currentPassword, orgCode || undefined).catch(() => false);
  if (!signedIn) throw new ReauthenticationFailed();
}
