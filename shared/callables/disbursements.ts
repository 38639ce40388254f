import { z } from 'zod';
import { defineCallable } from '../registry/define';
import { PageInput, pageOf } from './common';
import { ListSearchInput, listSearchSummary } from './list-search';
import { ADMIN_ROLES, MANAGEMENT_ROLES } from '../registry/roles';
import { OrgIdSchema } from '../domain/organisations/organisation';
import {
  addDaysIso,
  CreditLineSchema,
  DateCompletedSchema,
  DisbursementDetailSchema,
  DisbursementFieldsSchema,
  DisbursementSchema,
  DisbursementStatusSchema,
  DisbursementUpdateSchema,
  ReasonForCancellationSchema,
  KeptPayeeSchema,
} from '../domain/finance/disbursement';
import { klDate } from '../domain/time/time';

/**
 * Disbursements against the organisation's credit line (docs/rules.md#disbursements). Management
 * (Managers and Executives) acts on its own organisation only (taken from the token); administrators
 * name the organisation with `orgId`. Every action is checked against the state machine
 * (DISBURSEMENT_TRANSITIONS): a transition it does not allow is 409 INVALID_STATE.
 */

const DisbursementIdSchema = z.string().trim().min(1, 'Required!').max(64);
/** `modifiedAt` as read: an action over a newer version is refused (409). */
const Stale = { modifiedAt: z.number().int().optional() };
const READ_ROLES = [...MANAGEMENT_ROLES, ...ADMIN_ROLES];
const COMPLETED_ID = '01JDEMO0D1SB0C0MP1ETED0001';
const NO_SUCH_ID = '01JNOSUCHDISBURSEMENT00000';

/** A management action on one disbursement of the caller's own organisation. */
const ManagementAction = z.object({ disbursementId: DisbursementIdSchema, ...Stale });
/** An administrator's action on one disbursement of the named organisation. */
const AdminAction = z.object({ orgId: OrgIdSchema, disbursementId: DisbursementIdSchema, ...Stale });

/** The rows of the processing file (Payee Name, Payee Id, Bank Name, Account No., Amount). */
const PayeesOutput = z.object({ selectedPayees: z.array(KeptPayeeSchema) });

/** A valid form: a date comfortably past the 3-day minimum (computed, so the example never expires). */
const exampleFields = () => ({
  name: 'December salaries',
  date: addDaysIso(klDate(), 30),
  repaymentPeriod: 2,
  payeesType: 'employees' as const,
  notes: 'Year-end salaries ahead of the client payment.',
  selectedPayees: [
    {
      id: '900101145678',
      name: 'Aisyah Binti Ahmad',
      bankCode: 'MBBEMYKL',
      bank: 'Maybank',
      accountNumber: '514012345678',
      amount: 3000,
    },
  ],
});

export const getDisbursements = defineCallable({
  name: 'disbursements-getDisbursements',
  product: 'disbursements',
  summary:
    "Disbursements, newest first: management its own organisation's in every status; administrators the approved, " +
    'processing, completed and cancelled ones of every organisation (or one with `orgId`), each with orgName. ' +
    '`status` keeps one status. Paged: `limit` items (default 100) and `nextCursor` to the next page. ' +
    listSearchSummary('name or organisation name'),
  input: z.object({
    status: DisbursementStatusSchema.optional(),
    orgId: OrgIdSchema.optional(),
    search: ListSearchInput,
    ...PageInput,
  }),
  output: pageOf(DisbursementSchema),
  roles: READ_ROLES,
  access: { table: 'read' },
  terms: true,
  example: { status: 'approved', search: 'salaries' },
});

export const getDisbursement = defineCallable({
  name: 'disbursements-getDisbursement',
  product: 'disbursements',
  summary:
    'One disbursement with its history (administrators name the organisation and see only approved onward). ' +
    "404 'Disbursement not found!' when absent, deleted or not visible.",
  input: z.object({ disbursementId: DisbursementIdSchema, orgId: OrgIdSchema.optional() }),
  output: DisbursementDetailSchema,
  roles: READ_ROLES,
  access: { table: 'read' },
  terms: true,
  example: { disbursementId: COMPLETED_ID },
});

export const getCreditLine = defineCallable({
  name: 'disbursements-getCreditLine',
  product: 'disbursements',
  summary:
    "The organisation's credit line: initialCreditLimit, available (creditLimit), outstanding (initial − available), " +
    'reserved (totals of approved and processing disbursements) and the fee percentages. Administrators name the organisation.',
  input: z.object({ orgId: OrgIdSchema.optional() }),
  output: CreditLineSchema,
  roles: READ_ROLES,
  access: { table: 'read' },
  terms: true,
  example: {},
});

export const create = defineCallable({
  name: 'disbursements-create',
  audit: ['disbursement'],
  product: 'disbursements',
  summary:
    "A new disbursement of the caller's organisation: draft with `isDraft`, else pending approval. Fees come from the " +
    "organisation's percentages. Employee payees must be approved employees; supplier payees approved suppliers, paid " +
    "into the named bank account row, each with at least one invoice uploaded to the organisation's invoice folder. " +
    'A payee named twice is refused (422).',
  input: DisbursementFieldsSchema,
  output: DisbursementSchema,
  roles: [...MANAGEMENT_ROLES],
  access: { table: 'write' },
  changesPayout: true,
  terms: true,
  example: exampleFields(),
});

export const update = defineCallable({
  name: 'disbursements-update',
  audit: ['disbursement'],
  product: 'disbursements',
  summary:
    'Change a draft or pending-approval disbursement. Save as Draft (`isDraft`) only for a draft; otherwise it becomes ' +
    'pending approval. Fees are computed again.',
  input: DisbursementUpdateSchema,
  output: DisbursementSchema,
  roles: [...MANAGEMENT_ROLES],
  access: { table: 'write' },
  changesPayout: true,
  terms: true,
  example: { disbursementId: NO_SUCH_ID, ...exampleFields() },
});

export const approve = defineCallable({
  name: 'disbursements-approve',
  audit: ['disbursement'],
  product: 'disbursements',
  summary:
    "Approve a pending-approval disbursement: its total is reserved from the organisation's available credit in the " +
    'same write (409 when the credit is not enough).',
  input: ManagementAction,
  output: DisbursementSchema,
  roles: [...MANAGEMENT_ROLES],
  access: { table: 'write' },
  terms: true,
  example: { disbursementId: NO_SUCH_ID },
});

export const remove = defineCallable({
  name: 'disbursements-delete',
  audit: ['disbursement'],
  product: 'disbursements',
  summary: 'Delete a draft or pending-approval disbursement (kept as a deleted record, gone from every list).',
  input: ManagementAction,
  output: DisbursementSchema,
  roles: [...MANAGEMENT_ROLES],
  access: { table: 'write' },
  terms: true,
  example: { disbursementId: NO_SUCH_ID },
});

export const draft = defineCallable({
  name: 'disbursements-draft',
  audit: ['disbursement'],
  product: 'disbursements',
  summary: 'Revert an approved disbursement to draft (administrators); its reserved total goes back to the credit.',
  input: AdminAction,
  output: DisbursementSchema,
  roles: [...ADMIN_ROLES],
  access: { table: 'write' },
  terms: false,
  example: { orgId: 'demo', disbursementId: NO_SUCH_ID },
});

export const downloadForProcessing = defineCallable({
  name: 'disbursements-process',
  audit: ['disbursement'],
  product: 'disbursements',
  summary:
    'Download an approved disbursement for processing (administrators): it becomes processing, and the answer holds ' +
    'the payees of the processing file (Payee Name, Payee Id, Bank Name, Account No., Amount).',
  input: AdminAction,
  output: PayeesOutput.extend({ disbursement: DisbursementSchema }),
  roles: [...ADMIN_ROLES],
  access: { table: 'write' },
  changesPayout: true,
  terms: false,
  example: { orgId: 'demo', disbursementId: NO_SUCH_ID },
});

export const processWithCurlec = defineCallable({
  name: 'disbursements-processWithCurlec',
  audit: ['disbursement'],
  product: 'disbursements',
  summary:
    'Pay an approved disbursement (or a processing one with unpaid payees) through the payment gateway ' +
    '(administrators): each unpaid payee is paid once; a failed payout leaves it processing with `failureReason`, ' +
    'and a retry pays only the rest. Refused before paying anyone when the gateway balance is too low.',
  input: AdminAction,
  output: DisbursementSchema,
  roles: [...ADMIN_ROLES],
  access: { table: 'write' },
  changesPayout: true,
  terms: false,
  moneyMoving: true,
  example: { orgId: 'demo', disbursementId: NO_SUCH_ID },
});

export const complete = defineCallable({
  name: 'disbursements-complete',
  audit: ['disbursement', 'settlement'],
  product: 'disbursements',
  summary:
    'Complete a processing disbursement on `dateCompleted` (administrators; not in the future): its settlement ' +
    '(due after the repayment period, amountDue = total) and its DISBURSEMENT transaction history row are written ' +
    'in the same transaction.',
  input: AdminAction.extend({ dateCompleted: DateCompletedSchema }),
  output: DisbursementSchema,
  roles: [...ADMIN_ROLES],
  access: { table: 'write' },
  terms: false,
  example: { orgId: 'demo', disbursementId: NO_SUCH_ID, dateCompleted: '2026-01-15' },
});

export const cancel = defineCallable({
  name: 'disbursements-cancel',
  audit: ['disbursement'],
  product: 'disbursements',
  summary:
    'Cancel an approved or processing disbursement with a reason (administrators); its reserved total goes back to ' +
    'the credit. Refused (409) once a payee was paid through the gateway.',
  input: AdminAction.extend({ reasonForCancellation: ReasonForCancellationSchema }),
  output: DisbursementSchema,
  roles: [...ADMIN_ROLES],
  access: { table: 'write' },
  terms: false,
  example: { orgId: 'demo', disbursementId: NO_SUCH_ID, reasonForCancellation: 'The client withdrew the request.' },
});

export const generateDetails = defineCallable({
  name: 'disbursements-generateDetails',
  product: 'disbursements',
  summary:
    'The payees of an approved or processing disbursement for the processing file (administrators), without ' +
    'changing it.',
  input: AdminAction,
  output: PayeesOutput,
  roles: [...ADMIN_ROLES],
  access: { table: 'read' },
  changesPayout: true,
  terms: false,
  example: { orgId: 'demo', disbursementId: NO_SUCH_ID },
});
