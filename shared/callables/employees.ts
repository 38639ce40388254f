import { z } from 'zod';
import { defineCallable } from '../registry/define';
import { ADMIN_ROLES, MANAGEMENT_ROLES, ORG_ROLES } from '../registry/roles';
import {
  EmployeeFieldsObject,
  EmployeeSchema,
  EmployeeStatusSchema,
  IcNumberSchema,
  withEmployeeRules,
} from '../domain/employees/employee';
import { OrgIdSchema } from '../domain/organisations/organisation';
import { EmployeeEditObject } from '../domain/employees/employee-edit';
import { OkOutput, PageInput, pageOf, EmptyInput } from './common';
import { ListSearchInput, listSearchSummary } from './list-search';
import { ImportProgressSchema, LastImportSchema } from '../domain/employees/employee-import';
import { OwnProfileSchema, SendSmsCodeSchema, VerifySmsCodeSchema } from '../domain/employees/employee-profile';
import { PasswordChangeProofSchema, StrongPasswordSchema } from '../domain/identity/user';
import { EXAMPLE_ROWS, ImportInput } from '../domain/employees/employee-import-input';
import { ApprovalJobSchema, SYNC_APPROVAL_LIMIT } from '../domain/employees/employee-approval';
import { SEARCH_MAX_LENGTH, SEARCH_MAX_READS } from '../domain/employees/employee-search';

export const acceptTermsAndConditions = defineCallable({
  name: 'employees-acceptTermsAndConditions',
  summary:
    'Record that the caller accepts the current Terms and Conditions (and the pay-day deduction they authorise).',
  input: z.object({
    /** What the browser says it is, stored with the dated acceptance record. */
    device: z.string().max(500).optional(),
  }),
  output: z.object({ acceptedTerms: z.string(), acceptedAt: z.number().int() }),
  roles: ORG_ROLES,
  // The claim follows the record through the user-sync worker.
  access: { table: 'write', queues: ['user-sync'] },
  terms: false,
  example: { device: 'Mozilla/5.0' },
});

/** Admins name the organisation; everyone else works in their own (the token's). */
const OrgScope = { orgId: OrgIdSchema.optional() };
const IcInput = z.object({ employeeICNumber: IcNumberSchema, ...OrgScope });
const DIRECTORY_ROLES = [...MANAGEMENT_ROLES, ...ADMIN_ROLES];

export const getFullEmployeeProfile = defineCallable({
  name: 'employees-getFullEmployeeProfile',
  summary: 'Every field of one employee of the organisation, by IC number.',
  input: IcInput,
  output: EmployeeSchema,
  roles: DIRECTORY_ROLES,
  access: { table: 'read' },
  terms: true,
  example: { employeeICNumber: '900101145678' },
});

export const getEmployees = defineCallable({
  name: 'employees-getEmployees',
  summary:
    "The organisation's employees (not deleted), by IC number, with when the directory last changed. `search` keeps " +
    'those whose name, e-mail or IC number contains the text (case-insensitive); a searched page reads at most ' +
    `${SEARCH_MAX_READS} employees, so it may come back short with a \`nextCursor\` to carry on.`,
  input: z.object({
    status: EmployeeStatusSchema.optional(),
    search: z.string().trim().max(SEARCH_MAX_LENGTH, `Search at most ${SEARCH_MAX_LENGTH} characters`).optional(),
    ...OrgScope,
    ...PageInput,
  }),
  output: pageOf(EmployeeSchema).extend({ lastModified: z.number().int().nullable() }),
  roles: DIRECTORY_ROLES,
  access: { table: 'read' },
  terms: true,
  example: { status: 'approved' },
});

export const countEmployeesPendingApproval = defineCallable({
  name: 'employees-countEmployeesPendingApproval',
  summary: 'How many employees of the organisation wait for approval.',
  input: z.object(OrgScope),
  output: z.object({ count: z.number().int() }),
  roles: DIRECTORY_ROLES,
  access: { table: 'read' },
  terms: true,
  example: { orgId: 'demo' },
});

export const getEmployeesPendingApproval = defineCallable({
  name: 'employees-getEmployeesPendingApproval',
  summary:
    'The employees of the organisation waiting for approval, by IC number (`search`: only those whose IC number starts with it): ' +
    'one page (`limit` rows, default 100, at most 500; `nextCursor` reads the next) and `total`, how many are pending in all.',
  input: z.object({
    ...OrgScope,
    search: z.string().trim().max(40, 'At most 40 characters').optional(),
    ...PageInput,
  }),
  output: pageOf(EmployeeSchema),
  roles: DIRECTORY_ROLES,
  access: { table: 'read' },
  terms: true,
  example: { orgId: 'demo' },
});

export const approveEmployees = defineCallable({
  name: 'employees-approveEmployees',
  audit: ['user'],
  summary:
    'Approve employees pending approval (all must be pending, or none is approved); each with an e-mail gets a login and an ' +
    `invitation. Up to ${SYNC_APPROVAL_LIMIT} are approved within the request; more are accepted as an approval job ` +
    '(`jobId`, `total`; `approved` and `invited` then 0) done off the request path: follow it with employees-getApprovalJob.',
  input: z.object({ ICNumbers: z.array(IcNumberSchema).min(1, 'Select at least one employee').max(100), ...OrgScope }),
  output: z.object({
    approved: z.number().int(),
    invited: z.number().int(),
    /** Set when the approval runs off the request path. */
    jobId: z.string().optional(),
    total: z.number().int().optional(),
  }),
  roles: ['Manager'],
  access: {
    table: 'write',
    cognito: ['AdminCreateUser', 'AdminDeleteUser', 'AdminDisableUser'],
    messages: ['email'],
    queues: ['employee-approvals'],
  },
  changesPayout: true,
  terms: true,
  example: { ICNumbers: ['900101145678'] },
});

export const getApprovalJob = defineCallable({
  name: 'employees-getApprovalJob',
  summary:
    "A bulk approval's progress: how many employees are approved or failed so far, and each employee's step and reason.",
  input: z.object({ jobId: z.string().min(1).max(40), ...OrgScope }),
  output: ApprovalJobSchema,
  roles: ['Manager'],
  access: { table: 'read' },
  terms: true,
  example: { jobId: '01JB0000000000000000000000' },
});

export const createEmployee = defineCallable({
  name: 'employees-createEmployee',
  audit: ['user', 'bankAccount', 'mobileNumber'],
  summary:
    'Add an employee (pending approval). IC number and mobile number unique in the organisation; e-mail across the platform.',
  input: withEmployeeRules(EmployeeFieldsObject.extend(OrgScope)),
  output: EmployeeSchema,
  roles: DIRECTORY_ROLES,
  access: { table: 'write' },
  changesPayout: true,
  terms: true,
  example: {
    employeeICNumber: '950505105555',
    firstName: 'Aisyah',
    lastName: 'Omar',
    bankCode: 'MBBEMYKL',
    accountNumber: '114011112222',
    salary: 3200,
  },
});

export const editEmployee = defineCallable({
  name: 'employees-editEmployee',
  audit: ['user', 'bankAccount', 'mobileNumber'],
  summary:
    "Change an employee (not the IC number): only the fields the body carries change; absent = unchanged, '' clears an optional " +
    'field, `salary: null` clears the salary. The rules across fields hold on the result (an account number needs its bank). ' +
    "`modifiedAt` as read refuses an edit over someone else's newer one.",
  input: EmployeeEditObject.extend({ modifiedAt: z.number().int().optional(), ...OrgScope }),
  output: EmployeeSchema,
  roles: DIRECTORY_ROLES,
  access: { table: 'write', messages: ['email', 'sms'] },
  changesPayout: true,
  terms: true,
  example: { employeeICNumber: '950505105555', firstName: 'Aisyah', lastName: 'Omar', salary: 3300 },
});

export const softDeleteEmployee = defineCallable({
  name: 'employees-softDeleteEmployee',
  audit: ['user'],
  summary:
    'Delete an employee: the record is kept, marked deleted; their login is suspended and their e-mail and mobile number freed.',
  input: IcInput,
  output: OkOutput,
  roles: DIRECTORY_ROLES,
  access: { table: 'write', cognito: ['AdminDisableUser'] },
  terms: true,
  example: { employeeICNumber: '950505105555' },
});

export const changeAdvancePayWithdrawalsDisabledStatus = defineCallable({
  name: 'employees-changeAdvancePayWithdrawalsDisabledStatus',
  audit: ['user'],
  summary: "Switch an employee's Advance Pay withdrawals off (DISABLE) or on (ENABLE).",
  input: IcInput.extend({ action: z.enum(['ENABLE', 'DISABLE']) }),
  output: z.object({ advancePayWithdrawalsDisabled: z.boolean() }),
  roles: DIRECTORY_ROLES,
  access: { table: 'write' },
  terms: true,
  example: { employeeICNumber: '950505105555', action: 'DISABLE' },
});

export const getEmployeesWithMissingPaymentElection = defineCallable({
  name: 'employees-getEmployeesWithMissingPaymentElection',
  product: 'eBenefits',
  summary:
    'Approved employees whose e-wallet election is not complete (allocations not totalling 100%), with the ' +
    'percentage allocated so far and when a reminder was last sent (Unix seconds), by IC number: one page (`limit` rows, ' +
    'default 100, at most 500; `nextCursor` reads the next; a page may hold fewer rows while the list goes on). ' +
    listSearchSummary('name, e-mail, mobile number or IC number'),
  input: z.object({ ...OrgScope, search: ListSearchInput, ...PageInput }),
  output: pageOf(
    EmployeeSchema.pick({ employeeICNumber: true, name: true, email: true, mobileNumber: true }).extend({
      allocatedPercentage: z.number(),
      reminderSentAt: z.number().int().optional(),
    }),
  ),
  roles: DIRECTORY_ROLES,
  access: { table: 'read' },
  terms: true,
  example: { orgId: 'demo', search: 'aina' },
});

export const sendPaymentElectionReminder = defineCallable({
  name: 'employees-sendPaymentElectionReminder',
  product: 'eBenefits',
  summary:
    'E-mail an approved employee whose e-wallet election is incomplete a reminder with a link to Elected Wallets. ' +
    'At most one reminder per employee a day (429 THROTTLED before then); 409 when the election is already ' +
    'complete or the employee has no e-mail.',
  input: z.object({ employeeICNumber: IcNumberSchema, orgId: OrgIdSchema.optional() }),
  output: z.object({ sentAt: z.number().int() }),
  roles: DIRECTORY_ROLES,
  access: { table: 'write', messages: ['email'] },
  terms: true,
  example: { employeeICNumber: '900101-14-5678' },
});

// An employee's login: its lock, a new invitation (employee-logins.ts).
export { getAccountLock, unlockAccount, sendNewInvitation } from './employee-logins';

/**
 * Employee bulk import (docs/rules.md#employee-import,
 * docs/decisions/0003-employee-import-in-resumable-steps.md). A file of any size goes in
 * steps, each well under API Gateway's 29 s and 6 MB: `start` opens an import, `rows` stages a
 * part of the file (checked again on the server), `preview` answers what the whole file changes
 * (bank accounts, mobile numbers, employees an overwrite suspends), `commit` applies the staged
 * rows (repeat while `done` is false; the first carries those numbers as confirmed), `abort`
 * discards the import or rolls back what it applied. Nothing
 * changes in the directory before `commit`. A small file (at most 500 rows) can go in one call:
 * `{ rows }` with no `step` does start, rows and commit at once.
 */

export const employeeBulkImportOverwrite = defineCallable({
  name: 'employees-employeeBulkImportOverwrite',
  summary:
    'Replace every employee of the organisation by the rows of an import file (pending approval); in steps for a large file. Can be undone once.',
  input: ImportInput,
  output: ImportProgressSchema,
  roles: DIRECTORY_ROLES,
  access: { table: 'write', cognito: ['AdminDisableUser', 'AdminEnableUser'], messages: ['email', 'sms'] },
  changesPayout: true,
  terms: true,
  example: { rows: EXAMPLE_ROWS },
});

export const employeeBulkImportAdd = defineCallable({
  name: 'employees-employeeBulkImportAdd',
  summary:
    'Add the rows of an import file as employees (pending approval), skipping IC numbers already in the directory; in steps for a large file. Can be undone once.',
  input: ImportInput,
  output: ImportProgressSchema,
  roles: DIRECTORY_ROLES,
  access: { table: 'write', cognito: ['AdminDisableUser', 'AdminEnableUser'], messages: ['email', 'sms'] },
  changesPayout: true,
  terms: true,
  example: { rows: EXAMPLE_ROWS },
});

export const checkLastImport = defineCallable({
  name: 'employees-checkLastImport',
  summary: 'Whether the latest employee import can be undone (once), with when, how and by whom it ran.',
  input: z.object(OrgScope),
  output: z.object({ allow: z.boolean(), lastImport: LastImportSchema.nullable() }),
  roles: DIRECTORY_ROLES,
  access: { table: 'read' },
  terms: true,
  example: {},
});

export const undoImport = defineCallable({
  name: 'employees-undoImport',
  summary:
    'Undo the latest employee import, once: removes the employees it wrote and restores those it replaced. Call again while `done` is false.',
  input: z.object(OrgScope),
  output: z.object({ message: z.string(), done: z.boolean(), removed: z.number().int(), restored: z.number().int() }),
  roles: DIRECTORY_ROLES,
  access: { table: 'write', cognito: ['AdminDisableUser', 'AdminEnableUser'] },
  changesPayout: true,
  terms: true,
  example: {},
});

/**
 * The employee's own profile (docs/rules.md#own-profile-and-sensitive-changes). The record is
 * the one the caller's user record points at (`employeeICNumber`) in the caller's own
 * organisation: there is no way to name another.
 */

export const getEmployeeProfile = defineCallable({
  name: 'employees-getEmployeeProfile',
  summary: "The caller's own employee record.",
  input: EmptyInput,
  output: EmployeeSchema,
  roles: ORG_ROLES,
  access: { table: 'read' },
  terms: true,
  example: {},
});

export const updateOwnProfile = defineCallable({
  name: 'employees-updateOwnProfile',
  audit: ['user', 'bankAccount', 'mobileNumber'],
  summary:
    "Change the caller's own names, date of birth, location, bank data and (once verified by code) mobile number; optionally set a new password. A new bank account, mobile number or password needs a sign-in of the last REAUTH_WINDOW_SECONDS (default 300; else 403 REAUTHENTICATION_REQUIRED), signs the user out everywhere after a password change and sends a notice to the e-mail on record (and the old number).",
  input: z
    .object({
      updatedProfile: OwnProfileSchema,
      newUserPassword: StrongPasswordSchema.optional(),
      // With a new password: what Cognito's own password change needs (no admin action here).
      ...PasswordChangeProofSchema.partial().shape,
    })
    .superRefine((v, ctx) => {
      if (!v.newUserPassword) return;
      for (const field of ['currentPassword', 'accessToken'] as const)
        if (!v[field]) ctx.addIssue({ code: 'custom', path: [field], message: '*Required with a new password' });
    }),
  output: z.object({ profile: EmployeeSchema, passwordChanged: z.boolean() }),
  roles: ORG_ROLES,
  // Names reach Cognito through the user-sync worker; a password through Cognito's user-level API.
  access: { table: 'write', queues: ['user-sync'], messages: ['email', 'sms'] },
  changesPayout: true,
  terms: true,
  example: { updatedProfile: { firstName: 'Aisyah', lastName: 'Omar', city: 'Kuala Lumpur', country: 'Malaysia' } },
});

export const sendSmsVerificationCode = defineCallable({
  name: 'employees-sendSmsVerificationCode',
  summary:
    'Send a 6-digit code by SMS to the mobile number the caller wants on their profile, or to the number already on it to verify it (valid 5 minutes; one new code per minute).',
  input: SendSmsCodeSchema,
  output: z.literal(true),
  roles: ORG_ROLES,
  access: { table: 'write', messages: ['sms'] },
  terms: true,
  example: { mobileNumber: '+60123456780' },
});

export const verifySmsVerificationCode = defineCallable({
  name: 'employees-verifySmsVerificationCode',
  audit: ['mobileNumber'],
  summary:
    'Check the code sent to the mobile number (every try counted first; 5 wrong codes void it). For the number already on the profile it is then marked verified (`onProfile: true`); a new number may then be saved on the profile.',
  input: VerifySmsCodeSchema,
  output: z.object({ verified: z.literal(true), onProfile: z.boolean() }),
  roles: ORG_ROLES,
  access: { table: 'write' },
  terms: true,
  example: { mobileNumber: '+60123456780', code: '123456' },
});
