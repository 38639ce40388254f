import { z } from 'zod';
import { defineCallable } from '../registry/define';
import { ORG_ROLES } from '../registry/roles';
import { EmployeeSchema } from '../domain/employee';
import { OwnProfileSchema, SendSmsCodeSchema, VerifySmsCodeSchema } from '../domain/employee-profile';
import { StrongPasswordSchema } from '../domain/user';
import { EmptyInput } from './common';

/**
 * The employee's own profile (spec part 1 §2 "Own profile", §7). The record is the one the
 * caller's user record points at (`employeeICNumber`) in the caller's own organisation: there
 * is no way to name another.
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
  summary:
    "Change the caller's own names, date of birth, location, bank data and (once verified by code) mobile number; optionally set a new password. A new bank account, mobile number or password needs a sign-in of the last REAUTH_WINDOW_SECONDS (default 300; else 403 REAUTHENTICATION_REQUIRED), signs the user out everywhere after a password change and sends a notice to the e-mail on record (and the old number).",
  input: z.object({
    updatedProfile: OwnProfileSchema,
    newUserPassword: StrongPasswordSchema.optional(),
  }),
  output: z.object({ profile: EmployeeSchema, passwordChanged: z.boolean() }),
  roles: ORG_ROLES,
  access: { table: 'write', cognito: ['AdminUpdateUserAttributes', 'AdminSetUserPassword', 'AdminUserGlobalSignOut'], messages: ['email', 'sms'] },
  terms: true,
  example: { updatedProfile: { firstName: 'Aisyah', lastName: 'Omar', city: 'Kuala Lumpur', country: 'Malaysia' } },
});

export const sendSmsVerificationCode = defineCallable({
  name: 'employees-sendSmsVerificationCode',
  summary: 'Send a 6-digit code by SMS to the mobile number the caller wants on their profile, or to the number already on it to verify it (valid 5 minutes; one new code per minute).',
  input: SendSmsCodeSchema,
  output: z.literal(true),
  roles: ORG_ROLES,
  access: { table: 'write', messages: ['sms'] },
  terms: true,
  example: { mobileNumber: '+60123456780' },
});

export const verifySmsVerificationCode = defineCallable({
  name: 'employees-verifySmsVerificationCode',
  summary:
    'Check the code sent to the mobile number (every try counted first; 5 wrong codes void it). For the number already on the profile it is then marked verified (`onProfile: true`); a new number may then be saved on the profile.',
  input: VerifySmsCodeSchema,
  output: z.object({ verified: z.literal(true), onProfile: z.boolean() }),
  roles: ORG_ROLES,
  access: { table: 'write' },
  terms: true,
  example: { mobileNumber: '+60123456780', code: '123456' },
});
