import { z } from 'zod';
import { defineCallable } from '../registry/define';
import { MANAGEMENT_ROLES } from '../registry/roles';
import { PeriodKeySchema } from '../domain/advance-pay/advance-transaction';
import { OrgIdSchema } from '../domain/organisations/organisation';
import { ReportFileJobSchema, ReportFileKindSchema } from '../domain/files/report-files';

/**
 * Report files (docs/rules.md#report-files): a month's payroll deduction file or monthly report as a
 * CSV of any size, made off the request path into the files bucket and downloaded by a short
 * presigned link. Always the caller's own organisation (from the token); another organisation's
 * job is not found.
 */
const OrgScope = { orgId: OrgIdSchema.optional() };

export const createReportFile = defineCallable({
  name: 'reportFiles-createReportFile',
  product: 'advancePay',
  summary:
    "Begin making a month's file (period key 'yyyy-MM'; kind payrollDeduction or monthlyReport, one CSV row per employee with a request, by IC number) " +
    'off the request path: answers the job (status running); follow it with reportFiles-getReportFile.',
  input: z.object({ kind: ReportFileKindSchema, period: PeriodKeySchema, ...OrgScope }).strict(),
  output: ReportFileJobSchema,
  roles: MANAGEMENT_ROLES,
  access: { table: 'write', queues: ['report-files'] },
  terms: true,
  example: { kind: 'payrollDeduction', period: '2026-11' },
});

export const getReportFile = defineCallable({
  name: 'reportFiles-getReportFile',
  product: 'advancePay',
  summary:
    "A report file job's progress (0–100: employees walked of those of the month) and rows so far; once done, a presigned link " +
    'to download the file (`url`, valid `expiresInSeconds`, saved under `fileName`). Failed: `error` says what to do.',
  input: z.object({ jobId: z.string().min(1).max(40), ...OrgScope }).strict(),
  output: ReportFileJobSchema.extend({
    url: z.string().optional(),
    expiresInSeconds: z.number().int().optional(),
  }),
  roles: MANAGEMENT_ROLES,
  access: { table: 'read', files: 'read' },
  terms: true,
  example: { jobId: '01JB0000000000000000000000' },
});
