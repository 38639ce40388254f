import { z } from 'zod';
import { defineCallable } from '../registry/define';
import { ADMIN_ROLES, ROLES } from '../registry/roles';
import { PasswordChangeProofSchema, RoleSchema, StrongPasswordSchema, UserSchema } from '../domain/identity/user';
import { CreateUserInputSchema, UpdateUserInputSchema } from '../domain/identity/user-admin';
import { OrgIdSchema } from '../domain/organisations/organisation';
import { USER_SEARCH_MAX_READS, UserSearchSchema } from '../domain/identity/user-search';
import { PageInput, pageOf, OkOutput } from './common';
import { LanguageSchema } from '../i18n/language-schema';
import { MyDataOutputSchema } from '../domain/identity/my-data';
import { SelfLimitsInputSchema, SelfLimitsOutputSchema } from '../domain/advance-pay/self-limits';
import {
  ForgotPasswordInputSchema,
  PASSWORD_RESET_DAILY_CODES,
  ResetPasswordInputSchema,
} from '../domain/identity/password-reset';

/** What `search` does on the users and administrators lists (both callables' summaries say it). */
const SEARCH_SUMMARY =
  '`search`: a whole e-mail address answers that user alone (or none; looked up by its e-mail, no cursor); other text ' +
  'keeps the users whose name or e-mail contains it (case-insensitive), a page reading at most ' +
  `${USER_SEARCH_MAX_READS} users, so it may come back short with a \`nextCursor\` to carry on (a cursor serves only the search that issued it).`;

export const getCurrentUser = defineCallable({
  name: 'users-getCurrentUser',
  summary: "The signed-in caller's own user record; refused (403 ACCOUNT_LOCKED) for a suspended or locked account.",
  input: z.object({}),
  // The employee's own limits are shown in RM by users-getWithdrawalLimits, never in sen here.
  output: UserSchema.omit({ selfLimits: true }),
  roles: ROLES,
  access: { table: 'read' },
  terms: false,
  example: {},
});

export const setLanguage = defineCallable({
  name: 'users-setLanguage',
  summary:
    "Remember the caller's language (`ms` Bahasa Malaysia, `en` English, `zh` Simplified Chinese): the site opens in it on any device, and the SMS, e-mails and statements sent to them are written in it.",
  input: z.object({ language: LanguageSchema }),
  output: OkOutput,
  roles: ROLES,
  access: { table: 'write' },
  terms: false,
  example: { language: 'ms' },
});

export const setWithdrawalNotices = defineCallable({
  name: 'users-setWithdrawalNotices',
  summary:
    "Turn the caller's own withdrawal notices on or off: the SMS and e-mail at each step of a withdrawal (submitted, approved, " +
    'rejected or cancelled, sent to the bank, paid). On until turned off; the security notices (bank account, mobile number, ' +
    'password changes) are always sent.',
  input: z.object({ notifyWithdrawalSteps: z.boolean() }).strict(),
  output: OkOutput,
  roles: ROLES,
  access: { table: 'write' },
  terms: false,
  example: { notifyWithdrawalSteps: false },
});

const SELF_LIMITS_RULE =
  'A change that narrows (a lower cap, a longer gap, a later lock) applies at once; one that widens (a higher or no cap, ' +
  'a shorter or no gap, an earlier or no lock) takes effect 24 hours later, shown in `pending` with its time.';

export const getWithdrawalLimits = defineCallable({
  name: 'users-getWithdrawalLimits',
  summary:
    'The withdrawal limits the signed-in employee set for themselves (docs/rules.md#limits-you-set-yourself): a monthly cap in RM, the least days between requests and a lock until a date (each null when not set), and the widenings that wait. ' +
    SELF_LIMITS_RULE,
  input: z.object({}).strict(),
  output: SelfLimitsOutputSchema,
  roles: ['employee'],
  access: { table: 'read' },
  terms: false,
  example: {},
});

export const setWithdrawalLimits = defineCallable({
  name: 'users-setWithdrawalLimits',
  summary:
    "Set the signed-in employee's own withdrawal limits (each null for none), within what the employer allows: `monthlyCap` in RM, " +
    '`minDaysBetween` whole days (1–90), `lockedUntil` a date after today (at most a year ahead) from which requests are possible again. ' +
    SELF_LIMITS_RULE +
    ' Answers the limits as `users-getWithdrawalLimits` does.',
  input: SelfLimitsInputSchema,
  output: SelfLimitsOutputSchema,
  roles: ['employee'],
  access: { table: 'write' },
  terms: false,
  example: { monthlyCap: 300, minDaysBetween: 7, lockedUntil: null },
});

export const downloadMyData = defineCallable({
  name: 'users-downloadMyData',
  summary:
    "The signed-in employee's own data as one JSON document (docs/rules.md#privacy): profile, withdrawals, statements, " +
    'benefits, e-wallet elections and the notices kept that were sent to them, every list complete; amounts as RM text ' +
    "with every sen, times in Malaysia time. Only the caller's own: the person comes from the token, never the payload.",
  input: z.object({}).strict(),
  output: MyDataOutputSchema,
  roles: ['employee'],
  // A person keeps the right to their data while their organisation is suspended, and before accepting the terms.
  orgStatus: 'any',
  access: { table: 'read', files: 'write' },
  terms: false,
  example: {},
});

export const changeUserPassword = defineCallable({
  name: 'users-changeUserPassword',
  summary:
    "Set the caller's new password: needs a sign-in of the last REAUTH_WINDOW_SECONDS (default 300; else 403 REAUTHENTICATION_REQUIRED); every session is then signed out and the e-mail on record told.",
  input: PasswordChangeProofSchema.extend({ newUserPassword: StrongPasswordSchema }),
  output: OkOutput,
  roles: ROLES,
  // Cognito's user-level ChangePassword and GlobalSignOut, with the caller's access token: no IAM grant.
  access: { table: 'write', messages: ['email'] },
  terms: false,
  example: {
    newUserPassword: 'N3w-Passw0rd!',
    currentPassword: 'Passw0rd!',
    accessToken: 'eyJraWQiOiJ4In0.e30.sig-of-a-token',
  },
});

export const listRoles = defineCallable({
  name: 'users-listRoles',
  summary:
    "The roles an administrator may give a user: an organisation's (default) or the platform administrators' (kind administrator).",
  input: z.object({ kind: z.enum(['organisation', 'administrator']).optional() }),
  output: z.object({ roles: z.array(RoleSchema) }),
  roles: ADMIN_ROLES,
  access: { table: 'read' },
  terms: false,
  example: {},
});

export const getUsers = defineCallable({
  name: 'users-getUsers',
  summary:
    'Users of every organisation (the administrators first, then each organisation in id order), or of one (orgId / tenantId). ' +
    SEARCH_SUMMARY,
  input: z.object({
    orgId: OrgIdSchema.optional(),
    tenantId: OrgIdSchema.optional(),
    search: UserSearchSchema.optional(),
    ...PageInput,
  }),
  output: pageOf(UserSchema),
  roles: ADMIN_ROLES,
  access: { table: 'read' },
  terms: false,
  example: { tenantId: 'demo', search: 'aina' },
});

export const getUser = defineCallable({
  name: 'users-getUser',
  summary: 'One user by tenant id (empty for an administrator) and user id.',
  input: z.object({
    tenantId: z.union([OrgIdSchema, z.literal('')]).nullable(),
    userId: z.string().trim().min(1).max(128),
  }),
  output: UserSchema,
  roles: ADMIN_ROLES,
  access: { table: 'read' },
  terms: false,
  example: { tenantId: 'demo', userId: '00000000-0000-0000-0000-000000000000' },
});

export const createUser = defineCallable({
  name: 'users-createUser',
  audit: ['user', 'role'],
  summary:
    'Create a login: a user of an organisation (Manager, Executive, employee; orgId / tenantId) or a platform administrator (admin, superadmin; superadmin only). ' +
    'The Cognito user and its records are made together (409 for an e-mail already in use).',
  input: CreateUserInputSchema,
  output: UserSchema,
  roles: ADMIN_ROLES,
  access: { table: 'write', cognito: ['AdminCreateUser', 'AdminDeleteUser', 'AdminDisableUser'], messages: ['email'] },
  terms: false,
  example: {
    firstName: 'Aina',
    lastName: 'Rahman',
    email: 'aina.rahman@demo.test',
    role: 'Executive',
    status: 'Active',
    password: 'Str0ng-Pass!',
    orgId: 'demo',
    tenantId: 'demo',
  },
});

export const updateUser = defineCallable({
  name: 'users-updateUser',
  audit: ['user', 'role'],
  summary:
    "Change a user's names, role and status (Active / Suspended: a suspended user cannot sign in). Administrators' records: superadmin only. " +
    "firstName, lastName, role and status are required (400 without them); displayName changes only when sent ('' = first and last name). " +
    'Refused (409) when the record changed since it was read, or when callers suspend or demote themselves.',
  input: UpdateUserInputSchema,
  output: UserSchema,
  roles: ADMIN_ROLES,
  access: {
    table: 'write',
    cognito: ['AdminUpdateUserAttributes', 'AdminEnableUser', 'AdminDisableUser', 'AdminUserGlobalSignOut'],
  },
  terms: false,
  example: {
    userId: '00000000-0000-0000-0000-000000000000',
    tenantId: 'demo',
    orgId: 'demo',
    firstName: 'Aina',
    lastName: 'Rahman',
    role: 'Manager',
    status: 'Active',
    modifiedAt: 1795000000,
  },
});

export const getAdministrators = defineCallable({
  name: 'users-getAdministrators',
  summary:
    "The platform's administrators (admin and superadmin logins, which belong to no organisation). " + SEARCH_SUMMARY,
  input: z.object({ search: UserSearchSchema.optional(), ...PageInput }),
  output: pageOf(UserSchema),
  roles: ['superadmin'],
  access: { table: 'read' },
  terms: false,
  example: { limit: 50, search: 'ops.admin@platform.test' },
});

export const forgotPassword = defineCallable({
  name: 'users-forgotPassword',
  summary:
    'Before sign-in: a code to reset a forgotten password, texted to the verified mobile number of the login named by the ' +
    'organisation code (absent for an administrator) and e-mail, else e-mailed to it. Always the same answer, whether or not ' +
    `they name an active login; ${PASSWORD_RESET_DAILY_CODES} codes a Malaysian day per code and e-mail (then 429).`,
  input: ForgotPasswordInputSchema,
  output: OkOutput,
  roles: 'public',
  access: { table: 'write', messages: ['email', 'sms'] },
  terms: false,
  example: { domain: 'demo', email: 'employee@demo.test' },
});

export const resetPassword = defineCallable({
  name: 'users-resetPassword',
  summary:
    "Before sign-in: the code of `users-forgotPassword` and the new password (the pool's rule). The password is set, every " +
    'session signed out and the e-mail on record told. Every refusal of the code is the same 422 (five wrong codes end a code); ' +
    'a locked or suspended login is never reset.',
  input: ResetPasswordInputSchema,
  output: OkOutput,
  roles: 'public',
  access: { table: 'write', cognito: ['AdminSetUserPassword', 'AdminUserGlobalSignOut'], messages: ['email'] },
  terms: false,
  example: { domain: 'demo', email: 'employee@demo.test', code: '123456', newPassword: 'N3w-Passw0rd!' },
});

export { finishMobileSignIn, startMobileSignIn } from './mobile-sign-in';
