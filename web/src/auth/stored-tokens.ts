/**
 * The tokens Amplify keeps in localStorage, read without Amplify (its ~30 KB of script then loads
 * only when it has work to do: a sign-in, a sign-out, a refresh). Amplify's keys are
 * `CognitoIdentityServiceProvider.<client id>.LastAuthUser` and
 * `CognitoIdentityServiceProvider.<client id>.<user>.<idToken|accessToken|clockDrift|...>`
 * (its TokenStore). Only a token good for at least another minute is answered; anything else goes
 * through Amplify, which refreshes it.
 */
import { getRuntimeConfig } from '../app/runtime-config';

const PREFIX = 'CognitoIdentityServiceProvider';
/** A token this close to its expiry is left to Amplify to refresh. */
const MARGIN_MS = 60_000;

const read = (key: string): string | null => {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
};

/** A JWT's payload (no signature check: the API checks the token; this only reads its claims). */
export function jwtPayload(token: string): Record<string, unknown> | undefined {
  try {
    const part = token.split('.')[1] ?? '';
    const binary = atob(
      part
        .replace(/-/g, '+')
        .replace(/_/g, '/')
        .padEnd(Math.ceil(part.length / 4) * 4, '='),
    );
    const json = new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
    const payload: unknown = JSON.parse(json);
    return typeof payload === 'object' && payload !== null ? (payload as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

export type StoredTokens =
  /** No user signed in on this device (Amplify keeps no last user). */
  | { kind: 'none' }
  /** A user's ID token, good for at least another minute. */
  | { kind: 'valid'; idToken: string; claims: Record<string, unknown> }
  /** A user's tokens that Amplify must read or refresh. */
  | { kind: 'refresh' };

/** What Amplify keeps for the app's user pool client on this device. */
export function storedTokens(now = Date.now()): StoredTokens {
  const client = `${PREFIX}.${getRuntimeConfig().userPoolClientId}`;
  const user = read(`${client}.LastAuthUser`);
  if (!user) return { kind: 'none' };
  const idToken = read(`${client}.${user}.idToken`);
  const accessToken = read(`${client}.${user}.accessToken`);
  if (!idToken || !accessToken) return { kind: 'refresh' };
  const drift = Number(read(`${client}.${user}.clockDrift`) ?? 0) || 0;
  const claims = jwtPayload(idToken);
  const expiries = [claims?.exp, jwtPayload(accessToken)?.exp];
  const fresh = expiries.every((exp) => typeof exp === 'number' && exp * 1000 > now + drift + MARGIN_MS);
  return fresh && claims ? { kind: 'valid', idToken, claims } : { kind: 'refresh' };
}
