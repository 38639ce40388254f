import { createUser as createUserDef } from '../../../shared/callables/users';
import { displayNameOf, kindOfRole } from '../../../shared/domain/identity/user-admin';
import type { User } from '../../../shared/domain/identity/user';
import { epochSeconds } from '../../../shared/domain/time/time';
import { AppError } from '../../../shared/registry/errors';
import type { Caller } from '../../core/caller';
import {
  createCognitoUser,
  deleteCognitoUser,
  isUsernameTaken,
  setCognitoUserEnabled,
} from '../../core/clients/cognito';
import { makeHandler } from '../chain/make-handler';
import { siteLink } from '../../core/site-links';
import { paths } from '../../../shared/routes';
import { sendEmail } from '../../services/messages/outbox';
import { TEMPORARY_PASSWORD_DAYS } from '../../core/passwords';
import { logger } from '../../core/powertools';
import { getOrg } from '../../data/organisations/orgs';
import { createUser, findByEmail } from '../../data/identity/users';
import { userAuditItems } from '../../data/audit/people-audits';

const emailTaken = (email: string) =>
  new AppError('ALREADY_EXISTS', `An account with the e-mail ${email} already exists.`, [
    { field: 'email', message: 'E-mail already in use' },
  ]);

/** The organisation the new user belongs to (null for an administrator), after the role / organisation rules. */
async function organisationOf(input: { role: User['role']; orgId?: string; tenantId?: string }, caller: Caller) {
  const named = input.orgId ?? input.tenantId;
  if (input.orgId && input.tenantId && input.orgId !== input.tenantId) {
    throw new AppError('INVALID_ARGUMENT', 'orgId and tenantId name different organisations.', [
      { field: 'tenantId', message: 'Must match orgId' },
    ]);
  }
  if (kindOfRole(input.role) === 'administrator') {
    if (caller.role !== 'superadmin') throw new AppError('FORBIDDEN', 'Only a superadmin can create administrators.');
    if (named)
      throw new AppError('INVALID_ARGUMENT', 'An administrator belongs to no organisation.', [
        { field: 'role', message: 'Choose Manager, Executive or employee for a user of an organisation' },
      ]);
    return null;
  }
  if (!named)
    throw new AppError('INVALID_ARGUMENT', 'Choose an organisation.', [{ field: 'orgId', message: 'Required!' }]);
  const org = await getOrg(named);
  // getOrg answers live organisations only (a soft-deleted one is gone).
  if (!org)
    throw new AppError('NOT_FOUND', `There is no organisation ${named}.`, [
      { field: 'orgId', message: 'Organisation not found' },
    ]);
  // A Suspended organisation's people are refused by every callable: a new login there could do nothing.
  if (org.status === 'Suspended')
    throw new AppError('INVALID_STATE', `${org.name} is suspended: make it Active before adding users.`, [
      { field: 'orgId', message: 'The organisation is suspended' },
    ]);
  return org;
}

/**
 * One step for the caller: the Cognito user (username = e-mail, custom:role, custom:tenantId),
 * then the user record with its platform-wide e-mail claim. The Cognito user is removed again
 * when the records cannot be written, so neither exists without the other; an e-mail already in
 * use is refused (409) before anything is made.
 */
export const handler = makeHandler(createUserDef, async (input, caller) => {
  const org = await organisationOf(input, caller);
  const orgId = org?.id ?? null;
  const email = input.email.toLowerCase();
  if (await findByEmail(email)) throw emailTaken(email);

  let id: string;
  try {
    id = await createCognitoUser({
      email,
      password: input.password,
      temporary: true,
      firstName: input.firstName,
      lastName: input.lastName,
      role: input.role,
      tenantId: orgId,
      acceptedTerms: '',
    });
  } catch (err) {
    if (isUsernameTaken(err)) throw emailTaken(email);
    throw err;
  }
  const at = epochSeconds();
  let user: User;
  try {
    if (input.status === 'Suspended') await setCognitoUserEnabled(email, false);
    const record: User = {
      id,
      tenantId: orgId,
      orgId,
      email,
      displayName: displayNameOf(input),
      firstName: input.firstName,
      lastName: input.lastName,
      role: input.role,
      status: input.status,
      acceptedTerms: null,
      createdAt: at,
      modifiedAt: at,
    };
    // Its audit entries (the login, its role) go in the same transaction.
    user = await createUser(record, userAuditItems(undefined, record, 'created'));
  } catch (err) {
    await deleteCognitoUser(email).catch(() => undefined);
    throw err;
  }

  if (user.status === 'Active') {
    const where = org
      ? [
          `Sign in at ${siteLink(paths.login())} with:`,
          `  Organisation code: ${org.domain ?? org.id}`,
          `  E-mail: ${email}`,
        ]
      : [`Sign in at ${siteLink(paths.internalLogin())} with your e-mail ${email}.`];
    await sendEmail({
      to: email,
      subject: org ? `Your ${org.name} account on Advance Pay` : 'Your Advance Pay administrator account',
      text: [
        `Hello ${input.firstName},`,
        '',
        `An account has been created for you${org ? ` at ${org.name}` : ''}. ${where[0]}`,
        ...where.slice(1),
        '',
        `Your administrator gives you a temporary password. At your first sign-in you choose your own; the temporary one then stops working. It expires in ${TEMPORARY_PASSWORD_DAYS} days.`,
      ].join('\n'),
    }).catch((err: unknown) =>
      logger.warn('The account notice could not be put in the outbox', { error: err as Error }),
    );
  }
  return user;
});
