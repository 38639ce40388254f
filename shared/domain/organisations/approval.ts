import { z } from 'zod';

/**
 * The approval states of the records a manager approves after someone saves or submits them:
 * employee categories, teams, job levels (docs/rules.md#approvals).
 */
export const APPROVAL_STATUSES = ['Draft', 'Pending Approval', 'Approved'] as const;
export const ApprovalStatusSchema = z.enum(APPROVAL_STATUSES);
export type ApprovalStatus = z.infer<typeof ApprovalStatusSchema>;

/** A required text field of a form (message 'Required!'). */
export const requiredText = (max: number) =>
  z.string().trim().min(1, 'Required!').max(max, `At most ${max} characters`);

/** A code typed by a person (category, team): compared upper case, letters, digits, '-' and '_'. */
export const RecordCodeSchema = z
  .string()
  .trim()
  .max(20, 'At most 20 characters')
  .transform((c) => c.toUpperCase())
  .pipe(z.string().regex(/^[A-Z0-9_-]*$/, 'Only letters, digits, - and _'));

/** Who made and approved an approved-by-a-manager record, and when (Unix seconds). */
export const ApprovalAuditFields = {
  status: ApprovalStatusSchema,
  createdBy: z.string().optional(),
  createdAt: z.number().int(),
  modifiedBy: z.string().optional(),
  modifiedAt: z.number().int(),
  approvedBy: z.string().optional(),
  approvedAt: z.number().int().optional(),
};
