import { z } from 'zod';
import { defineCallable } from '../registry/define';
import { ADMIN_ROLES, ROLES } from '../registry/roles';
import {
  FranchiseTypeSchema,
  OrganisationSchema,
  OrganisationStatusSchema,
  OrgIdSchema,
} from '../domain/organisations/organisation';
import { OrgInfoSchema } from '../domain/organisations/organisation-info';
import { OrganisationFieldsSchema } from '../domain/organisations/organisation-fields';
import { PageInput, pageOf } from './common';
import { ListSearchInput, listSearchSummary } from './list-search';
import { OrganisationEditObject } from '../domain/organisations/organisation-edit';
import { EmailSchema } from '../domain/identity/user';
import { MakerCheckerSwitchSchema } from '../domain/organisations/maker-checker';
import { RecordHistoryEntrySchema } from '../domain/organisations/record-history';

export const getOrgTenantId = defineCallable({
  name: 'orgs-getOrgTenantId',
  summary: 'Before sign-in: the tenant id of an organisation code and e-mail (same error for either unknown).',
  input: z.object({
    email: EmailSchema,
    domain: z.string().trim().min(1, '*Required').max(100),
  }),
  output: z.object({ tenantId: z.string() }),
  roles: 'public',
  access: { table: 'read' },
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
  access: { table: 'read' },
  terms: false,
  example: { orgId: 'demo' },
});

const OrgListFilter = {
  status: OrganisationStatusSchema.optional(),
  franchiseType: FranchiseTypeSchema.optional(),
};

export const getOrgs = defineCallable({
  name: 'orgs-getOrgs',
  summary:
    'The organisations of the platform (not deleted), by id; `status` and `franchiseType` keep one kind (the franchisor choice: Active franchisors). ' +
    'A page is filled with the organisations the filters keep. ' +
    listSearchSummary('name, organisation code, status, industry, city or state'),
  input: z.object({ ...OrgListFilter, search: ListSearchInput, ...PageInput }),
  output: pageOf(OrganisationSchema),
  roles: ADMIN_ROLES,
  access: { table: 'read' },
  terms: false,
  example: { status: 'Active', franchiseType: 'franchisor', search: 'demo' },
});

export const createOrg = defineCallable({
  name: 'orgs-createOrg',
  audit: ['organisationStatus', 'creditLimit', 'setting'],
  summary:
    'Add an organisation (its id is also the tenant id of its users). The code (`domain`) is unique across the platform whatever its case (409); ' +
    "a franchisee's franchisor must be an Active franchisor; the available credit starts at the initial credit limit. Attachments are added by orgs-updateOrg once it exists.",
  input: OrganisationFieldsSchema,
  output: OrganisationSchema,
  roles: ADMIN_ROLES,
  access: { table: 'write' },
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
  audit: ['organisationStatus', 'creditLimit', 'setting'],
  summary:
    "Change an organisation: only the fields the body carries change (absent = unchanged, `disbursements` key by key; '' clears a text field), " +
    'and the rules of create hold on the result (400 naming the field). `attachments`: keys from uploads-getUploadUrl. `modifiedAt` as read refuses an update over a newer one (409). ' +
    'A new code moves its claim in the same transaction; a new initial credit limit keeps the outstanding part (initialCreditLimit − creditLimit) and is refused (422) below it.',
  input: OrganisationEditObject,
  output: OrganisationSchema,
  roles: ADMIN_ROLES,
  access: { table: 'write' },
  terms: false,
  // A partial edit: everything else stays as stored.
  example: { id: 'demo', modifiedAt: 1795000000, mainContact: 'Aina Rahman', mainContactNumber: '+60 3-2345 6789' },
});

export const softDeleteOrg = defineCallable({
  name: 'orgs-softDeleteOrg',
  audit: ['organisationStatus', 'user'],
  summary:
    'Delete an organisation (kept, marked deleted): hidden from lists and reads, its code stays reserved, and its users are suspended so none can sign in or call the API.',
  input: z.object({ orgId: OrgIdSchema }),
  output: z.object({ ok: z.literal(true), suspendedUsers: z.number().int() }),
  roles: ADMIN_ROLES,
  access: { table: 'write', cognito: ['AdminDisableUser'] },
  terms: false,
  example: { orgId: 'example-org' },
});

export const setMakerChecker = defineCallable({
  name: 'orgs-setMakerChecker',
  audit: ['setting'],
  summary:
    'Switch "two people for money" (docs/rules.md#maker-checker) on or off for one organisation: off lets the person who prepared a disbursement, ' +
    'pay run or withdrawal policy approve it too (for an organisation with a single Manager). Switching off needs a `reason` (400 naming it); ' +
    "each switch is kept in the organisation's history with who, when and why. Answers the organisation as stored.",
  input: MakerCheckerSwitchSchema,
  output: OrganisationSchema,
  roles: ADMIN_ROLES,
  access: { table: 'write' },
  terms: false,
  example: { orgId: 'other', makerChecker: 'off', reason: 'One Manager only until a second is hired (call of 2 Dec)' },
});

export const getOrgHistory = defineCallable({
  name: 'orgs-getOrgHistory',
  summary:
    "An organisation's history, oldest first: each switch of two people for money with who, when and the reason given; " +
    'one page (`limit` rows, default 100, at most 500; `nextCursor` reads the next).',
  input: z.object({ orgId: OrgIdSchema, ...PageInput }),
  output: pageOf(RecordHistoryEntrySchema),
  roles: ADMIN_ROLES,
  access: { table: 'read' },
  terms: false,
  example: { orgId: 'other' },
});
