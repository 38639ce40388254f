import { z } from 'zod';
import { defineCallable } from '../registry/define';
import { ADMIN_ROLES, MANAGEMENT_ROLES } from '../registry/roles';
import { IcNumberSchema } from '../domain/employees/employee';
import { OrgIdSchema } from '../domain/organisations/organisation';
import { AccountLockSchema } from '../domain/identity/account-lock';
import {
  NEW_INVITATION_DAILY_LIMIT,
  NewInvitationInputSchema,
  NewInvitationSchema,
} from '../domain/identity/new-invitation';

/**
 * Account locks (docs/rules.md#verification-codes-and-lock-out): a locked account shows why and
 * when, and can be unlocked. The fifth wrong withdrawal code in a row locks an employee's login; a
 * Manager of the organisation or an administrator unlocks it. Executives see the lock but do not
 * unlock: like policy approval, it is a Manager's decision (docs/rules.md#roles-and-tenants).
 */

const LockInput = z.object({ employeeICNumber: IcNumberSchema, orgId: OrgIdSchema.optional() });

export const getAccountLock = defineCallable({
  name: 'employees-getAccountLock',
  summary:
    "Whether an employee's login is locked, since when and why, and the last unlock. Admins name the organisation.",
  input: LockInput,
  output: AccountLockSchema,
  roles: [...MANAGEMENT_ROLES, ...ADMIN_ROLES],
  access: { table: 'read' },
  terms: true,
  example: { employeeICNumber: '900101145678' },
});

export const unlockAccount = defineCallable({
  name: 'employees-unlockAccount',
  audit: ['user'],
  summary:
    "Unlock an employee's login locked after too many wrong verification codes: clears the lock and the wrong-code count, " +
    'enables the sign-in again and records who and when (409 when not locked). Managers (own organisation) and admins.',
  input: LockInput,
  output: AccountLockSchema,
  roles: ['Manager', ...ADMIN_ROLES],
  access: { table: 'write', cognito: ['AdminEnableUser'] },
  terms: true,
  example: { employeeICNumber: '900101145678' },
});

/**
 * A new invitation (docs/rules.md#a-new-invitation): the help a Manager gives an employee who lost
 * access to both their password and their e-mail.
 */
export const sendNewInvitation = defineCallable({
  name: 'employees-sendNewInvitation',
  audit: ['user'],
  summary:
    'Send an employee who lost access a new invitation: a new temporary password (the old one stops working and every ' +
    "session of the employee ends) by SMS to the employee's verified mobile number and / or by e-mail to the login's " +
    "address (`channels`; every one the employee has when left out), in the employee's language, with a notice of the " +
    "change and an entry in the employee's history. Needs the Manager's recent sign-in (403 REAUTHENTICATION_REQUIRED); " +
    `422 when the employee has no login or no such channel, 409 when the login is suspended or locked; at most ${NEW_INVITATION_DAILY_LIMIT} ` +
    "a day per employee (429). Managers of the employee's organisation.",
  input: NewInvitationInputSchema,
  output: NewInvitationSchema,
  roles: ['Manager'],
  access: {
    table: 'write',
    cognito: ['AdminSetUserPassword', 'AdminUserGlobalSignOut'],
    messages: ['email', 'sms'],
  },
  terms: true,
  example: { employeeICNumber: '900101145678', channels: ['sms', 'email'] },
});
