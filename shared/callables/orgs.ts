import { z } from 'zod';
import { defineCallable } from '../registry/define';
import { ADMIN_ROLES, ROLES } from '../registry/roles';
import {
  FranchiseTypeSchema,
  OrganisationFieldsObject,
  OrganisationFieldsSchema,
  OrganisationSchema,
  OrganisationStatusSchema,
  OrgIdSchema,
  OrgInfoSchema,
  withOrganisationRules,
} from '../domain/organisation';
import { PageInput, pageOf } from './common';
import { EmailSchema } from '../domain/user';

export const getOrgTenantId = defineCallable({
  name: 'orgs-getOrgTenantId',
  summary: 'Before sign-in: the tenant id of an organisation code and e-mail (same error for either unknown).',
  input: z.object({
    email: EmailSchema,
    domain: z.string().trim().min(1, '*Required').max(100),
  }),
  output: z.object({ tenantId: z.string() }),
  roles: 'public',
  terms: false,
  example: { email: 'manager@demo.test', domain: 'demo' },
});

export const getOrgInfo = defineCallable({
  name: 'orgs-getOrgInfo',
  summary:
    "An organisation: the caller's own, or any for an administrator. `view` says which shape: an employee gets the name and products only, " +
    'Managers and Executives also the Advance Pay settings and credit terms, administrators the whole record.',
  input: z.object({ orgId: OrgIdSchema.optional() }),
  output: OrgInfoSchema,
  roles: ROLES,
  terms: false,
  example: { orgId: 'demo' },
});

const OrgListFilter = {
  status: OrganisationStatusSchema.optional(),
  franchiseType: FranchiseTypeSchema.optional(),
};

export const getOrgs = defineCallable({
  name: 'orgs-getOrgs',
  summary: 'The organisations of the platform (not deleted), by id; `status` and `franchiseType` keep one kind (the franchisor choice: Active franchisors).',
  input: z.object({ ...OrgListFilter, ...PageInput }),
  output: pageOf(OrganisationSchema),
  roles: ADMIN_ROLES,
  terms: false,
  example: { status: 'Active', franchiseType: 'franchisor' },
});

export const createOrg = defineCallable({
  name: 'orgs-createOrg',
  summary:
    'Add an organisation (its id is also the tenant id of its users). The code (`domain`) is unique across the platform whatever its case (409); ' +
    "a franchisee's franchisor must be an Active franchisor; the available credit starts at the initial credit limit. Attachments are added by orgs-updateOrg once it exists.",
  input: OrganisationFieldsSchema,
  output: OrganisationSchema,
  roles: ADMIN_ROLES,
  terms: false,
  example: {
    name: 'Example Trading',
    status: 'Onboarding',
    eBenefits: 'no',
    advancePay: 'yes',
    payDay: 25,
    cutoffDate: 20,
    advancePayMax: 2000,
    serviceFeePercentage: 5,
    serviceFeePaidBy: 'employee',
    disbursements: { enable: 'yes', initialCreditLimit: 50000, platformFeePercentage: 2, monthlyFeePercentage: 1.5 },
    franchiseType: 'non_franchise',
    // the demo seed's Touch 'n Go eWallet
    wallets: ['01JDEMO0WALLET00000000TNG0'],
  },
});

export const updateOrg = defineCallable({
  name: 'orgs-updateOrg',
  summary:
    'Change an organisation: every field as on create, plus `attachments` (keys from uploads-getUploadUrl; absent keeps them). `modifiedAt` as read refuses an update over a newer one (409). ' +
    'A new code moves its claim in the same transaction; a new initial credit limit keeps the outstanding part (initialCreditLimit − creditLimit) and is refused (422) below it.',
  input: withOrganisationRules(OrganisationFieldsObject.extend({ id: OrgIdSchema, modifiedAt: z.number().int() })),
  output: OrganisationSchema,
  roles: ADMIN_ROLES,
  terms: false,
  example: {
    id: 'demo',
    modifiedAt: 1795000000,
    name: 'Demo Sdn Bhd',
    status: 'Onboarding',
    eBenefits: 'yes',
    advancePay: 'no',
    disbursements: { enable: 'no' },
    franchiseType: 'non_franchise',
    wallets: ['01JDEMO0WALLET00000000TNG0'],
  },
});

export const softDeleteOrg = defineCallable({
  name: 'orgs-softDeleteOrg',
  summary: 'Delete an organisation (kept, marked deleted): hidden from lists and reads, its code stays reserved, and its users are suspended so none can sign in or call the API.',
  input: z.object({ orgId: OrgIdSchema }),
  output: z.object({ ok: z.literal(true), suspendedUsers: z.number().int() }),
  roles: ADMIN_ROLES,
  terms: false,
  example: { orgId: 'example-org' },
});
