import { z } from 'zod';
import { VerifySmsCodeSchema } from '../employees/employee-profile';
import { EmailSchema, StrongPasswordSchema } from './user';

/**
 * A forgotten password (docs/rules.md#forgotten-password): a code to the verified mobile number or
 * else the e-mail on record, then a new password under the pool's rule. Every answer is the same
 * whether the organisation code, the e-mail or the number exist.
 */

/** How long a code works. */
export const PASSWORD_RESET_CODE_TTL_SECONDS = 15 * 60;
/** Wrong codes a code takes: the fifth wrong one ends it (a new code must be asked for). */
export const PASSWORD_RESET_MAX_WRONG_CODES = 5;
/** Codes one organisation code and e-mail may ask for on a Malaysian day (answered or not). */
export const PASSWORD_RESET_DAILY_CODES = 5;

/**
 * The organisation code: given on /login (an organisation's people), absent on /internal
 * (administrators, who belong to none). Trimmed and lower-cased as the sign-in's look-up reads it.
 */
const DomainSchema = z
  .string()
  .trim()
  .max(100)
  .transform((d) => d.toLowerCase())
  .optional();

/** `users-forgotPassword`: who forgot their password. */
export const ForgotPasswordInputSchema = z.object({ domain: DomainSchema, email: EmailSchema });

/** The code as the person types it (6 digits, spaces around them forgiven), as a mobile number's code. */
export const ResetCodeSchema = VerifySmsCodeSchema.shape.code;

/** `users-resetPassword`: the code that was sent, and the new password. */
export const ResetPasswordInputSchema = ForgotPasswordInputSchema.extend({
  code: ResetCodeSchema,
  newPassword: StrongPasswordSchema,
});

/** The one answer of every refused reset (no code, a wrong or spent one, no such account). */
export const RESET_REFUSED_MESSAGE =
  'This code is not right or no longer works. Check it, or ask for a new code, then try again.';
