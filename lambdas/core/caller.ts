import type { User } from '../../shared/domain/identity/user';
import type { OrganisationRecord } from '../../shared/domain/organisations/organisation-record';
import { isAdminRole, isRole, type Role } from '../../shared/registry/roles';
import { AppError } from '../../shared/registry/errors';

/** Claims of a verified Cognito ID token, as API Gateway's JWT authorizer passes them on. */
export type Claims = Record<string, string | number | boolean | string[] | undefined>;

/** Who is calling: taken only from the verified token (docs/architecture.md#security-model), never from the payload. */
export interface Caller {
  userId: string;
  email: string;
  role: Role;
  /** The caller's organisation; null for the provider's administrators. */
  orgId: string | null;
  isAdmin: boolean;
  /** Terms version in the token's `custom:acceptedTerms` claim. */
  acceptedTerms: string | null;
  /**
   * When the user signed in with their password (the token's `auth_time`, Unix seconds; kept as
   * is when tokens are refreshed). Null when the token has none.
   */
  authTime: number | null;
  /** The caller's own user record, read on every call (suspension and lock-out take effect at once). */
  user: User;
  /**
   * An organisation user's organisation, read with the user record on every call (its status and
   * products are checked by the chain); null for administrators.
   */
  org: OrganisationRecord | null;
}

/** The identity parts of the claims, or 401 when the token lacks them. */
export function identityFromClaims(claims: Claims | undefined): Omit<Caller, 'user' | 'org'> {
  const sub = claims?.sub;
  const role = claims?.['custom:role'];
  if (typeof sub !== 'string' || !sub || !isRole(role)) {
    throw new AppError('UNAUTHENTICATED', 'Your session is not valid. Please log in again.');
  }
  const isAdmin = isAdminRole(role);
  const tenant = claims['custom:tenantId'];
  const orgId = !isAdmin && typeof tenant === 'string' && tenant ? tenant : null;
  if (!isAdmin && !orgId)
    throw new AppError('UNAUTHENTICATED', 'Your session has no organisation. Please log in again.');
  const accepted = claims['custom:acceptedTerms'];
  const authTime = Number(claims.auth_time);
  return {
    userId: sub,
    email: String(claims.email ?? ''),
    role,
    orgId,
    isAdmin,
    acceptedTerms: typeof accepted === 'string' && accepted ? accepted : null,
    authTime: Number.isInteger(authTime) && authTime > 0 ? authTime : null,
  };
}

/**
 * The organisation a request acts on. A non-admin always acts on its own organisation and is
 * refused (403) when it names another; an administrator must name one.
 */
export function scopeOrg(caller: Caller, requested: string | null | undefined, field = 'orgId'): string {
  if (caller.isAdmin) {
    if (!requested)
      throw new AppError('INVALID_ARGUMENT', 'Choose an organisation.', [{ field, message: 'Required!' }]);
    return requested;
  }
  if (requested && requested !== caller.orgId) {
    throw new AppError('FORBIDDEN', 'You can only access your own organisation.');
  }
  return ownOrgId(caller);
}

/**
 * The organisation of a caller that is not an administrator (every non-admin token has one:
 * identityFromClaims refuses it otherwise). For callables whose roles are organisation roles only.
 */
export function ownOrgId(caller: Caller): string {
  if (caller.orgId === null)
    throw new Error(
      `A caller of role ${caller.role} has no organisation; this callable is for organisation roles only.`,
    );
  return caller.orgId;
}

/** How a change records who made it (`modifiedBy`, `approvedBy`): the display name, else the e-mail. */
export const callerName = (caller: Caller): string =>
  caller.user.displayName.trim() || caller.user.email || caller.email;
