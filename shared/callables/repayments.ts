import { z } from 'zod';
import { defineCallable } from '../registry/define';
import { PageInput, pageOf } from './common';
import { ListSearchInput, listSearchSummary } from './list-search';
import { ADMIN_ROLES, MANAGEMENT_ROLES } from '../registry/roles';
import { OrgIdSchema } from '../domain/organisations/organisation';
import {
  AmountDueSchema,
  AmountRepaidSchema,
  REPAYMENT_MESSAGES,
  RepaymentDetailSchema,
  RepaymentListItemSchema,
  SettlementDateSchema,
} from '../domain/finance/repayment';

const IdSchema = z.string().trim().min(1, 'Required!').max(64);
/** `modifiedAt` as read: a write over a newer version is refused (409). */
const Stale = { modifiedAt: z.number().int().optional() };
const READ_ROLES = [...MANAGEMENT_ROLES, ...ADMIN_ROLES];
const DEMO_REPAYMENT = '01JDEMO0REPAYMENT000000001';
const DEMO_DISBURSEMENT = '01JDEMO0D1SB0C0MP1ETED0001';

export const getRepayments = defineCallable({
  name: 'repayments-getRepayments',
  product: 'disbursements',
  summary:
    "Settlements with their derived status (Full / Partial / Pending Settlement) and whether overdue: management's " +
    'own organisation, in the order they were created; administrators every organisation by due date (or one with ' +
    '`orgId`). Paged: `limit` items (default 100) and `nextCursor` to the next page. ' +
    listSearchSummary('disbursement name or organisation name'),
  input: z.object({ orgId: OrgIdSchema.optional(), search: ListSearchInput, ...PageInput }),
  output: pageOf(RepaymentListItemSchema),
  roles: READ_ROLES,
  access: { table: 'read' },
  terms: true,
  example: { orgId: 'demo', search: 'salaries' },
});

export const getRepayment = defineCallable({
  name: 'repayments-getRepayment',
  product: 'disbursements',
  summary:
    "One settlement with its transactions (newest first) and its history (administrators name the organisation). 404 'Repayment not found!'.",
  input: z.object({ repaymentId: IdSchema, orgId: OrgIdSchema.optional() }),
  output: RepaymentDetailSchema,
  roles: READ_ROLES,
  access: { table: 'read' },
  terms: true,
  example: { repaymentId: DEMO_REPAYMENT },
});

export const getUpcoming = defineCallable({
  name: 'repayments-getUpcoming',
  product: 'disbursements',
  summary:
    'Settlements with money still due in the next 60 days, and the overdue ones (`overdue: true`), by due date: ' +
    "management's own organisation, administrators every organisation. Paged: `limit` items (default 100) and " +
    '`nextCursor` to the next page.',
  input: z.object({ ...PageInput }),
  output: pageOf(RepaymentListItemSchema),
  roles: READ_ROLES,
  access: { table: 'read' },
  terms: true,
  example: {},
});

export const create = defineCallable({
  name: 'repayments-create',
  audit: ['settlement'],
  product: 'disbursements',
  summary:
    'Create the settlement of a completed disbursement that has none (administrators). The amount due is reserved ' +
    'on the credit line again (a deleted settlement gave it back). 409 when the disbursement is not completed or ' +
    'already has a settlement.',
  input: z.object({
    orgId: OrgIdSchema,
    disbursementId: z
      .string({ error: REPAYMENT_MESSAGES.disbursementRequired })
      .trim()
      .min(1, REPAYMENT_MESSAGES.disbursementRequired)
      .max(64),
    dueDate: SettlementDateSchema,
    amountDue: AmountDueSchema,
    amountRepaid: AmountRepaidSchema,
  }),
  output: RepaymentListItemSchema,
  roles: [...ADMIN_ROLES],
  access: { table: 'write' },
  terms: false,
  example: {
    orgId: 'demo',
    disbursementId: DEMO_DISBURSEMENT,
    dueDate: '2027-01-31',
    amountDue: 5250,
    amountRepaid: 0,
  },
});

export const update = defineCallable({
  name: 'repayments-update',
  audit: ['settlement'],
  product: 'disbursements',
  summary:
    'Change a settlement’s due date and / or amount due (administrators). A changed amount due moves the credit ' +
    'line by the difference.',
  input: z.object({
    repaymentId: IdSchema,
    orgId: OrgIdSchema,
    dueDate: SettlementDateSchema.optional(),
    amountDue: AmountDueSchema.optional(),
    ...Stale,
  }),
  output: RepaymentListItemSchema,
  roles: [...ADMIN_ROLES],
  access: { table: 'write' },
  terms: false,
  example: { repaymentId: DEMO_REPAYMENT, orgId: 'demo', dueDate: '2027-02-28' },
});

export const remove = defineCallable({
  name: 'repayments-delete',
  audit: ['settlement'],
  product: 'disbursements',
  summary:
    'Delete a settlement that has no transaction but voided ones (administrators; 409 otherwise). Its amount due ' +
    'goes back to the credit line and the disbursement can be given a settlement again.',
  input: z.object({ repaymentId: IdSchema, orgId: OrgIdSchema, ...Stale }),
  output: RepaymentListItemSchema,
  roles: [...ADMIN_ROLES],
  access: { table: 'write' },
  terms: false,
  example: { repaymentId: '01JNOSUCHREPAYMENT00000000', orgId: 'demo' },
});
