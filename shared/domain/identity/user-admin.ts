import { z } from 'zod';
import { ADMIN_ROLES, ORG_ROLES, ROLES, type Role } from '../../registry/roles';
import { OrgIdSchema } from '../organisations/organisation';
import { EmailSchema, StrongPasswordSchema, UserStatusSchema } from './user';

/**
 * User administration (docs/rules.md#users-and-administrators): the fields an administrator sets on a
 * login of an organisation or on a platform administrator. One set of schemas for the forms and
 * the callables.
 */
const NameSchema = z.string().trim().min(1, '*Required').max(100);

export const REQUIRED = '*Required';
export const PASSWORDS_DO_NOT_MATCH = '*Passwords do not match';

/** A role chosen in a form: empty means not chosen yet. */
export const RoleChoiceSchema = z.enum(ROLES, { error: REQUIRED });
export const StatusChoiceSchema = z.enum(UserStatusSchema.options, { error: REQUIRED });

/** What an administrator may change on any user (e-mail is the login name: set on create only). */
export const UserEditableFieldsSchema = z.object({
  firstName: NameSchema,
  lastName: NameSchema,
  /** Shown in the top bar and the lists; defaults to "first last" when left empty. */
  displayName: z.string().trim().max(200).optional(),
  role: RoleChoiceSchema,
  status: StatusChoiceSchema,
});

/** users-createUser: the fields, the first password and the organisation (none for an administrator). */
export const CreateUserInputSchema = z.object({
  ...UserEditableFieldsSchema.shape,
  email: EmailSchema,
  password: StrongPasswordSchema,
  orgId: OrgIdSchema.optional(),
  tenantId: OrgIdSchema.optional(),
});

/** users-updateUser: the user (tenant id empty / null for an administrator), the new fields and the version read. */
export const UpdateUserInputSchema = z.object({
  userId: z.string().trim().min(1).max(128),
  tenantId: z.union([OrgIdSchema, z.literal('')]).nullable(),
  orgId: z
    .union([OrgIdSchema, z.literal('')])
    .nullable()
    .optional(),
  ...UserEditableFieldsSchema.shape,
  /** `modifiedAt` of the record as read: a change made since by someone else is refused (409). */
  modifiedAt: z.number().int(),
});

/** The create form: the callable's fields plus the password confirmation, which must match. */
export const CreateUserFormSchema = z
  .object({
    ...UserEditableFieldsSchema.shape,
    email: EmailSchema,
    password: z.string().min(1, REQUIRED).pipe(StrongPasswordSchema),
    confirmPassword: z.string().min(1, REQUIRED),
  })
  .refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], message: PASSWORDS_DO_NOT_MATCH });

/** The edit form: the editable fields. */
export const EditUserFormSchema = UserEditableFieldsSchema;

/** Which roles a kind of user may hold: organisation users vs the provider's administrators. */
export type UserKind = 'organisation' | 'administrator';
export const rolesOfKind = (kind: UserKind): readonly Role[] => (kind === 'administrator' ? ADMIN_ROLES : ORG_ROLES);
export const kindOfRole = (role: Role): UserKind =>
  (ADMIN_ROLES as readonly Role[]).includes(role) ? 'administrator' : 'organisation';

/** The display name stored: the one typed, else "first last". */
export const displayNameOf = (v: { displayName?: string; firstName: string; lastName: string }): string =>
  v.displayName?.trim() || `${v.firstName} ${v.lastName}`.trim();

/**
 * The display name after an edit: the one sent ('' = "first last"); when none is sent, a name
 * typed before is kept, and one made from the names follows the new names.
 */
export function displayNameAfterEdit(
  before: { displayName?: string; firstName: string; lastName: string },
  edit: { displayName?: string; firstName: string; lastName: string },
): string {
  if (edit.displayName !== undefined) return displayNameOf(edit);
  const own = before.displayName?.trim();
  const typed = own && own !== displayNameOf({ ...before, displayName: '' }) ? own : undefined;
  return typed ? typed : displayNameOf({ ...edit, displayName: '' });
}
