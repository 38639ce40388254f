import type { Organisation } from '../domain/organisations/organisation';
import type { CallableDefinition, Product } from './define';
import type { ErrorCode } from './errors';
import { isAdminRole, type Role } from './roles';

/**
 * The organisation's part of the handler chain (docs/rules.md#suspended-organisations,
 * docs/rules.md#products-switched-off), pure so that the chain, the pre-authentication trigger and
 * the tests share one rule. The chain reads the organisation with the caller's record in one
 * request and asks {@link orgGateRefusal}; a callable states what it needs in its definition
 * (`product`, `orgStatus`), so a new callable cannot forget it.
 */

/** What the gate reads of the organisation record. */
export type OrgGateFacts = Pick<Organisation, 'status' | 'advancePay' | 'eBenefits' | 'disbursements'> & {
  deleted?: boolean;
};

/** The products as a person names them. */
export const PRODUCT_LABELS: Record<Product, string> = {
  advancePay: 'Advance Pay',
  eBenefits: 'eBenefits',
  disbursements: 'Disbursements',
};

/** What a person of an organisation with the product off is told. */
export const PRODUCT_OFF_MESSAGES: Record<Product, string> = {
  advancePay: 'Advance Pay is not enabled for your organisation.',
  eBenefits: 'eBenefits is not enabled for your organisation.',
  disbursements: 'Disbursements are not enabled for your organisation.',
};

export const ORGANISATION_SUSPENDED_MESSAGE =
  "Your organisation's account is suspended, so this cannot be done now. Please contact your employer for help.";
export const ORGANISATION_CLOSED_MESSAGE =
  "Your organisation's account is closed, so this cannot be done. Please contact your employer for help.";

/** Is the product switched on for the organisation? */
export function productOn(org: Pick<OrgGateFacts, 'advancePay' | 'eBenefits' | 'disbursements'>, product: Product) {
  if (product === 'disbursements') return org.disbursements.enable === 'yes';
  return org[product] === 'yes';
}

/** May the organisation's people act at all: not Suspended, not closed (soft-deleted or gone)? */
export const orgIsOpen = (org: OrgGateFacts | undefined): org is OrgGateFacts =>
  !!org && !org.deleted && org.status !== 'Suspended';

export interface OrgGateRefusal {
  code: Extract<ErrorCode, 'ORGANISATION_SUSPENDED' | 'PRODUCT_OFF'>;
  message: string;
}

/**
 * Why an organisation user may not call `def` now, or null when they may. Administrators act on
 * every organisation whatever its status or switches (they set it up and wind it down), so the
 * gate is for organisation roles only. A Suspended or closed organisation refuses every callable
 * but the few declared `orgStatus: 'any'`; a product switched off refuses every callable of it.
 */
export function orgGateRefusal(
  def: Pick<CallableDefinition, 'product' | 'orgStatus'>,
  role: Role,
  org: OrgGateFacts | undefined,
): OrgGateRefusal | null {
  if (isAdminRole(role)) return null;
  if (!org || org.deleted) return { code: 'ORGANISATION_SUSPENDED', message: ORGANISATION_CLOSED_MESSAGE };
  if (org.status === 'Suspended' && def.orgStatus !== 'any')
    return { code: 'ORGANISATION_SUSPENDED', message: ORGANISATION_SUSPENDED_MESSAGE };
  if (def.product && !productOn(org, def.product))
    return { code: 'PRODUCT_OFF', message: PRODUCT_OFF_MESSAGES[def.product] };
  return null;
}
