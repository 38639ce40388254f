import { z } from 'zod';
import { IcNumberSchema } from './employee';

/**
 * A bulk approval done off the request path (docs/rules.md#bulk-approval-off-the-request-path):
 * up to {@link SYNC_APPROVAL_LIMIT} employees are approved within the request; more become an
 * approval job, approved by a worker a few at a time, whose progress the page shows.
 */
export const SYNC_APPROVAL_LIMIT = 10;

/**
 * One employee's step in a job: `waiting`; `creating-login` while their login is being made (a
 * retry after a crash here knows a login with their e-mail is this job's own); then `approved`
 * or `failed` (with the reason a person can act on).
 */
export const ApprovalStepSchema = z.enum(['waiting', 'creating-login', 'approved', 'failed']);
export type ApprovalStep = z.infer<typeof ApprovalStepSchema>;

export const ApprovalJobEmployeeSchema = z.object({
  employeeICNumber: IcNumberSchema,
  name: z.string(),
  status: ApprovalStepSchema,
  /** Approved with a login: the invitation e-mail went out. */
  invited: z.boolean().optional(),
  reason: z.string().optional(),
  /** The delivery working on the employee (`creating-login`) and since when: another waits for its lease to end. */
  attempt: z.string().optional(),
  claimedAt: z.number().int().optional(),
});
export type ApprovalJobEmployee = z.infer<typeof ApprovalJobEmployeeSchema>;

export const ApprovalJobSchema = z.object({
  jobId: z.string(),
  orgId: z.string(),
  /** `running` until every employee is approved or failed. */
  status: z.enum(['running', 'done']),
  total: z.number().int(),
  approved: z.number().int(),
  invited: z.number().int(),
  failed: z.number().int(),
  createdAt: z.number().int(),
  createdBy: z.string(),
  employees: z.array(ApprovalJobEmployeeSchema),
});
export type ApprovalJob = z.infer<typeof ApprovalJobSchema>;

/** Employees done (approved or failed) of a job. */
export const approvalDone = (job: Pick<ApprovalJob, 'approved' | 'failed'>) => job.approved + job.failed;
