import { z } from 'zod';
import { defineCallable } from '../registry/define';
import { MANAGEMENT_ROLES, ORG_ROLES } from '../registry/roles';
import { PageInput, pageOf } from './common';
import { ListSearchInput, listSearchSummary } from './list-search';
import {
  MyPayoutSchema,
  PayRunFieldsSchema,
  PayRunIdSchema,
  PayRunWithEmployeesSchema,
  PayRunReportLineSchema,
  PayRunSchema,
  PayRunFieldsObject,
  requireGroupingChoices,
  PAY_RUN_MESSAGES,
} from '../domain/benefits/pay-run';

/**
 * Benefit pay runs of the caller's organisation (docs/rules.md#benefit-pay-runs). Managers and
 * Executives prepare them; only Managers approve. Every transition is conditional on the status
 * read: a run changed meanwhile is refused (409).
 */

const EXAMPLE_ID = '01JDEMO0PAYRUN000000000001';

export const getPayRuns = defineCallable({
  name: 'payRuns-getPayRuns',
  product: 'eBenefits',
  summary:
    "The organisation's pay runs (draft, pending_approval, approved, pending_payment, processing, completed, cancelled; not deleted), newest first." +
    ' Paged: `limit` items (default 100) and `nextCursor` to the next page. ' +
    listSearchSummary('benefit name'),
  input: z.object({ search: ListSearchInput, ...PageInput }).strict(),
  output: pageOf(PayRunSchema),
  roles: MANAGEMENT_ROLES,
  access: { table: 'read' },
  terms: true,
  example: { search: 'bonus' },
});

export const getPayRun = defineCallable({
  name: 'payRuns-getPayRun',
  product: 'eBenefits',
  summary: 'One pay run with every employee of its teams or categories: eligible or not, net pay and wallet split.',
  input: z.object({ payRunId: PayRunIdSchema }).strict(),
  output: PayRunWithEmployeesSchema,
  roles: MANAGEMENT_ROLES,
  access: { table: 'read' },
  terms: true,
  example: { payRunId: EXAMPLE_ID },
});

export const createPayRun = defineCallable({
  name: 'payRuns-createPayRun',
  audit: ['payRun'],
  product: 'eBenefits',
  summary:
    'Compute and save a draft pay run for the current month: `eligibleTeams` are team codes, `eligibleCategories` category ids ' +
    `(approved ones). Refused (422) when nobody is eligible: '${PAY_RUN_MESSAGES.noneEligible}'`,
  input: PayRunFieldsSchema,
  output: PayRunSchema,
  roles: MANAGEMENT_ROLES,
  access: { table: 'write' },
  terms: true,
  example: {
    payType: 'Regular',
    payDay: '2026-11-28',
    benefitName: 'Year-end bonus',
    amount: 100,
    grouping: 'teams',
    eligibleTeams: ['OPS'],
  },
});

export const updatePayRun = defineCallable({
  name: 'payRuns-updatePayRun',
  audit: ['payRun'],
  product: 'eBenefits',
  summary:
    'Change a draft or pending_approval pay run: it is recomputed and saved as draft, its approval cleared. ' +
    '`modifiedAt` as read refuses an update over a newer change (409).',
  input: PayRunFieldsObject.extend({ payRunId: PayRunIdSchema, modifiedAt: z.number().int().optional() }).superRefine(
    requireGroupingChoices,
  ),
  output: PayRunSchema,
  roles: MANAGEMENT_ROLES,
  access: { table: 'write' },
  terms: true,
  example: {
    payRunId: EXAMPLE_ID,
    payType: 'Ad-hoc',
    payDay: '2026-11-28',
    benefitName: 'Festive bonus',
    amount: 50,
    grouping: 'categories',
    eligibleCategories: ['01JDEMO0CATEGORY0000000001'],
  },
});

export const submitPayRun = defineCallable({
  name: 'payRuns-submitPayRun',
  audit: ['payRun'],
  product: 'eBenefits',
  summary: 'Submit a draft pay run for approval (draft → pending_approval).',
  input: z.object({ payRunId: PayRunIdSchema }).strict(),
  output: PayRunSchema,
  roles: MANAGEMENT_ROLES,
  access: { table: 'write' },
  terms: true,
  example: { payRunId: EXAMPLE_ID },
});

export const approvePayRuns = defineCallable({
  name: 'payRuns-approvePayRuns',
  audit: ['payRun'],
  product: 'eBenefits',
  summary:
    `Approve pay runs at once (Managers only): all must be pending_approval, otherwise nothing changes (409 ` +
    `'${PAY_RUN_MESSAGES.onlyPending}', or '${PAY_RUN_MESSAGES.alreadyApproved}' for an approved one).`,
  input: z
    .object({
      payRunIds: z
        .array(PayRunIdSchema)
        .min(1, 'Select at least one pay run')
        .max(49, 'Approve at most 49 pay runs at once'),
    })
    .strict(),
  output: z.object({ approved: z.number().int() }),
  roles: ['Manager'],
  access: { table: 'write' },
  terms: true,
  example: { payRunIds: [EXAMPLE_ID] },
});

export const deletePayRun = defineCallable({
  name: 'payRuns-deletePayRun',
  audit: ['payRun'],
  product: 'eBenefits',
  summary: 'Delete a draft or pending_approval pay run (status deleted; it leaves every list).',
  input: z.object({ payRunId: PayRunIdSchema }).strict(),
  output: z.object({ deleted: z.literal(true) }),
  roles: MANAGEMENT_ROLES,
  access: { table: 'write' },
  terms: true,
  example: { payRunId: EXAMPLE_ID },
});

export const getPayRunReport = defineCallable({
  name: 'payRuns-getPayRunReport',
  product: 'eBenefits',
  summary:
    'The payment report of a completed pay run: one line per paid employee by employee number, succeeded or failed ' +
    'with the reason. Paged: `limit` items (default 100) and `nextCursor` to the next page. ' +
    listSearchSummary('employee name or IC number'),
  input: z.object({ payRunId: PayRunIdSchema, search: ListSearchInput, ...PageInput }).strict(),
  output: pageOf(PayRunReportLineSchema),
  roles: MANAGEMENT_ROLES,
  access: { table: 'read' },
  terms: true,
  example: { payRunId: EXAMPLE_ID, search: 'aina' },
});

export const getMyPayouts = defineCallable({
  name: 'payRuns-getMyPayouts',
  product: 'eBenefits',
  summary:
    "The caller's payouts from completed pay runs: one line per wallet, latest pay day first, succeeded or failed with the reason." +
    ' Paged by pay run: a page covers `limit` completed runs (default 100), newest first, and `nextCursor` leads on.',
  input: z.object({ ...PageInput }).strict(),
  output: pageOf(MyPayoutSchema),
  roles: ORG_ROLES,
  access: { table: 'read' },
  terms: true,
  example: {},
});
