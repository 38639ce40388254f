import type { z } from 'zod';
import { auditItem } from '../../data/audit/audit-trail';
import { employeeSubject } from '../../data/audit/people-audits';
import {
  INVITATION_CHANNELS,
  NEW_INVITATION_DAILY_LIMIT,
  type InvitationChannel,
  type NewInvitation,
  type NewInvitationInputSchema,
} from '../../../shared/domain/identity/new-invitation';
import { lastFour } from '../../../shared/domain/identity/security-notices';
import { epochSeconds, secondsUntilKlMidnight } from '../../../shared/domain/time/time';
import { messagesIn } from '../../../shared/i18n/server-messages';
import { loginMessagesIn } from '../../../shared/domain/identity/login-messages';
import { AppError, type ErrorDetail } from '../../../shared/registry/errors';
import { paths } from '../../../shared/routes';
import { callerName, type Caller } from '../../core/caller';
import { setCognitoPassword, signOutEverywhere } from '../../core/clients/cognito';
import { requireRecentSignIn } from '../../core/fresh-sign-in';
import { afterSecond, firstPassword, TEMPORARY_PASSWORD_DAYS } from '../../core/passwords';
import { siteLink } from '../../core/site-links';
import { TooManyRequests } from '../../core/too-many-requests';
import { countRequest } from '../../data/identity/rate-limits';
import { markPasswordReset } from '../../data/identity/password-resets';
import { recordHistoryItem } from '../../data/table/record-history';
import { lockTarget } from '../identity/account-locks';
import { sendChangeNotices } from '../identity/security-notices';
import { sendEmail, sendSms } from '../messages/outbox';
import { approvingOrg } from './inviting-org';

const DAY_SECONDS = 24 * 60 * 60;

/** 429 once an employee has had the day's new invitations: says until when. */
class InvitationLimitReached extends TooManyRequests {
  constructor(name: string, now: number) {
    super(secondsUntilKlMidnight(now), 'account');
    this.message =
      `${name} has had the most new invitations one employee may get in a day (${NEW_INVITATION_DAILY_LIMIT}). ` +
      'Please try again after midnight Malaysia time.';
  }
}

/**
 * A new invitation (docs/rules.md#a-new-invitation): a Manager of the employee's organisation,
 * signed in recently, gives an employee who lost access a new temporary password. Refused before
 * anything changes: no such employee (404), no login (422), a suspended or locked login (409: a
 * lock is lifted only by Unlock), a channel the employee does not have (422), the day's limit
 * (429). Then the temporary password is set (the old one stops working), Cognito's refresh tokens
 * are revoked, the change (`passwordChangedAt`, read once Cognito answered, as a password change's:
 * the API refuses every token signed in at or before it) and its history entry are stored in one
 * transaction, and the password goes by SMS to the verified
 * mobile number and / or by e-mail to the login's address, in the employee's language, with the
 * security notice of a password changed by someone else.
 */
export async function sendNewInvitation(
  caller: Caller,
  input: z.output<typeof NewInvitationInputSchema>,
  now: number,
): Promise<NewInvitation> {
  requireRecentSignIn(caller, "employees' passwords", now);
  const { orgId, user, employee } = await lockTarget(caller, input);
  if (!user)
    throw new AppError(
      'FAILED_PRECONDITION',
      `${employee.name} has no login yet: a login is made when an employee with an e-mail address is approved.`,
    );
  if (user.status !== 'Active')
    throw new AppError('INVALID_STATE', `${employee.name}'s login is suspended: reactivate it first.`);
  if (user.locked)
    throw new AppError(
      'INVALID_STATE',
      `${employee.name}'s account is locked after too many wrong verification codes: unlock it first, then send a new invitation.`,
    );

  const verifiedMobile = employee.mobileNumberVerified ? employee.mobileNumber : undefined;
  const has: Record<InvitationChannel, boolean> = { sms: !!verifiedMobile, email: !!user.email };
  const channels = input.channels ?? INVITATION_CHANNELS.filter((c) => has[c]);
  const missing: ErrorDetail[] = [];
  if (channels.includes('sms') && !has.sms)
    missing.push({ field: 'channels', message: `${employee.name} has no verified mobile number.` });
  if (channels.includes('email') && !has.email)
    missing.push({ field: 'channels', message: `${employee.name} has no e-mail address.` });
  if (channels.length === 0) missing.push({ field: 'channels', message: 'Choose SMS, e-mail or both' });
  if (missing.length) throw new AppError('FAILED_PRECONDITION', missing.map((m) => m.message).join(' '), missing);

  const windowStart = now + secondsUntilKlMidnight(now) - DAY_SECONDS;
  const counted = await countRequest({
    subject: `INVITE#${orgId}#${employee.employeeICNumber}`,
    windowStart,
    windowSeconds: DAY_SECONDS,
    shard: 0,
    shardLimit: NEW_INVITATION_DAILY_LIMIT,
  });
  if (!counted) throw new InvitationLimitReached(employee.name, now);

  const password = firstPassword();
  const by = callerName(caller);
  const to = [
    channels.includes('sms') ? `SMS to ${lastFour(verifiedMobile)}` : '',
    channels.includes('email') ? 'e-mail' : '',
  ]
    .filter(Boolean)
    .join(' and ');

  await setCognitoPassword(user.email, password, false);
  await signOutEverywhere(user.email);
  // Read once Cognito took the new password: any sign-in with the old one is at or before it.
  const changedAt = epochSeconds();
  await markPasswordReset(user, changedAt, [
    recordHistoryItem(orgId, 'EMPLOYEE', employee.employeeICNumber, {
      at: changedAt,
      by,
      action: 'new invitation sent',
      why: `A new temporary password by ${to}`,
    }),
    auditItem({
      orgId,
      kind: 'user',
      action: 'new invitation sent',
      subject: employeeSubject(employee),
      changes: [{ field: 'password', after: 'new temporary password' }],
      why: `Sent by ${to}`,
    }),
  ]);

  const org = await approvingOrg(orgId);
  const m = messagesIn(user.language);
  const l = loginMessagesIn(user.language);
  const values = {
    orgName: org.name,
    link: siteLink(paths.login()),
    code: org.code,
    email: user.email,
    password,
    days: TEMPORARY_PASSWORD_DAYS,
  };
  const sends: Promise<unknown>[] = [];
  if (channels.includes('sms') && verifiedMobile)
    sends.push(sendSms({ to: verifiedMobile, text: l.format('logins.newInvitationSms', values) }));
  if (channels.includes('email'))
    sends.push(
      sendEmail({
        to: user.email,
        subject: l.format('logins.newInvitationSubject', values),
        text: [
          m.format('sent.hello', { firstName: employee.firstName }),
          '',
          l.format('logins.newInvitation', values),
          `  ${m.format('sent.organisationCode', values)}`,
          `  ${m.format('sent.email', values)}`,
          `  ${m.format('sent.temporaryPassword', values)}`,
          '',
          m.format('sent.firstSignIn', values),
        ].join('\n'),
      }),
    );
  await Promise.all(sends);
  await sendChangeNotices(
    { orgId, email: user.email, firstName: employee.firstName, language: user.language, userId: user.id },
    [{ kind: 'password' }],
    { self: false, name: by },
    changedAt,
  );
  // The employee's first sign-in with the new password falls in a later second than `changedAt`.
  await afterSecond(changedAt);
  return {
    ...(channels.includes('sms') ? { sms: lastFour(verifiedMobile) } : {}),
    ...(channels.includes('email') ? { email: user.email } : {}),
    at: changedAt,
  };
}
