import { CognitoIdentityProviderClient, InitiateAuthCommand, RespondToAuthChallengeCommand } from '@aws-sdk/client-cognito-identity-provider';
import { decodeJwt } from 'jose';
import { inject } from 'vitest';
import type { OutboxMessage } from '../../lambdas/services/outbox';

/** The site and API of the test stack. */
export const stackUrl = (path = '/') => new URL(path, inject('stackUrl')).toString();

export interface Session {
  idToken: string;
  accessToken: string;
  refreshToken: string;
  /** The ID token's claims (custom:role, custom:tenantId, custom:acceptedTerms, email, sub...). */
  claims: Record<string, unknown>;
}

let cognito: CognitoIdentityProviderClient | undefined;
const cognitoClient = () =>
  (cognito ??= new CognitoIdentityProviderClient({ region: 'ap-southeast-1', endpoint: inject('cognitoUrl'), credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }));

/** Sign in as the browser does (USER_PASSWORD_AUTH against the stack's Cognito); rejects on bad credentials. */
export async function signIn(email: string, password: string): Promise<Session> {
  const out = await cognitoClient().send(new InitiateAuthCommand({
    ClientId: inject('userPoolClientId'),
    AuthFlow: 'USER_PASSWORD_AUTH',
    AuthParameters: { USERNAME: email, PASSWORD: password },
  }));
  const r = out.AuthenticationResult;
  if (!r?.IdToken || !r.AccessToken || !r.RefreshToken) throw new Error(`Sign-in of ${email} answered a challenge (${out.ChallengeName}), not tokens`);
  return { idToken: r.IdToken, accessToken: r.AccessToken, refreshToken: r.RefreshToken, claims: decodeJwt(r.IdToken) };
}

/**
 * The first sign-in of an invited user, as the site does it: the temporary password answers
 * Cognito's new-password challenge, which the new password completes. Rejects when the temporary
 * password is wrong or no challenge comes (the password was already changed).
 */
export async function firstSignIn(email: string, temporaryPassword: string, newPassword: string): Promise<Session> {
  const start = await cognitoClient().send(new InitiateAuthCommand({
    ClientId: inject('userPoolClientId'),
    AuthFlow: 'USER_PASSWORD_AUTH',
    AuthParameters: { USERNAME: email, PASSWORD: temporaryPassword },
  }));
  if (start.ChallengeName !== 'NEW_PASSWORD_REQUIRED') throw new Error(`The first sign-in of ${email} answered ${start.ChallengeName ?? 'tokens'}, not the new-password challenge`);
  const out = await cognitoClient().send(new RespondToAuthChallengeCommand({
    ClientId: inject('userPoolClientId'),
    ChallengeName: 'NEW_PASSWORD_REQUIRED',
    Session: start.Session,
    ChallengeResponses: { USERNAME: email, NEW_PASSWORD: newPassword },
  }));
  const r = out.AuthenticationResult;
  if (!r?.IdToken || !r.AccessToken || !r.RefreshToken) throw new Error(`The new-password challenge of ${email} gave no tokens`);
  return { idToken: r.IdToken, accessToken: r.AccessToken, refreshToken: r.RefreshToken, claims: decodeJwt(r.IdToken) };
}

/** The temporary password of the latest invitation sent to the address. */
export async function invitationPassword(email: string): Promise<string> {
  const invitation = (await outboxMessages(email)).find((m) => m.channel === 'email' && /Temporary password: /.test(m.text));
  const password = invitation && /Temporary password: (\S+)/.exec(invitation.text)?.[1];
  if (!password) throw new Error(`No invitation with a temporary password was sent to ${email}`);
  return password;
}

/** New tokens from a refresh token (REFRESH_TOKEN_AUTH), e.g. after an attribute changed. */
export async function refreshTokens(refreshToken: string): Promise<Omit<Session, 'refreshToken'>> {
  const out = await cognitoClient().send(new InitiateAuthCommand({
    ClientId: inject('userPoolClientId'),
    AuthFlow: 'REFRESH_TOKEN_AUTH',
    AuthParameters: { REFRESH_TOKEN: refreshToken },
  }));
  const r = out.AuthenticationResult!;
  return { idToken: r.IdToken!, accessToken: r.AccessToken!, claims: decodeJwt(r.IdToken!) };
}

export interface ApiResponse {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

/** `POST /api/<name>` with the payload, as the site calls it; the body parsed when JSON. */
export async function callApi(name: string, payload: unknown = {}, token?: string, headers: Record<string, string> = {}): Promise<ApiResponse> {
  const res = await fetch(stackUrl(`/api/${name}`), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    body: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    // not JSON: keep the text
  }
  return { status: res.status, body };
}

/** The outbox of the test stack, newest first; `to` keeps one recipient's messages. */
export async function outboxMessages(to?: string): Promise<OutboxMessage[]> {
  const res = await fetch(stackUrl(`/outbox.json${to ? `?to=${encodeURIComponent(to)}` : ''}`));
  return ((await res.json()) as { messages: OutboxMessage[] }).messages;
}
