import type { PreAuthenticationTriggerEvent } from 'aws-lambda';
import type { User } from '../../shared/domain/identity/user';
import { isAdminRole, isRole } from '../../shared/registry/roles';
import { invocationScoped, logger } from '../core/powertools';
import { findOrgIdByDomain } from '../data/organisations/orgs';
import { getUser, getUserWithOrg } from '../data/identity/users';
import { orgIsOpen, type OrgGateFacts } from '../../shared/registry/org-gate';

/**
 * Why a sign-in is refused. Cognito answers the client with
 * `PreAuthentication failed with error <message>.`, so the message is what a person reads;
 * the `code` is for our logs and tests.
 */
export type PreAuthRefusal = {
  allow: false;
  code: 'ACCOUNT_LOCKED' | 'INVALID_CREDENTIALS' | 'INTERNAL_LOGIN_ONLY_ADMINS' | 'ORGANISATION_SUSPENDED';
  message: string;
};
export type PreAuthDecision = { allow: true } | PreAuthRefusal;

/** What the decision needs, gathered from the event and the table. */
export interface PreAuthFacts {
  /** `custom:role` of the Cognito user. */
  role: string | undefined;
  /** `custom:tenantId` of the Cognito user ('' or absent for administrators). */
  tenantId: string | undefined;
  /** The user's record in the table (undefined when there is none). */
  user: Pick<User, 'status' | 'locked'> | undefined;
  /** The organisation code typed at an organisation login; absent for the internal login. */
  orgCode: string | undefined;
  /** The organisation id that code belongs to (undefined when the code is unknown). */
  orgIdOfCode: string | undefined;
  /** The user's own organisation (`custom:tenantId`), undefined when gone or soft-deleted; ignored for administrators. */
  org: OrgGateFacts | undefined;
}

export const MESSAGES = {
  // a suspended, locked or unknown account
  locked: 'Your account is locked! Please contact support for help.',
  // a wrong organisation code, e-mail or password: the same text whichever part is wrong (no enumeration)
  invalid: 'Invalid credentials, please re-check your code, email and password and try again',
  internal: 'Please log in with your organisation code.',
} as const;

/**
 * The pre-authentication rule (docs/architecture.md#security-model), pure: a suspended, locked or unknown account is
 * refused; so is every user of a Suspended or closed organisation (with the same words as a wrong
 * code, as the organisation-code look-up answers them: nothing tells a guesser the organisation's
 * state); an organisation login must name the user's own organisation; a login without an
 * organisation code is for administrators only.
 */
export function decidePreAuthentication(f: PreAuthFacts): PreAuthDecision {
  if (!f.user || f.user.status !== 'Active' || f.user.locked) {
    return { allow: false, code: 'ACCOUNT_LOCKED', message: MESSAGES.locked };
  }
  const orgCode = f.orgCode?.trim();
  if (orgCode) {
    if (!f.orgIdOfCode || !f.tenantId || f.orgIdOfCode !== f.tenantId) {
      return { allow: false, code: 'INVALID_CREDENTIALS', message: MESSAGES.invalid };
    }
    if (!orgIsOpen(f.org)) return { allow: false, code: 'ORGANISATION_SUSPENDED', message: MESSAGES.invalid };
    return { allow: true };
  }
  if (!isRole(f.role) || !isAdminRole(f.role)) {
    return { allow: false, code: 'INTERNAL_LOGIN_ONLY_ADMINS', message: MESSAGES.internal };
  }
  return { allow: true };
}

/**
 * The organisation code of the sign-in request. The client sends it as `ClientMetadata`
 * (`{ orgDomain }`) on InitiateAuth; Cognito hands ClientMetadata to this trigger as
 * `validationData` (and some SDK paths as `clientMetadata`).
 */
export function orgCodeOf(event: {
  request: Pick<PreAuthenticationTriggerEvent['request'], 'validationData' | 'clientMetadata'>;
}): string | undefined {
  const { request } = event;
  const value = request.validationData?.orgDomain ?? request.clientMetadata?.orgDomain;
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}

/** Cognito's event, its user attributes read as possibly absent: the event of an unknown user is not trusted to carry them. */
export type PreAuthEvent = Omit<PreAuthenticationTriggerEvent, 'request'> & {
  request: Omit<PreAuthenticationTriggerEvent['request'], 'userAttributes'> & {
    userAttributes?: Partial<Record<string, string>>;
  };
};

/** Cognito pre-authentication trigger: throws to refuse the sign-in. */
export const handler = invocationScoped(async (event: PreAuthEvent): Promise<PreAuthEvent> => {
  // With preventUserExistenceErrors Cognito may call us for an unknown user: answer as for a
  // wrong password, so the reply does not reveal which e-mails exist.
  if (event.request.userNotFound) throw new Error(MESSAGES.invalid);
  const attributes = event.request.userAttributes ?? {};
  const sub = attributes.sub;
  const tenantId = attributes['custom:tenantId'] || undefined;
  const orgCode = orgCodeOf(event);
  const [{ user, org }, orgIdOfCode] = await Promise.all([
    !sub
      ? { user: undefined, org: undefined }
      : tenantId
        ? getUserWithOrg(tenantId, sub)
        : getUser(null, sub).then((admin) => ({ user: admin, org: undefined })),
    orgCode ? findOrgIdByDomain(orgCode) : Promise.resolve(undefined),
  ]);
  const role = attributes['custom:role'];
  const decision = decidePreAuthentication({ role, tenantId, user, orgCode, orgIdOfCode, org });
  if (!decision.allow) {
    // No e-mail or code in the log: personal data. The sub is enough to find the user.
    logger.info('Sign-in refused', { code: decision.code, sub });
    throw new Error(decision.message);
  }
  return event;
});
