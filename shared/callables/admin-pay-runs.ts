import { z } from 'zod';
import { defineCallable } from '../registry/define';
import { ADMIN_ROLES } from '../registry/roles';
import { PageInput, pageOf } from './common';
import { ListSearchInput, listSearchSummary } from './list-search';
import {
  AdminStatusSchema,
  PayRunIdSchema,
  PayRunReportLineSchema,
  PayRunSchema,
  PayRunWithEmployeesSchema,
} from '../domain/benefits/pay-run';

/**
 * The platform administrators' side of benefit pay runs (docs/rules.md#benefit-pay-runs): every
 * organisation's runs from approval on, their payout, and its outcome.
 */

const OrgIdSchema = z.string().trim().min(1, 'Required!').max(100);
const EXAMPLE = { orgId: 'demo', payRunId: '01JDEMO0PAYRUN000000000001' };

export const getAll = defineCallable({
  name: 'adminPayRuns-getAll',
  product: 'eBenefits',
  summary:
    "Every organisation's pay runs from approval on (approved … completed, cancelled), latest change first, with orgName." +
    ' Paged: `limit` items (default 100) and `nextCursor` to the next page. ' +
    listSearchSummary('benefit name or organisation name (or id)') +
    " With a search, the organisations' names are read to match theirs.",
  input: z.object({ search: ListSearchInput, ...PageInput }).strict(),
  output: pageOf(PayRunSchema),
  roles: ADMIN_ROLES,
  access: { table: 'read' },
  terms: false,
  example: { search: 'bonus' },
});

export const getOne = defineCallable({
  name: 'adminPayRuns-getOne',
  product: 'eBenefits',
  summary: 'One pay run of any organisation, with its employees and wallet split, and its payout files.',
  input: z.object({ orgId: OrgIdSchema, payRunId: PayRunIdSchema }).strict(),
  output: PayRunWithEmployeesSchema,
  roles: ADMIN_ROLES,
  access: { table: 'read' },
  terms: false,
  example: EXAMPLE,
});

export const update = defineCallable({
  name: 'adminPayRuns-update',
  audit: ['payRun'],
  product: 'eBenefits',
  summary:
    'Move a pay run to the next status (approved → pending_payment → processing → completed) or cancel it; completed and ' +
    'cancelled are final (409). pending_payment writes one payout file per e-wallet provider. completed with `employees` ' +
    '(IC numbers of failed payments, each paid by the run) and `reason` records them on the report.',
  input: z
    .object({
      status: AdminStatusSchema,
      orgId: OrgIdSchema,
      id: PayRunIdSchema,
      employees: z.array(z.string().trim().min(1).max(64)).max(10_000).optional(),
      reason: z.string().trim().max(500).optional(),
    })
    .strict()
    .superRefine((v, ctx) => {
      const failed = (v.employees ?? []).length > 0;
      if (failed && v.status !== 'completed')
        ctx.addIssue({
          code: 'custom',
          path: ['employees'],
          message: 'Failed payments are recorded on completion only',
        });
      if (failed && !v.reason) ctx.addIssue({ code: 'custom', path: ['reason'], message: '*Required' });
      if (v.reason && !failed && v.status === 'completed')
        ctx.addIssue({ code: 'custom', path: ['employees'], message: '*Required' });
    }),
  output: PayRunSchema,
  roles: ADMIN_ROLES,
  access: { table: 'write', files: 'write' },
  terms: false,
  example: { status: 'pending_payment', orgId: 'demo', id: '01JDEMO0PAYRUN000000000001' },
});

export const getPayoutFileUrl = defineCallable({
  name: 'adminPayRuns-getPayoutFileUrl',
  product: 'eBenefits',
  summary: 'A presigned link (5 minutes) to the payout file of one e-wallet provider of a pay run.',
  input: z
    .object({ orgId: OrgIdSchema, payRunId: PayRunIdSchema, walletId: z.string().trim().min(1).max(64) })
    .strict(),
  output: z.object({ url: z.string(), fileName: z.string(), expiresInSeconds: z.number().int() }),
  roles: ADMIN_ROLES,
  access: { table: 'read', files: 'read' },
  terms: false,
  example: { ...EXAMPLE, walletId: 'tng' },
});

export const getReport = defineCallable({
  name: 'adminPayRuns-getReport',
  product: 'eBenefits',
  summary:
    'The payment report of a completed pay run of any organisation, by employee number. Paged: `limit` items (default 100) and `nextCursor` to the next page. ' +
    listSearchSummary('employee name or IC number'),
  input: z.object({ orgId: OrgIdSchema, payRunId: PayRunIdSchema, search: ListSearchInput, ...PageInput }).strict(),
  output: pageOf(PayRunReportLineSchema),
  roles: ADMIN_ROLES,
  access: { table: 'read' },
  terms: false,
  example: { ...EXAMPLE, search: 'aina' },
});
