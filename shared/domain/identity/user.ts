import { z } from 'zod';
import { ROLES } from '../../registry/roles';
import { LanguageSchema } from '../../i18n/language-schema';
import { SelfLimitsSchema } from '../advance-pay/self-limits';

export const RoleSchema = z.enum(ROLES);
export const UserStatusSchema = z.enum(['Active', 'Suspended']);

/** An e-mail address as typed at login or in a form: trimmed, compared lower-case. */
export const EmailSchema = z.string().trim().min(1, '*Required').max(254).pipe(z.email('Not a valid e-mail address'));

/**
 * What a status change stamps on a login (docs/rules.md#privacy): `suspendedAt` set when it is
 * suspended (kept through later edits of a suspended login), removed when it is active again.
 */
export const suspensionStamp = (status: string | undefined, at: number) => ({
  remove: status === 'Active' ? ['suspendedAt'] : [],
  ifAbsent: status === 'Suspended' ? { suspendedAt: at } : {},
});

/**
 * A login of the platform (docs/data-model.md#entities). `id` is the Cognito `sub`;
 * `tenantId` / `orgId` are the organisation (null for the provider's administrators).
 * `createdAt` / `modifiedAt` are Unix seconds.
 */
export const UserSchema = z.object({
  id: z.string(),
  tenantId: z.string().nullable(),
  orgId: z.string().nullable(),
  displayName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: RoleSchema,
  status: UserStatusSchema,
  /** Locked after too many wrong verification codes (docs/rules.md#verification-codes-and-lock-out); only a manager or admin unlocks. */
  locked: z.boolean().optional(),
  /** When it was locked (Unix seconds) and why, shown to the employee and their managers. */
  lockedAt: z.number().int().optional(),
  lockedReason: z.string().optional(),
  /** The last unlock: when and by whom. */
  unlockedAt: z.number().int().optional(),
  unlockedBy: z.string().optional(),
  /** Terms version accepted, e.g. '2023-01-30' (mirrors the `custom:acceptedTerms` claim). */
  acceptedTerms: z.string().nullable().optional(),
  /**
   * When the password last changed (Unix seconds): the API refuses tokens from sign-ins before it,
   * so a password change signs the user out everywhere.
   */
  passwordChangedAt: z.number().int().optional(),
  /** When the login was last suspended (Unix seconds; absent while Active): the retention period counts from it (docs/rules.md#privacy). */
  suspendedAt: z.number().int().optional(),
  /** When the person's data was anonymised (docs/rules.md#privacy). */
  anonymisedAt: z.number().int().optional(),
  /**
   * The language the person chose (on the sign-in page or in the profile): the site opens in it on
   * any device, and what is sent to them (SMS, e-mails, statements) is written in it. Absent until
   * they choose: the site then follows the browser, and messages are sent in English.
   */
  language: LanguageSchema.optional(),
  /**
   * Whether the employee is told of each step of their withdrawals (submitted, approved, rejected,
   * sent to the bank, paid) by SMS and e-mail (docs/rules.md#withdrawal-notices). Absent: on. The
   * security notices (bank account, mobile number, password) are sent whatever it says.
   */
  notifyWithdrawalSteps: z.boolean().optional(),
  /**
   * The withdrawal limits the employee set for themselves (docs/rules.md#limits-you-set-yourself),
   * in sen: shown only through `users-getWithdrawalLimits`, in RM.
   */
  selfLimits: SelfLimitsSchema.optional(),
  /** The employee record of an employee login. */
  employeeICNumber: z.string().optional(),
  createdAt: z.number().int(),
  modifiedAt: z.number().int(),
});
export type User = z.infer<typeof UserSchema>;

/**
 * The user record's attribute in which the `user-sync` worker notes the latest request it has
 * made Cognito match (milliseconds), so the request that asked can wait for it
 * (lambdas/services/identity/user-sync.ts). Not part of the user as the API shows it.
 */
export const USER_SYNCED_ATTRIBUTE = 'cognitoSyncedAt';

/**
 * The password rule of Cognito's pool policy (8+ with upper, lower, digit and special character):
 * checked here too because the local Cognito emulator does not enforce it.
 */
export const STRONG_PASSWORD_MESSAGE = '*Must contain uppercase, lowercase, number, and special character';
/** The rule's least length; the hint under every new-password field says it (PASSWORD_RULE_TEXT, test/unit/human-issues.test.ts). */
export const PASSWORD_MIN_LENGTH = 8;
export const StrongPasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, 'Minimum 8 characters')
  .max(256)
  .refine((p) => /[a-z]/.test(p) && /[A-Z]/.test(p) && /\d/.test(p) && /[^A-Za-z0-9]/.test(p), STRONG_PASSWORD_MESSAGE);

/**
 * What a password change carries besides the new password (docs/rules.md#own-profile-and-sensitive-changes):
 * the current password and the session's Cognito access token, with which the API asks Cognito
 * itself to change this user's password and sign them out everywhere (no Cognito admin action).
 */
export const PasswordChangeProofSchema = z.object({
  currentPassword: z.string().min(1, '*Required').max(256),
  /** The signed-in session's access token (Cognito's, not the ID token of the Authorization header). */
  accessToken: z.string().min(20, 'Not an access token').max(8192),
});
