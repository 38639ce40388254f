import {
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
  RespondToAuthChallengeCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { decodeJwt } from 'jose';
import { expect, inject } from 'vitest';
import type { OutboxMessage } from '../../lambdas/services/messages/outbox';
import type { CallableInput, CallableName, CallableOutput } from '../../shared/callables/index';
import type { ERROR_STATUS, ErrorBody, ErrorInfo } from '../../shared/registry/errors';

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
  (cognito ??= new CognitoIdentityProviderClient({
    region: 'ap-southeast-1',
    endpoint: inject('cognitoUrl'),
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  }));

/** Sign in as the browser does (USER_PASSWORD_AUTH against the stack's Cognito); rejects on bad credentials. */
export async function signIn(email: string, password: string): Promise<Session> {
  const out = await cognitoClient().send(
    new InitiateAuthCommand({
      ClientId: inject('userPoolClientId'),
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  );
  const r = out.AuthenticationResult;
  if (!r?.IdToken || !r.AccessToken || !r.RefreshToken)
    throw new Error(`Sign-in of ${email} answered a challenge (${out.ChallengeName}), not tokens`);
  return { idToken: r.IdToken, accessToken: r.AccessToken, refreshToken: r.RefreshToken, claims: decodeJwt(r.IdToken) };
}

/**
 * The first sign-in of an invited user, as the site does it: the temporary password answers
 * Cognito's new-password challenge, which the new password completes. Rejects when the temporary
 * password is wrong or no challenge comes (the password was already changed).
 */
export async function firstSignIn(email: string, temporaryPassword: string, newPassword: string): Promise<Session> {
  const start = await cognitoClient().send(
    new InitiateAuthCommand({
      ClientId: inject('userPoolClientId'),
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: email, PASSWORD: temporaryPassword },
    }),
  );
  if (start.ChallengeName !== 'NEW_PASSWORD_REQUIRED')
    throw new Error(
      `The first sign-in of ${email} answered ${start.ChallengeName ?? 'tokens'}, not the new-password challenge`,
    );
  const out = await cognitoClient().send(
    new RespondToAuthChallengeCommand({
      ClientId: inject('userPoolClientId'),
      ChallengeName: 'NEW_PASSWORD_REQUIRED',
      Session: start.Session,
      ChallengeResponses: { USERNAME: email, NEW_PASSWORD: newPassword },
    }),
  );
  const r = out.AuthenticationResult;
  if (!r?.IdToken || !r.AccessToken || !r.RefreshToken)
    throw new Error(`The new-password challenge of ${email} gave no tokens`);
  return { idToken: r.IdToken, accessToken: r.AccessToken, refreshToken: r.RefreshToken, claims: decodeJwt(r.IdToken) };
}

/** The temporary password of the latest invitation sent to the address. */
export async function invitationPassword(email: string): Promise<string> {
  const invitation = (await outboxMessages(email)).find(
    (m) => m.channel === 'email' && /Temporary password: /.test(m.text),
  );
  const password = invitation && /Temporary password: (\S+)/.exec(invitation.text)?.[1];
  if (!password) throw new Error(`No invitation with a temporary password was sent to ${email}`);
  return password;
}

/** New tokens from a refresh token (REFRESH_TOKEN_AUTH), e.g. after an attribute changed. */
export async function refreshTokens(refreshToken: string): Promise<Omit<Session, 'refreshToken'>> {
  const out = await cognitoClient().send(
    new InitiateAuthCommand({
      ClientId: inject('userPoolClientId'),
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      AuthParameters: { REFRESH_TOKEN: refreshToken },
    }),
  );
  const r = out.AuthenticationResult!;
  return { idToken: r.IdToken!, accessToken: r.AccessToken!, claims: decodeJwt(r.IdToken!) };
}

/** A callable's answer on success: the body is its output, as the registry defines it. */
export interface ApiOk<N extends CallableName> {
  /** The handler chain answers every success with 200. */
  status: 200;
  body: CallableOutput<N>;
}

/** The statuses of `ERROR_STATUS`, plus the gateway's own: 413 (payload too large) and 503 (the handler timed out). */
export type ErrorStatus = (typeof ERROR_STATUS)[keyof typeof ERROR_STATUS] | 413 | 503;

/** A refused or failed call: every error answer of the API carries `errorInfo` (the handler chain and the gateway alike). */
export interface ApiRefusal {
  status: ErrorStatus;
  body: ErrorBody;
}

/**
 * What `callApi` answers, told apart by the status: `status === 200` (or `expectOk`) narrows the
 * body to the callable's output, any other status (or `expectRefused`) to `{ errorInfo }`.
 */
export type ApiResult<N extends CallableName> = ApiOk<N> | ApiRefusal;

/** What `callApiRaw` answers: nothing is known of a success body, an error still carries `errorInfo`. */
export type RawApiResult = { status: 200; body: unknown } | ApiRefusal;

type AnyResult = { status: number; body: unknown };

/** A callable's name with a valid input for it: for tests that loop over several callables. */
export type NamedInput<N extends CallableName = CallableName> = { [K in N]: [name: K, input: CallableInput<K>] }[N];

/**
 * `POST /api/<name>` with the input, as the site calls it, typed from the registry: the name must be
 * a callable, the input its input, and the body of a success its output.
 */
export async function callApi<N extends CallableName>(
  name: N,
  input: CallableInput<N>,
  token?: string,
  headers: Record<string, string> = {},
): Promise<ApiResult<N>> {
  // Trusted as typed: the handler chain checks every answer against the callable's output schema
  // (a mismatch is a 500), and every error answer is built as `{ errorInfo }`.
  return (await post(name, input, token, headers)) as ApiResult<N>;
}

/**
 * The same call without the registry's types, for what the typed client cannot express: unknown
 * names, malformed or oversized payloads, fields the schema does not allow, a string sent as is.
 */
export async function callApiRaw(
  name: string,
  payload: unknown = {},
  token?: string,
  headers: Record<string, string> = {},
): Promise<RawApiResult> {
  return (await post(name, payload, token, headers)) as RawApiResult;
}

async function post(
  name: string,
  payload: unknown,
  token: string | undefined,
  headers: Record<string, string>,
): Promise<AnyResult> {
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

/** Fails the test unless the call answered 200 (the body shown on failure); narrows to the success. */
export function expectOk<R extends AnyResult>(res: R, message?: string): asserts res is Extract<R, { status: 200 }> {
  expect(res.status, message ?? JSON.stringify(res.body)).toBe(200);
}

/** Fails the test unless the call answered this error status; narrows to the refusal and its `errorInfo`. */
export function expectRefused<R extends AnyResult>(
  res: R,
  status: ErrorStatus,
  message?: string,
): asserts res is Exclude<R, { status: 200 }> {
  expect(res.status, message ?? JSON.stringify(res.body)).toBe(status);
}

/** The output of a call that must have succeeded (200), for reading it in one expression. */
export function okBody<R extends AnyResult>(res: R, message?: string): Extract<R, { status: 200 }>['body'] {
  expectOk(res, message);
  return res.body;
}

/** The `errorInfo` of a call that must have been refused (any error status), for reading it in one expression. */
export function errorInfoOf(res: AnyResult): ErrorInfo {
  expect(res.status, `expected a refusal, got ${JSON.stringify(res.body)}`).toBeGreaterThanOrEqual(400);
  return (res.body as ErrorBody).errorInfo;
}

/** The outbox of the test stack, newest first; `to` keeps one recipient's messages. */
export async function outboxMessages(to?: string): Promise<OutboxMessage[]> {
  const res = await fetch(stackUrl(`/outbox.json${to ? `?to=${encodeURIComponent(to)}` : ''}`));
  return ((await res.json()) as { messages: OutboxMessage[] }).messages;
}
