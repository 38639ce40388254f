import {
  PASSWORD_RESET_CODE_TTL_SECONDS,
  PASSWORD_RESET_DAILY_CODES,
  RESET_REFUSED_MESSAGE,
} from '../../../shared/domain/identity/password-reset';
import type { User } from '../../../shared/domain/identity/user';
import { klDate } from '../../../shared/domain/time/time';
import { messagesIn } from '../../../shared/i18n/server-messages';
import { loginMessagesIn } from '../../../shared/domain/identity/login-messages';
import { AppError } from '../../../shared/registry/errors';
import { isAdminRole } from '../../../shared/registry/roles';
import { setCognitoPassword, signOutEverywhere } from '../../core/clients/cognito';
import { logger } from '../../core/powertools';
import { getEmployee } from '../../data/employees/employees';
import {
  consumeResetCode,
  countResetRequest,
  issueResetCode,
  withdrawResetCode,
} from '../../data/identity/password-reset-codes';
import { findByEmail, getUser, updateUser } from '../../data/identity/users';
import { findOrgIdByDomain, getOrg } from '../../data/organisations/orgs';
import { sendEmail } from '../messages/outbox';
import { afterSecond } from '../../core/passwords';
import { sendChangeNotices } from './security-notices';
import { DailyCodesReached, SmsDailyLimitReached, sendVerificationSms } from './verification-sms';

/**
 * A forgotten password (docs/rules.md#forgotten-password). The person names their login as they
 * sign in (organisation code and e-mail on /login, the e-mail alone on /internal); a code goes to
 * the verified mobile number of that login, else its e-mail; the code and a new password set the
 * password, sign every session out and send the notice of a password change.
 *
 * Nothing answered says whether the organisation code, the e-mail or the number exist: a code is
 * asked for with the same answer either way, the day's limit counts what was typed (not the
 * account), and every refused reset is the same 422.
 */

/** Who was named: the organisation code (`''` on /internal) and the e-mail, both normalised. */
export interface NamedLogin {
  domain?: string;
  email: string;
}

/** 429 once the code and e-mail have asked for the day's codes: says until when, as `Retry-After` too. */
export class ResetDailyLimitReached extends DailyCodesReached {
  constructor(now: number) {
    super(
      now,
      'email',
      (wait) =>
        `This e-mail has asked for the most password reset codes one login may get in a day (${PASSWORD_RESET_DAILY_CODES}). ` +
        `Please try again after midnight Malaysia time, in ${wait}.`,
    );
  }
}

/**
 * The active login the organisation code and e-mail name, or undefined: an organisation's person
 * on the code of their own organisation (not suspended), an administrator with no code. A locked
 * or suspended login counts as none (a reset must never open a locked account).
 */
async function loginNamed({ domain, email }: NamedLogin): Promise<User | undefined> {
  const [owner, orgId] = await Promise.all([findByEmail(email), domain ? findOrgIdByDomain(domain) : undefined]);
  if (!owner || (owner.orgId ?? undefined) !== orgId) return undefined;
  const [user, org] = await Promise.all([getUser(owner.orgId, owner.userId), orgId ? getOrg(orgId) : undefined]);
  if (!user || user.status !== 'Active' || user.locked) return undefined;
  if (orgId ? !org || org.status === 'Suspended' || isAdminRole(user.role) : !isAdminRole(user.role)) return undefined;
  return user;
}

/** The login's verified mobile number (an employee's, proved by a code), if any. */
async function verifiedMobileOf(user: User): Promise<string | undefined> {
  if (!user.orgId || !user.employeeICNumber) return undefined;
  const employee = await getEmployee(user.orgId, user.employeeICNumber);
  return employee?.mobileNumberVerified && employee.mobileNumber ? employee.mobileNumber : undefined;
}

/** Send the code: an SMS to the verified number (within its day's allowance), else an e-mail. */
async function sendCode(user: User, code: string, now: number): Promise<void> {
  const m = messagesIn(user.language);
  const l = loginMessagesIn(user.language);
  const minutes = PASSWORD_RESET_CODE_TTL_SECONDS / 60;
  const mobile = await verifiedMobileOf(user);
  if (mobile) {
    try {
      await sendVerificationSms({ to: mobile, text: l.format('logins.passwordResetSms', { code, minutes }) }, now);
      return;
    } catch (err) {
      // The number has had its day's codes: the e-mail on record still gets this one.
      if (!(err instanceof SmsDailyLimitReached)) throw err;
    }
  }
  await sendEmail({
    to: user.email,
    subject: l.format('logins.passwordResetSubject'),
    text: [
      m.format('sent.hello', { firstName: user.firstName || user.displayName }),
      '',
      l.format('logins.passwordResetCode', { code, minutes }),
      '',
      l.format('logins.passwordResetNotYou'),
    ].join('\n'),
  });
}

/**
 * Send a code to the named login, if it is an active one; the same (empty) answer either way.
 * Throws {@link ResetDailyLimitReached} past the day's codes for what was typed.
 */
export async function requestPasswordReset(named: NamedLogin, now: number): Promise<void> {
  const counted = await countResetRequest(
    named.domain ?? '',
    named.email.trim(),
    klDate(new Date(now * 1000)),
    PASSWORD_RESET_DAILY_CODES,
    now,
  );
  if (!counted) throw new ResetDailyLimitReached(now);
  const user = await loginNamed(named);
  if (!user) return;
  const code = await issueResetCode(user.orgId, user.id, now);
  try {
    await sendCode(user, code, now);
  } catch (error) {
    await withdrawResetCode(user.orgId, user.id, now);
    // Logged, never answered: a failure only a real login can have would tell that it exists.
    logger.error('A password reset code could not be sent', { error: error as Error });
  }
}

/**
 * Reset the named login's password with its code: the code used up, then Cognito's password
 * (AdminSetUserPassword, permanent), then the record's `passwordChangedAt` (the API refuses every
 * older token from then on) and Cognito's global sign-out (no refresh token survives), then the
 * notice of a password change. Every refusal is the same 422.
 */
export async function resetPassword(
  named: NamedLogin & { code: string; newPassword: string },
  now: number,
): Promise<void> {
  const refused = new AppError('FAILED_PRECONDITION', RESET_REFUSED_MESSAGE, [
    { field: 'code', message: RESET_REFUSED_MESSAGE },
  ]);
  const user = await loginNamed(named);
  if (!user || !(await consumeResetCode(user.orgId, user.id, named.code, now))) throw refused;
  await setCognitoPassword(user.email, named.newPassword);
  const changedAt = Math.max(now, Math.floor(Date.now() / 1000));
  await updateUser(user.orgId, user.id, { passwordChangedAt: changedAt }, now);
  await signOutEverywhere(user.email).catch((error: unknown) => {
    // The record already refuses every older token; the revocation is the second lock, logged if it fails.
    logger.error('Could not revoke the refresh tokens after a password reset', { error: error as Error });
  });
  await sendChangeNotices(
    {
      orgId: user.orgId,
      email: user.email,
      firstName: user.firstName || user.displayName,
      language: user.language,
    },
    [{ kind: 'password' }],
    { self: true },
    changedAt,
  );
  // The person's sign-in with the new password, which follows the answer, falls in a later second.
  await afterSecond(changedAt);
}
