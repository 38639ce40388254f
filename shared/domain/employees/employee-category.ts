import { z } from 'zod';
import { ApprovalStatusSchema, RecordCodeSchema, requiredText, type ApprovalStatus } from '../organisations/approval';

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
export const NewCategoryStatusSchema = z.enum(['Draft', 'Pending Approval']);

/** The answer of the state machine: allowed, or refused as a role (403) or state (409) matter. */
export type TransitionDecision =
  { allowed: true } | { allowed: false; code: 'FORBIDDEN' | 'INVALID_STATE'; reason: string };

/**
 * The category state machine (docs/rules.md#approvals). An update names the status it leads to:
 * - Draft (Save; pressing Edit resets any category to Draft, so from every status);
 * - Pending Approval (Submit for Approval, after editing: from every status);
 * - Approved (Approve: managers only, only from Pending Approval).
 */
export function categoryTransition(
  from: ApprovalStatus,
  to: ApprovalStatus,
  opts: { isManager: boolean },
): TransitionDecision {
  if (to !== 'Approved') return { allowed: true };
  if (!opts.isManager)
    return { allowed: false, code: 'FORBIDDEN', reason: 'Only a Manager can approve employee categories.' };
  if (from !== 'Pending Approval') {
    return {
      allowed: false,
      code: 'INVALID_STATE',
      reason: `Only a category Pending Approval can be approved; this one is ${from}.`,
    };
  }
  return { allowed: true };
}

/** Which of the given categories block a bulk approval (all must be Pending Approval). */
export const notPendingApproval = <T extends { status: ApprovalStatus }>(items: readonly T[]): T[] =>
  items.filter((c) => c.status !== 'Pending Approval');

/** The refusal of a bulk approval over other statuses (categories, job levels). */
export const NOT_PENDING_MESSAGE = 'Selected items are not Pending Approval!';
