import { createRequire } from 'node:module';
import { createPublicKey } from 'node:crypto';

// Where the local Cognito (cognito-local 5.3) is brought in line with AWS: see awsBehaviour.
const require = createRequire(import.meta.url);

export type Route = (ctx: any, req: Record<string, any>) => Promise<any>;

/** A new-password challenge's session is good this long (AWS: 3 minutes by default). */
const CHALLENGE_SESSION_MS = 3 * 60 * 1000;

/**
 * Where cognito-local 5.3 differs from Cognito in ways the product's security relies on, the
 * local stack stands in for AWS (so the behaviour is the same locally and deployed):
 * - `AdminUserGlobalSignOut` (missing): revokes every refresh token of the user.
 * - `InitiateAuth` REFRESH_TOKEN_AUTH: AWS keeps the original `auth_time` in refreshed tokens;
 *   cognito-local stamps the refresh time, which would make a refreshed token look like a fresh
 *   sign-in. The refreshed ID and access tokens get the sign-in's time back (the refresh token's
 *   own `iat` is the sign-in time), re-signed with the emulator's key.
 * - `InitiateAuth` USER_PASSWORD_AUTH of a user who must set a new password: cognito-local answers
 *   the challenge without checking the temporary password; AWS checks it first.
 * - `RespondToAuthChallenge` NEW_PASSWORD_REQUIRED: cognito-local accepts any session and keeps
 *   no refresh token; AWS checks the session it issued (for that user, once, within minutes) and
 *   the pool's password policy, and the new refresh token works.
 * - `ChangePassword` (user-level, by access token): cognito-local only decodes the token and
 *   answers a wrong current password with InvalidPasswordException; AWS verifies the token (its
 *   signature, expiry, use, and that no global sign-out revoked it), answers a wrong current
 *   password with NotAuthorizedException and checks the pool's password policy.
 * - `GlobalSignOut` (user-level, missing): revokes every refresh token of the token's user and the
 *   access tokens issued until then.
 */
export function awsBehaviour(services: any, router: (target: string) => Route): Record<string, Route> {
  const errors = require('cognito-local/lib/errors.js');
  const jwt = require('jsonwebtoken');
  const { pem } = require('cognito-local/lib/keys/cognitoLocal.private.json');
  const initiateAuth = router('InitiateAuth');
  const respondToAuthChallenge = router('RespondToAuthChallenge');
  const challenges = new Map<string, { username: string; until: number }>();

  const changePassword = router('ChangePassword');
  const publicKey = createPublicKey({
    key: require('cognito-local/lib/keys/cognitoLocal.public.json').jwk,
    format: 'jwk',
  });
  /** When each user last signed out everywhere (Unix seconds): access tokens issued until then are revoked. */
  const signedOutAt = new Map<string, number>();
  /** The claims of an access token AWS would accept, or AWS's refusal. */
  const accessClaims = (token: unknown): { username: string; client_id: string; iat: number } => {
    let claims: { username?: unknown; client_id?: unknown; iat?: unknown; token_use?: unknown };
    try {
      claims = jwt.verify(String(token), publicKey, { algorithms: ['RS256'] });
    } catch (err) {
      const expired = (err as Error).name === 'TokenExpiredError';
      throw new errors.NotAuthorizedError(expired ? 'Access Token has expired' : 'Invalid Access Token');
    }
    if (claims.token_use !== 'access' || typeof claims.username !== 'string' || typeof claims.client_id !== 'string')
      throw new errors.NotAuthorizedError('Invalid Access Token');
    const iat = Number(claims.iat);
    if (iat <= (signedOutAt.get(claims.username) ?? 0))
      throw new errors.NotAuthorizedError('Access Token has been revoked');
    return { username: claims.username, client_id: claims.client_id, iat };
  };

  const withAuthTime = (token: string | undefined, authTime: number): string | undefined => {
    if (!token) return token;
    const payload = jwt.decode(token) as Record<string, unknown>;
    return jwt.sign({ ...payload, auth_time: authTime }, pem, { algorithm: 'RS256', keyid: 'CognitoLocal' });
  };

  return {
    async ChangePassword(ctx, req) {
      const claims = accessClaims(req.AccessToken);
      const pool = await services.cognito.getUserPoolForClientId(ctx, claims.client_id);
      const user = await pool.getUserByUsername(ctx, claims.username);
      if (!user) throw new errors.NotAuthorizedError('Invalid Access Token');
      if (user.Password !== req.PreviousPassword)
        throw new errors.NotAuthorizedError('Incorrect username or password.');
      if (!meetsPasswordPolicy(String(req.ProposedPassword ?? ''), pool.options?.Policies?.PasswordPolicy)) {
        throw new errors.CognitoError(
          'InvalidPasswordException',
          'Password does not conform to policy: the password must have 8 characters or more, with upper and lower case letters, a number and a symbol.',
        );
      }
      return changePassword(ctx, req);
    },
    async GlobalSignOut(ctx, req) {
      const claims = accessClaims(req.AccessToken);
      const pool = await services.cognito.getUserPoolForClientId(ctx, claims.client_id);
      const user = await pool.getUserByUsername(ctx, claims.username);
      if (!user) throw new errors.NotAuthorizedError('Invalid Access Token');
      await pool.saveUser(ctx, { ...user, RefreshTokens: [] });
      signedOutAt.set(claims.username, Math.floor(Date.now() / 1000));
      return {};
    },
    async AdminUserGlobalSignOut(ctx, req) {
      const pool = await services.cognito.getUserPool(ctx, req.UserPoolId);
      const user = await pool.getUserByUsername(ctx, req.Username);
      if (!user) throw new errors.UserNotFoundError('User does not exist.');
      await pool.saveUser(ctx, { ...user, RefreshTokens: [] });
      return {};
    },
    async InitiateAuth(ctx, req) {
      if (req.AuthFlow === 'USER_PASSWORD_AUTH' && req.AuthParameters?.USERNAME) {
        const pool = await services.cognito.getUserPoolForClientId(ctx, req.ClientId);
        const user = await pool.getUserByUsername(ctx, req.AuthParameters.USERNAME);
        if (user?.UserStatus === 'FORCE_CHANGE_PASSWORD' && user.Password !== req.AuthParameters.PASSWORD) {
          throw new errors.NotAuthorizedError('Incorrect username or password.');
        }
        const out = await initiateAuth(ctx, req);
        if (out?.ChallengeName === 'NEW_PASSWORD_REQUIRED' && user) {
          challenges.set(out.Session, { username: user.Username, until: Date.now() + CHALLENGE_SESSION_MS });
        }
        return out;
      }
      if (
        (req.AuthFlow === 'REFRESH_TOKEN_AUTH' || req.AuthFlow === 'REFRESH_TOKEN') &&
        req.AuthParameters?.REFRESH_TOKEN
      ) {
        const out = await initiateAuth(ctx, req);
        const signedInAt = Number((jwt.decode(req.AuthParameters.REFRESH_TOKEN) as { iat?: number } | null)?.iat);
        if (out?.AuthenticationResult && Number.isInteger(signedInAt)) {
          out.AuthenticationResult.IdToken = withAuthTime(out.AuthenticationResult.IdToken, signedInAt);
          out.AuthenticationResult.AccessToken = withAuthTime(out.AuthenticationResult.AccessToken, signedInAt);
        }
        return out;
      }
      return initiateAuth(ctx, req);
    },
    async RespondToAuthChallenge(ctx, req) {
      if (req.ChallengeName !== 'NEW_PASSWORD_REQUIRED') return respondToAuthChallenge(ctx, req);
      const pool = await services.cognito.getUserPoolForClientId(ctx, req.ClientId);
      const user = req.ChallengeResponses?.USERNAME
        ? await pool.getUserByUsername(ctx, req.ChallengeResponses.USERNAME)
        : undefined;
      const challenge = challenges.get(req.Session);
      if (!user || !challenge || challenge.username !== user.Username || challenge.until < Date.now()) {
        throw new errors.NotAuthorizedError('Invalid session for the user, session is expired.');
      }
      const password = String(req.ChallengeResponses?.NEW_PASSWORD ?? '');
      if (!meetsPasswordPolicy(password, pool.options?.Policies?.PasswordPolicy)) {
        throw new errors.CognitoError(
          'InvalidPasswordException',
          'Password does not conform to policy: the password must have 8 characters or more, with upper and lower case letters, a number and a symbol.',
        );
      }
      challenges.delete(req.Session);
      const out = await respondToAuthChallenge(ctx, req);
      const refreshToken = out?.AuthenticationResult?.RefreshToken;
      if (refreshToken)
        await pool.storeRefreshToken(ctx, refreshToken, await pool.getUserByUsername(ctx, user.Username));
      return out;
    },
  };
}

/** The pool's password policy, as Cognito checks it on a new password. */
function meetsPasswordPolicy(password: string, policy: Record<string, unknown> | undefined): boolean {
  const min = Number(policy?.MinimumLength ?? 8);
  return (
    password.length >= min &&
    (!policy?.RequireLowercase || /[a-z]/.test(password)) &&
    (!policy?.RequireUppercase || /[A-Z]/.test(password)) &&
    (!policy?.RequireNumbers || /\d/.test(password)) &&
    (!policy?.RequireSymbols || /[^A-Za-z0-9]/.test(password))
  );
}

/** Standard attributes AWS puts in an ID token when the app client may read them. */
const STANDARD_ID_CLAIMS = ['name', 'given_name', 'family_name', 'phone_number', 'phone_number_verified'];

/**
 * cognito-local's ID token carries only `email`, `email_verified` and the custom attributes;
 * AWS's also carries the readable standard ones (`name`, `given_name`...), which the site shows.
 * Its token generator only adds claims through the pre-token-generation trigger, so an
 * in-process stand-in for that trigger adds them.
 */
export function withStandardClaims(triggers: any) {
  return {
    enabled: (name: string) => name === 'PreTokenGeneration' || triggers.enabled(name),
    async preTokenGeneration(ctx: unknown, params: { userAttributes: { Name: string; Value?: string }[] }) {
      const base = triggers.enabled('PreTokenGeneration') ? await triggers.preTokenGeneration(ctx, params) : {};
      const standard = Object.fromEntries(
        (params.userAttributes ?? [])
          .filter((a) => STANDARD_ID_CLAIMS.includes(a.Name) && a.Value !== undefined)
          .map((a) => [a.Name, a.Value]),
      );
      return {
        ...base,
        claimsOverrideDetails: {
          ...base?.claimsOverrideDetails,
          claimsToAddOrOverride: { ...standard, ...base?.claimsOverrideDetails?.claimsToAddOrOverride },
        },
      };
    },
  };
}

/**
 * cognito-local matches a username (or its e-mail alias) case-sensitively; AWS, with
 * `UsernameConfiguration.CaseSensitive: false`, does not. E-mails are stored lower-case, so
 * lower-casing an e-mail-shaped username on the way in gives AWS's behaviour.
 */
export function caseInsensitiveUsername(req: Record<string, any>): Record<string, any> {
  const lower = (v: unknown) => (typeof v === 'string' && v.includes('@') ? v.trim().toLowerCase() : v);
  if (!req || typeof req !== 'object') return req;
  const out = { ...req };
  if ('Username' in out) out.Username = lower(out.Username);
  if (out.AuthParameters?.USERNAME)
    out.AuthParameters = { ...out.AuthParameters, USERNAME: lower(out.AuthParameters.USERNAME) };
  if (out.ChallengeResponses?.USERNAME)
    out.ChallengeResponses = { ...out.ChallengeResponses, USERNAME: lower(out.ChallengeResponses.USERNAME) };
  return out;
}
