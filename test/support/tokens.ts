import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { generateKeyPair, importJWK, SignJWT, type JWK } from 'jose';
import { inject } from 'vitest';

const require = createRequire(import.meta.url);

/** cognito-local's own signing key: tokens signed with it pass the gateway's signature check. */
const cognitoLocalKey = () =>
  (
    JSON.parse(readFileSync(require.resolve('cognito-local/lib/keys/cognitoLocal.private.json'), 'utf8')) as {
      jwk: JWK;
    }
  ).jwk;

export interface ForgeOptions {
  /** Already expired (an hour ago). */
  expired?: boolean;
  /** Signed with a key that is not Cognito's (a forged token). */
  wrongKey?: boolean;
  /** Override the issuer (default: the stack's user pool). */
  issuer?: string;
  /** Override the audience (default: the stack's app client). */
  audience?: string;
}

/**
 * An ID token with the given claims, shaped like cognito-local's (kid `CognitoLocal`, RS256),
 * for the cases a real sign-in cannot produce: expired, forged, wrong issuer or audience.
 */
export async function forgeToken(claims: Record<string, unknown>, options: ForgeOptions = {}): Promise<string> {
  const key = options.wrongKey
    ? (await generateKeyPair('RS256')).privateKey
    : await importJWK(cognitoLocalKey(), 'RS256');
  const now = Math.floor(Date.now() / 1000);
  const iat = options.expired ? now - 7200 : now;
  return new SignJWT({ token_use: 'id', ...claims })
    .setProtectedHeader({ alg: 'RS256', kid: 'CognitoLocal' })
    .setIssuer(options.issuer ?? `${inject('cognitoUrl')}/${inject('userPoolId')}`)
    .setAudience(options.audience ?? inject('userPoolClientId'))
    .setIssuedAt(iat)
    .setExpirationTime(options.expired ? now - 3600 : now + 3600)
    .sign(key);
}
