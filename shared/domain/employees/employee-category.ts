import { z } from 'zod';
import {
  ApprovalStatusSchema,
  DRAFT,
  PENDING_APPROVAL,
  RecordCodeSchema,
  managerApproval,
  requiredText,
  type ApprovalStatus,
} from '../organisations/approval';

/**
 * The fields a person edits on an employee category (name and description
 * required). The same schema validates the web form and the server.
 */
export const EmployeeCategoryFieldsSchema = z.object({
  /** Unique within the organisation (upper case); generated when left empty on create. */
  code: RecordCodeSchema.optional(),
  name: requiredText(100),
  description: requiredText(500),
});

/**
 * An employee category of an organisation (docs/rules.md#approvals). Dates are Unix seconds;
 * `modifiedBy` / `approvedBy` are the display name (or e-mail) of whoever did it.
 */
export const EmployeeCategorySchema = z.object({
  id: z.string(),
  orgId: z.string(),
  code: z.string(),
  name: z.string(),
  description: z.string(),
  status: ApprovalStatusSchema,
  createdBy: z.string().optional(),
  createdDate: z.number().int().optional(),
  modifiedBy: z.string(),
  modifiedDate: z.number().int(),
  approvedBy: z.string().optional(),
  approvedDate: z.number().int().optional(),
});
export type EmployeeCategory = z.infer<typeof EmployeeCategorySchema>;

/** The statuses a create may give: Save (Draft) or Submit for Approval (Pending Approval). */
export const NewCategoryStatusSchema = z.enum([DRAFT, PENDING_APPROVAL]);

export type { TransitionDecision } from '../organisations/approval';
export { NOT_PENDING_MESSAGE } from '../organisations/approval';

/**
 * The category state machine (docs/rules.md#approvals). An update names the status it leads to:
 * - Draft (Save; pressing Edit resets any category to Draft, so from every status);
 * - Pending Approval (Submit for Approval, after editing: from every status);
 * - Approved (Approve: managers only, only from Pending Approval).
 */
export const categoryTransition = (from: ApprovalStatus, to: ApprovalStatus, opts: { isManager: boolean }) =>
  managerApproval(from, to, opts, { one: 'category', many: 'employee categories' });

/** Which of the given categories block a bulk approval (all must be Pending Approval). */
export const notPendingApproval = <T extends { status: ApprovalStatus }>(items: readonly T[]): T[] =>
  items.filter((c) => c.status !== PENDING_APPROVAL);
