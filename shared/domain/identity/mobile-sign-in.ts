import { z } from 'zod';
import { RESET_REFUSED_MESSAGE, ResetCodeSchema } from './password-reset';

/**
 * Signing in with the mobile number (docs/rules.md#sign-in-with-the-mobile-number; decision 0009):
 * an employee gives the organisation code and the mobile number verified on their record, Cognito
 * texts a one-time code (its choice-based sign-in, SMS OTP), and the code signs them in. Managers
 * and administrators keep e-mail and password. Nothing answered says whether the code or the
 * number belong to anyone.
 */

/** Sign-in codes one organisation code and number may ask for on a Malaysian day (answered or not). */
export const MOBILE_SIGN_IN_DAILY_CODES = 5;
/** Codes one sign-in takes: the third wrong one ends it (a new code must be asked for). */
export const MOBILE_SIGN_IN_MAX_TRIES = 3;
/** How long a sign-in's code works: Cognito's sign-in session lasts 3 minutes. */
export const MOBILE_SIGN_IN_SECONDS = 3 * 60;

/**
 * The text of the SMS: Cognito's sign-in message deployed (`{####}` is the code), the local
 * stand-in's alike. One text in the three languages: Cognito sends one message for the pool.
 */
export const SIGN_IN_SMS_MESSAGE =
  'Advance Pay sign-in code / kod log masuk / 登录验证码: {####}. Never share it. Jangan kongsi. 请勿分享。';

export const MOBILE_NUMBER_TYPED_MESSAGE = 'Enter the mobile number you verified, e.g. 012-345 6789';

/**
 * A Malaysian mobile number as a person types it (`012-345 6789`, `60123456789`, `+60 12 345 6789`)
 * in E.164, as the employee record keeps it: spaces, dashes, dots and brackets go, a leading 0
 * or 60 becomes +60; a number of another country is typed with its +.
 */
export function typedMobileNumber(typed: string): string {
  const digits = typed.trim().replace(/[\s\-.()]/g, '');
  if (digits.startsWith('+')) return digits;
  if (digits.startsWith('60')) return `+${digits}`;
  if (digits.startsWith('0')) return `+6${digits}`;
  return digits;
}

export const TypedMobileNumberSchema = z
  .string()
  .max(30, MOBILE_NUMBER_TYPED_MESSAGE)
  .transform(typedMobileNumber)
  .pipe(z.string().regex(/^\+[1-9]\d{7,14}$/, MOBILE_NUMBER_TYPED_MESSAGE));

/** The organisation code, required here (administrators have no mobile sign-in). */
const DomainSchema = z
  .string()
  .trim()
  .min(1, '*Required')
  .max(100)
  .transform((d) => d.toLowerCase());

/** `users-startMobileSignIn`: who signs in. */
export const StartMobileSignInInputSchema = z.object({ domain: DomainSchema, mobileNumber: TypedMobileNumberSchema });

/** The sign-in started: its id, given back with the code (the same shape whether or not a code was sent). */
export const StartMobileSignInOutputSchema = z.object({ signIn: z.string() });

/** `users-finishMobileSignIn`: the sign-in and the code that was texted. */
export const FinishMobileSignInInputSchema = z.object({
  signIn: z.string().trim().min(1).max(64),
  code: ResetCodeSchema,
});

/** Cognito's tokens, as its own sign-in answers them. */
export const SignInTokensSchema = z.object({
  idToken: z.string(),
  accessToken: z.string(),
  refreshToken: z.string(),
  expiresIn: z.number().int(),
});
export type SignInTokens = z.infer<typeof SignInTokensSchema>;

/** The one answer of every refused code (none sent, wrong, spent, expired, too many tries), as a reset's. */
export const MOBILE_SIGN_IN_REFUSED = RESET_REFUSED_MESSAGE;
