import { createRequire } from 'node:module';
import { randomBytes, randomInt } from 'node:crypto';
import { MOBILE_SIGN_IN_SECONDS, SIGN_IN_SMS_MESSAGE } from '../shared/domain/identity/mobile-sign-in';
import type { Route } from './cognito-behaviour';

const require = createRequire(import.meta.url);

/** Wrong codes one SMS_OTP session takes before AWS ends it. */
const SESSION_TRIES = 3;

/** A texted code Cognito sends, handed to the outbox locally. */
export type SendSms = (message: { to: string; text: string; code: string }) => Promise<void>;

/**
 * Cognito's choice-based sign-in with a texted code, which cognito-local 5.3 lacks
 * (docs/decisions/0009): `AdminInitiateAuth` with `USER_AUTH` and the preferred challenge
 * `SMS_OTP` texts a 6-digit code to the user's verified `phone_number` (the pool's SMS
 * authentication message, through the outbox) and answers the `SMS_OTP` challenge with a session;
 * `AdminRespondToAuthChallenge` (missing altogether) takes that session and the code: a wrong code
 * is `CodeMismatchException`, the third ends the session, an old session is refused, and the right
 * code answers the tokens as a password sign-in does. Other flows go to cognito-local.
 */
export function smsSignInBehaviour(
  services: any,
  router: (target: string) => Route,
  sendSms: SendSms,
): Record<string, Route> {
  const errors = require('cognito-local/lib/errors.js');
  const adminInitiateAuth = router('AdminInitiateAuth');
  const sessions = new Map<string, { username: string; code: string; until: number; tries: number }>();
  const expired = () => new errors.NotAuthorizedError('Invalid session for the user, session is expired.');
  const attribute = (user: any, name: string): string | undefined =>
    (user.Attributes as { Name: string; Value?: string }[] | undefined)?.find((a) => a.Name === name)?.Value;

  return {
    async AdminInitiateAuth(ctx, req) {
      if (req.AuthFlow !== 'USER_AUTH') return adminInitiateAuth(ctx, req);
      if (req.AuthParameters?.PREFERRED_CHALLENGE !== 'SMS_OTP')
        throw new errors.InvalidParameterError('Only the SMS_OTP challenge is stood in for locally.');
      const pool = await services.cognito.getUserPoolForClientId(ctx, req.ClientId);
      const user = await pool.getUserByUsername(ctx, String(req.AuthParameters.USERNAME ?? ''));
      if (!user) throw new errors.UserNotFoundError('User does not exist.');
      if (user.Enabled === false) throw new errors.NotAuthorizedError('User is disabled.');
      const phone = attribute(user, 'phone_number');
      if (!phone || attribute(user, 'phone_number_verified') !== 'true')
        throw new errors.InvalidParameterError('Cannot send the code: the user has no verified phone number.');
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const session = randomBytes(48).toString('base64');
      sessions.set(session, {
        username: user.Username,
        code,
        until: Date.now() + MOBILE_SIGN_IN_SECONDS * 1000,
        tries: 0,
      });
      const template = String(pool.options?.SmsAuthenticationMessage ?? SIGN_IN_SMS_MESSAGE);
      await sendSms({ to: phone, text: template.replace('{####}', code), code });
      return {
        ChallengeName: 'SMS_OTP',
        Session: session,
        ChallengeParameters: {
          CODE_DELIVERY_DELIVERY_MEDIUM: 'SMS',
          CODE_DELIVERY_DESTINATION: `+******${phone.slice(-4)}`,
        },
      };
    },
    async AdminRespondToAuthChallenge(ctx, req) {
      if (req.ChallengeName !== 'SMS_OTP')
        throw new errors.InvalidParameterError('Only the SMS_OTP challenge is stood in for locally.');
      const pool = await services.cognito.getUserPoolForClientId(ctx, req.ClientId);
      const client = await services.cognito.getAppClient(ctx, req.ClientId);
      const user = await pool.getUserByUsername(ctx, String(req.ChallengeResponses?.USERNAME ?? ''));
      const started = sessions.get(req.Session);
      if (!started || !user || !client || started.username !== user.Username || started.until < Date.now()) {
        if (started && started.until < Date.now()) sessions.delete(req.Session);
        throw expired();
      }
      if (String(req.ChallengeResponses?.SMS_OTP_CODE ?? '') !== started.code) {
        started.tries += 1;
        if (started.tries >= SESSION_TRIES) sessions.delete(req.Session);
        throw new errors.CognitoError('CodeMismatchException', 'Invalid code or auth state for the user.');
      }
      sessions.delete(req.Session);
      const groups = await pool.listUserGroupMembership(ctx, user);
      const tokens = await services.tokenGenerator.generate(
        ctx,
        user,
        groups,
        client,
        req.ClientMetadata,
        'Authentication',
      );
      await pool.storeRefreshToken(ctx, tokens.RefreshToken, user);
      return {
        ChallengeParameters: {},
        AuthenticationResult: { ...tokens, ExpiresIn: 3600, TokenType: 'Bearer' },
      };
    },
  };
}
