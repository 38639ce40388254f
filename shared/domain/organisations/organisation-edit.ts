import { z } from 'zod';
import { OrgIdSchema, type Organisation } from './organisation';
import {
  DisbursementFieldsSchema,
  OrganisationFieldsObject,
  REQUIRED_WHEN_ACTIVE,
  withOrganisationRules,
} from './organisation-fields';

/**
 * An administrator's edit of an organisation (`orgs-updateOrg`): only the fields the body
 * carries change. Absent = unchanged ('disbursements' key by key); '' clears a text field. The
 * organisation rules (docs/rules.md#organisations: required when Active, the Advance Pay, disbursements and
 * franchise blocks) hold on the merged record, not on the body alone.
 */
export const OrganisationEditObject = OrganisationFieldsObject.partial().extend({
  wallets: OrganisationFieldsObject.shape.wallets.unwrap().optional(),
  disbursements: DisbursementFieldsSchema.partial().optional(),
  id: OrgIdSchema,
  /** `modifiedAt` of the organisation as read: a newer change refuses the edit (409). */
  modifiedAt: z.number().int(),
});
export type OrganisationEdit = z.output<typeof OrganisationEditObject>;

/** The whole of an edited organisation, checked by the rules and cleaned as on create. */
export const EditedOrganisationSchema = withOrganisationRules(OrganisationFieldsObject);

type FieldsInput = z.input<typeof OrganisationFieldsObject>;

/** The organisation's stored values as the fields an administrator sets (what an edit is merged into). */
export function organisationFieldsOf(o: Organisation): FieldsInput {
  const {
    id: _id,
    tenantId: _tenant,
    createdAt: _ca,
    createdBy: _cb,
    modifiedAt: _ma,
    modifiedBy: _mb,
    deleted: _d,
    deletedAt: _da,
    deletedBy: _db,
    franchisorName: _fn,
    disbursements,
    ...fields
  } = o;
  const { creditLimit: _credit, ...disbursementFields } = disbursements;
  return { ...fields, disbursements: disbursementFields } as FieldsInput;
}

/** The edit's fields over the organisation's own: what the body leaves out stays as stored. */
export function mergeOrganisationEdit(o: Organisation, edit: Omit<OrganisationEdit, 'id' | 'modifiedAt'>): FieldsInput {
  const stored = organisationFieldsOf(o);
  const merged: Record<string, unknown> = { ...stored };
  for (const [key, value] of Object.entries(edit) as [string, unknown][])
    if (value !== undefined && key !== 'disbursements') merged[key] = value;
  const disbursements: Record<string, unknown> = { ...stored.disbursements };
  for (const [key, value] of Object.entries(edit.disbursements ?? {}) as [string, unknown][])
    if (value !== undefined) disbursements[key] = value;
  merged.disbursements = disbursements;
  return merged as FieldsInput;
}

/** The text fields an edit clears with '' (the others are required, choices, numbers or lists). */
export const ORG_CLEARABLE_TEXT_FIELDS = [
  ...REQUIRED_WHEN_ACTIVE,
  'serviceFeePaidBy',
  'franchisorId',
  'paymentGatewayMerchantId',
] as const satisfies readonly (keyof FieldsInput)[];

/**
 * A whole form's fields as an edit: a text field the form left blank is sent as '' so the edit
 * clears it (left out, it would stay as stored).
 */
export function withBlanksCleared<T extends Partial<Record<(typeof ORG_CLEARABLE_TEXT_FIELDS)[number], unknown>>>(
  fields: T,
): T {
  const out: Record<string, unknown> = { ...fields };
  for (const key of ORG_CLEARABLE_TEXT_FIELDS) if (out[key] === undefined) out[key] = '';
  return out as T;
}
