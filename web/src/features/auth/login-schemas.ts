/**
 * The sign-in forms' rules, a chunk of their own: the forms show before it (and zod) has loaded,
 * and check what is typed once it is in (login-page.tsx).
 */
import { z } from 'zod';
import { getOrgTenantId } from '../../../../shared/callables/orgs';
import { EmailSchema, StrongPasswordSchema } from '../../../../shared/domain/identity/user';
import { ResetCodeSchema } from '../../../../shared/domain/identity/password-reset';
import { StartMobileSignInInputSchema } from '../../../../shared/domain/identity/mobile-sign-in';

const Password = z.string().min(1, '*Required');
/** The organisation login form: the rules of `orgs-getOrgTenantId` plus the password. */
export const OrgLoginSchema = getOrgTenantId.input.extend({ password: Password });
export const InternalLoginSchema = z.object({ email: EmailSchema, password: Password });

/** A new password: the pool's rule, typed twice. */
const NewPasswordFields = {
  newPassword: z.string().min(1, '*Required').pipe(StrongPasswordSchema),
  confirmPassword: z.string().min(1, '*Required'),
};
const typedTwice = (v: { newPassword: string; confirmPassword: string }) => v.newPassword === v.confirmPassword;
const NOT_MATCHING = { path: ['confirmPassword'], message: "Passwords don't match!" };

/** The first sign-in's new password. */
export const NewPasswordSchema = z.object(NewPasswordFields).refine(typedTwice, NOT_MATCHING);

/** A forgotten password, on /login: the organisation code and e-mail, as the sign-in's look-up reads them. */
export const OrgForgotSchema = getOrgTenantId.input;
/** A forgotten password, on /internal: the e-mail. */
export const InternalForgotSchema = z.object({ email: EmailSchema });
/** The code that was sent and the new password (typed twice). */
export const ResetSchema = z.object({ code: ResetCodeSchema, ...NewPasswordFields }).refine(typedTwice, NOT_MATCHING);

/** A sign-in with the mobile number: the organisation code and the verified number, then the texted code. */
export const MobileStartSchema = StartMobileSignInInputSchema;
export const MobileCodeSchema = z.object({ code: ResetCodeSchema });
