/**
 * The sign-in forms' rules, a chunk of their own: the forms show before it (and zod) has loaded,
 * and check what is typed once it is in (login-page.tsx).
 */
import { z } from 'zod';
import { getOrgTenantId } from '../../../../shared/callables/orgs';
import { EmailSchema, StrongPasswordSchema } from '../../../../shared/domain/identity/user';

const Password = z.string().min(1, '*Required');
/** The organisation login form: the rules of `orgs-getOrgTenantId` plus the password. */
export const OrgLoginSchema = getOrgTenantId.input.extend({ password: Password });
export const InternalLoginSchema = z.object({ email: EmailSchema, password: Password });

/** The first sign-in's new password: the pool's rule, typed twice. */
export const NewPasswordSchema = z
  .object({
    newPassword: z.string().min(1, '*Required').pipe(StrongPasswordSchema),
    confirmPassword: z.string().min(1, '*Required'),
  })
  .refine((v) => v.newPassword === v.confirmPassword, { path: ['confirmPassword'], message: "Passwords don't match!" });
