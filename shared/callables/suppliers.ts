import { z } from 'zod';
import { defineCallable } from '../registry/define';
import { PageInput, pageOf } from './common';
import { ListSearchInput, listSearchSummary } from './list-search';
import { ADMIN_ROLES, MANAGEMENT_ROLES } from '../registry/roles';
import { OrgIdSchema } from '../domain/organisations/organisation';
import {
  SupplierFieldsSchema,
  SupplierRemarksSchema,
  SupplierSchema,
  SupplierStatusSchema,
} from '../domain/benefits/supplier';

const SupplierIdSchema = z.string().trim().min(1, 'Required!').max(64);
/** `modifiedAt` as read: a write over a newer version is refused (409). */
const Stale = { modifiedAt: z.number().int().optional() };
const READ_ROLES = [...MANAGEMENT_ROLES, ...ADMIN_ROLES];
const DEMO_ID = '01JDEMO0SUPPLIER0000000001';

const exampleFields = {
  companyName: 'Syarikat Bekalan Maju Sdn Bhd',
  businessRegistrationNumber: '201901012345',
  mobileNumber: '+60312345678',
  email: 'accounts@bekalanmaju.example',
  address: '12 Jalan Tun Razak, 50400 Kuala Lumpur',
  contactPersonName: 'Lim Mei Ling',
  contactPersonMobileNumber: '+60123456789',
  contactPersonEmail: 'meiling@bekalanmaju.example',
  bankDetails: [{ bankCode: 'MBBEMYKL', accountNumber: '514012345678' }],
};

export const getSuppliers = defineCallable({
  name: 'suppliers-getSuppliers',
  product: 'disbursements',
  summary:
    "Suppliers with their bank details: management's own organisation in the order they were added; administrators " +
    'every organisation newest first (or one with `orgId`), each with orgName. `status` keeps one status. Paged: `limit` items (default 100) and `nextCursor` to the next page. ' +
    listSearchSummary('company name, registration number, contact person, e-mail or organisation name'),
  input: z.object({
    status: SupplierStatusSchema.optional(),
    orgId: OrgIdSchema.optional(),
    search: ListSearchInput,
    ...PageInput,
  }),
  output: pageOf(SupplierSchema),
  roles: READ_ROLES,
  access: { table: 'read' },
  terms: true,
  example: { status: 'APPROVED', search: 'maju' },
});

export const getSupplier = defineCallable({
  name: 'suppliers-getSupplier',
  product: 'disbursements',
  summary: 'One supplier with its bank details (administrators name the organisation). 404 when absent or deleted.',
  input: z.object({ id: SupplierIdSchema, orgId: OrgIdSchema.optional() }),
  output: SupplierSchema,
  roles: READ_ROLES,
  access: { table: 'read' },
  terms: true,
  example: { id: DEMO_ID },
});

export const create = defineCallable({
  name: 'suppliers-create',
  product: 'disbursements',
  summary:
    "Add a supplier to the caller's organisation (Managers and Executives; the organisation has Disbursements on). " +
    'It starts PENDING_APPROVAL. Bank rows: the bank name follows the code, the account name is the company name, ' +
    'repeated account numbers are kept once.',
  input: SupplierFieldsSchema,
  output: SupplierSchema,
  roles: [...MANAGEMENT_ROLES],
  access: { table: 'write' },
  terms: true,
  example: exampleFields,
});

export const update = defineCallable({
  name: 'suppliers-update',
  product: 'disbursements',
  summary:
    'Change a supplier of the own organisation. Refused (409) when BLACKLISTED; a REJECTED supplier goes back to ' +
    'PENDING_APPROVAL, and so does an APPROVED one whose bank accounts change. Bank rows keep their `id`.',
  input: SupplierFieldsSchema.extend({ id: SupplierIdSchema, ...Stale }),
  output: SupplierSchema,
  roles: [...MANAGEMENT_ROLES],
  access: { table: 'write' },
  terms: true,
  example: { id: DEMO_ID, ...exampleFields },
});

export const remove = defineCallable({
  name: 'suppliers-delete',
  product: 'disbursements',
  summary:
    'Delete a supplier of the own organisation (kept as a deleted record). Refused (409) when BLACKLISTED or when a ' +
    'disbursement pays it. Answers the deleted supplier.',
  input: z.object({ id: SupplierIdSchema, ...Stale }),
  output: SupplierSchema,
  roles: [...MANAGEMENT_ROLES],
  access: { table: 'write' },
  terms: true,
  example: { id: '01JNOSUCHSUPPLIER000000000' },
});

export const approve = defineCallable({
  name: 'suppliers-approve',
  product: 'disbursements',
  summary: 'Approve a supplier (administrators): any status but APPROVED (409).',
  input: z.object({ orgId: OrgIdSchema, id: SupplierIdSchema, ...Stale }),
  output: SupplierSchema,
  roles: [...ADMIN_ROLES],
  access: { table: 'write' },
  terms: false,
  example: { orgId: 'demo', id: DEMO_ID },
});

export const reject = defineCallable({
  name: 'suppliers-reject',
  product: 'disbursements',
  summary: 'Reject a supplier with remarks for management (administrators): any status but REJECTED (409).',
  input: z.object({ orgId: OrgIdSchema, id: SupplierIdSchema, rejectedRemarks: SupplierRemarksSchema, ...Stale }),
  output: SupplierSchema,
  roles: [...ADMIN_ROLES],
  access: { table: 'write' },
  terms: false,
  example: { orgId: 'demo', id: DEMO_ID, rejectedRemarks: 'The registration number does not match SSM.' },
});

export const blacklist = defineCallable({
  name: 'suppliers-blacklist',
  product: 'disbursements',
  summary:
    'Blacklist a supplier with remarks (administrators): any status but BLACKLISTED (409). A blacklisted supplier ' +
    'can no longer be edited or deleted by management.',
  input: z.object({ orgId: OrgIdSchema, id: SupplierIdSchema, blacklistedRemarks: SupplierRemarksSchema, ...Stale }),
  output: SupplierSchema,
  roles: [...ADMIN_ROLES],
  access: { table: 'write' },
  terms: false,
  example: { orgId: 'demo', id: DEMO_ID, blacklistedRemarks: 'Reported for fraudulent invoices.' },
});
