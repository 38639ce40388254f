import { z } from 'zod';
import { BANK_CODES } from '../money/banks';
import { isCountryName } from './countries';
import {
  EmployeeFieldsObject,
  IcNumberSchema,
  MobileNumberSchema,
  bankNameOf,
  employeeName,
  type Employee,
} from './employee';
import { StrongPasswordSchema } from '../identity/user';

/**
 * The fields an employee may change on their own profile (docs/rules.md#own-profile-and-sensitive-changes): names,
 * mobile number (only once verified by code), date of birth, location and bank data. Never
 * salary, status, IC number, e-mail, job level, team or the withdrawals switch: those are
 * the employer's.
 */
export const OWN_PROFILE_FIELDS = [
  'firstName',
  'lastName',
  'mobileNumber',
  'dateOfBirth',
  'address',
  'city',
  'country',
  'postalCode',
  'bankCode',
  'accountNumber',
] as const;
export type OwnProfileField = (typeof OWN_PROFILE_FIELDS)[number];

/** The country is one of the bundled list (or '' for none). */
export const CountrySchema = z.union([
  z.literal(''),
  z.string().trim().refine(isCountryName, 'Choose a country from the list'),
]);

/**
 * The own-profile fields with the manager form's rules (one source: `EmployeeFieldsObject`).
 * Any other key is refused, so a salary or status sent here is a 400, never silently dropped.
 */
export const OwnProfileObject = EmployeeFieldsObject.pick({
  firstName: true,
  lastName: true,
  mobileNumber: true,
  dateOfBirth: true,
  address: true,
  city: true,
  country: true,
  postalCode: true,
  bankCode: true,
  accountNumber: true,
} satisfies Record<OwnProfileField, true>)
  .partial()
  .extend({ country: CountrySchema.optional() })
  .strict();

/**
 * `updatedProfile` of `employees-updateOwnProfile`: the fields to change (absent = unchanged,
 * '' = cleared where the field is optional). A new account number alone keeps the bank on record,
 * so the account-needs-a-bank rule is checked on the record with the changes applied (the
 * handler); here only a bank cleared together with an account given is refused.
 */
export const OwnProfileSchema = OwnProfileObject.refine((e) => !e.accountNumber || e.bankCode !== '', {
  path: ['bankCode'],
  message: 'Choose the bank of this account',
});
export type OwnProfile = z.infer<typeof OwnProfileSchema>;

export {
  PROFILE_NOT_FOUND,
  SMS_CODE_INTERVAL_SECONDS,
  SMS_CODE_MAX_ATTEMPTS,
  SMS_CODE_TTL_SECONDS,
  SMS_VERIFIED_TTL_SECONDS,
  VERIFICATION_SMS_DAILY_LIMIT,
} from './profile-limits';

/** What of an employee record the own profile reads and changes (the server's record, with its salary in sen, too). */
type OwnProfileRecord = Pick<Employee, OwnProfileField | 'bank' | 'name'>;

/**
 * The employee record with the own-profile changes applied: '' clears an optional field, the
 * bank name follows the bank code and the display name the names. Everything else is kept.
 */
export function applyOwnProfile<E extends OwnProfileRecord>(before: E, changes: OwnProfile): E {
  const next: E = { ...before };
  const record = next as Record<string, unknown>;
  for (const field of OWN_PROFILE_FIELDS) {
    const value = changes[field];
    if (value === undefined) continue;
    if (value === '') Reflect.deleteProperty(record, field);
    else record[field] = value;
  }
  const bank = bankNameOf(next.bankCode);
  if (bank) next.bank = bank;
  else delete next.bank;
  next.name = employeeName(next);
  return next;
}

/** The own-profile fields that differ between two versions of the record. */
export const ownProfileDiff = (a: Partial<OwnProfileRecord>, b: Partial<OwnProfileRecord>): OwnProfileField[] =>
  OWN_PROFILE_FIELDS.filter((f) => (a[f] ?? '') !== (b[f] ?? ''));

/** The profile's current values of the own-profile fields ('' where unset), to start a form with. */
export function ownProfileValues(employee: Partial<OwnProfileRecord>): Record<OwnProfileField, string> {
  const out = {} as Record<OwnProfileField, string>;
  for (const f of OWN_PROFILE_FIELDS) out[f] = employee[f] ?? '';
  return out;
}

/** The fields whose value differs from the record (what an update needs to send). */
export function changedOwnProfileFields(
  employee: Partial<OwnProfileRecord>,
  values: Partial<Record<OwnProfileField, string>>,
): Partial<Record<OwnProfileField, string>> {
  const current = ownProfileValues(employee);
  const out: Partial<Record<OwnProfileField, string>> = {};
  for (const f of OWN_PROFILE_FIELDS) {
    const v = values[f];
    if (v !== undefined && v.trim() !== current[f]) out[f] = v.trim();
  }
  return out;
}

/** The old password: a required string of at least 6 characters (the new one follows StrongPasswordSchema). */
const PASSWORD_MIN_MESSAGE = 'Minimum 6 characters';
export const PASSWORDS_DONT_MATCH = "Passwords don't match!";

/**
 * The profile wizard's Account step: a password change is optional; once any of the three
 * fields is filled all three are required, the new one must pass the pool's rule and the
 * confirmation must match.
 */
export const ProfilePasswordsSchema = z
  .object({ oldPassword: z.string(), password: z.string(), confirmPassword: z.string() })
  .superRefine((v, ctx) => {
    if (!v.oldPassword && !v.password && !v.confirmPassword) return;
    for (const field of ['oldPassword', 'password', 'confirmPassword'] as const) {
      if (!v[field]) ctx.addIssue({ code: 'custom', path: [field], message: '*Required' });
    }
    if (v.oldPassword && v.oldPassword.length < 6)
      ctx.addIssue({ code: 'custom', path: ['oldPassword'], message: PASSWORD_MIN_MESSAGE });
    if (v.password) {
      const strong = StrongPasswordSchema.safeParse(v.password);
      if (!strong.success)
        ctx.addIssue({ code: 'custom', path: ['password'], message: strong.error.issues[0].message });
    }
    if (v.confirmPassword && v.confirmPassword !== v.password)
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: PASSWORDS_DONT_MATCH });
  });

/**
 * The whole /profile wizard form: the own-profile fields (every one a string on screen) and the
 * optional password change. The mobile number is required here: it is where codes are sent.
 */
export const OwnProfileFormSchema = z
  .object({
    ...OwnProfileObject.shape,
    firstName: EmployeeFieldsObject.shape.firstName,
    lastName: EmployeeFieldsObject.shape.lastName,
    mobileNumber: MobileNumberSchema,
    oldPassword: z.string(),
    password: z.string(),
    confirmPassword: z.string(),
  })
  .superRefine((v, ctx) => {
    const passwords = ProfilePasswordsSchema.safeParse(v);
    if (!passwords.success)
      for (const issue of passwords.error.issues)
        ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    if (v.accountNumber && !v.bankCode)
      ctx.addIssue({ code: 'custom', path: ['bankCode'], message: 'Choose the bank of this account' });
  });

/** Input of `employees-sendSmsVerificationCode`. */
export const SendSmsCodeSchema = z.object({ mobileNumber: MobileNumberSchema });

/** Input of `employees-verifySmsVerificationCode`. */
export const VerifySmsCodeSchema = z.object({
  mobileNumber: MobileNumberSchema,
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'The code has 6 digits'),
});

/** Every field of the employee bank form is required, each showing '*Required'. */
const requiredThen = (schema: z.ZodType<string | undefined, string>) =>
  z.string().trim().min(1, '*Required').pipe(schema);

/**
 * The employee bank form: names, IC number, bank (chosen by name, stored as
 * its code; the name is derived from it) and account number, with the employee rules behind
 * the '*Required' check.
 */
export const BankFormSchema = z.object({
  firstName: requiredThen(EmployeeFieldsObject.shape.firstName),
  lastName: requiredThen(EmployeeFieldsObject.shape.lastName),
  employeeICNumber: requiredThen(IcNumberSchema),
  bankCode: requiredThen(z.enum(BANK_CODES, 'Not a valid bank')),
  accountNumber: requiredThen(EmployeeFieldsObject.shape.accountNumber.unwrap()),
});
export type BankFormValues = z.input<typeof BankFormSchema>;
export type BankFormField = keyof BankFormValues;
