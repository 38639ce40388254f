import { z } from 'zod';
import type { ErrorDetail } from '../../registry/errors';
import { epochSeconds } from '../time/time';

/** Save: the record is kept as a draft. */
export const DRAFT = 'Draft';
/** Submit for Approval: the record waits for a manager (the spec's 'Pending Approval'). */
export const PENDING_APPROVAL = 'Pending Approval';
/** Approved by a manager. */
export const APPROVED = 'Approved';

/**
 * The approval states of the records a manager approves after someone saves or submits them:
 * employee categories, teams, job levels, employee benefits (docs/rules.md#approvals). Other
 * approvable records store their own spellings (employees `pending-approval`, compensation
 * policies `pending_approval`, withdrawal policies `PENDING`): each is named once beside its schema.
 */
export const APPROVAL_STATUSES = [DRAFT, PENDING_APPROVAL, APPROVED] as const;
export const ApprovalStatusSchema = z.enum(APPROVAL_STATUSES);
export type ApprovalStatus = z.infer<typeof ApprovalStatusSchema>;

/** The spec's refusal of a bulk approval over records that are not pending. */
export const NOT_PENDING_MESSAGE = 'Selected items are not Pending Approval!';

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

// ---------------------------------------------------------------- versions

/**
 * The next `modifiedAt` of a record: now, but always after the version it replaces, so the
 * version check of the next write tells every change apart (two changes can fall in one second).
 */
export const nextModifiedAt = (before: { modifiedAt: number } | undefined, now: number = epochSeconds()): number =>
  Math.max(now, (before?.modifiedAt ?? 0) + 1);

/** The 409 message of a write over a version someone else changed: 'The team was changed by someone else meanwhile…'. */
export const changedMeanwhileMessage = (label: string) =>
  `The ${label} was changed by someone else meanwhile. Reload and try again.`;

/**
 * Is the version the caller read (`seen`, when the caller sent one) older than the stored one?
 * A caller that sends no version is checked by the write's own condition only.
 */
export const isStale = (seen: number | undefined, stored: number): boolean => seen !== undefined && seen !== stored;

// ---------------------------------------------------------------- transitions

/** The answer of a state machine: allowed, or refused as a role (403) or state (409) matter. */
export type TransitionDecision =
  { allowed: true } | { allowed: false; code: 'FORBIDDEN' | 'INVALID_STATE'; reason: string };

/**
 * The state machine of the records approved by a manager (categories, teams, benefits): Save
 * (Draft) and Submit for Approval (Pending Approval) from every status; Approve (Approved) by
 * Managers only and only from Pending Approval. `names`: the record as messages call it.
 */
export function managerApproval(
  from: ApprovalStatus,
  to: ApprovalStatus,
  opts: { isManager: boolean },
  names: { one: string; many: string },
): TransitionDecision {
  if (to !== APPROVED) return { allowed: true };
  if (!opts.isManager)
    return { allowed: false, code: 'FORBIDDEN', reason: `Only a Manager can approve ${names.many}.` };
  if (from !== PENDING_APPROVAL)
    return {
      allowed: false,
      code: 'INVALID_STATE',
      reason: `Only a ${names.one} Pending Approval can be approved; this one is ${from}.`,
    };
  return { allowed: true };
}

// ---------------------------------------------------------------- bulk approval

/** How a bulk approval treats a selection with records that are not pending. */
export interface BulkSelection<T> {
  /** Is this record pending (may it be approved)? */
  pending: (record: T) => boolean;
  /**
   * 'all': every selected record must be pending, else nothing is approved; 'some': the pending
   * ones are approved and the others left as they are, refused only when none is pending.
   */
  mode: 'all' | 'some';
  /** The refusal's message (the spec's 'Selected items are not Pending Approval!' by default). */
  message?: string;
  /** The refusal's detail of one record ('<name> is <status>'); none: the refusal has no details. */
  detail?: (record: T) => ErrorDetail;
}

/** The pending records a bulk approval approves, or the refusal (409 message and details) of the selection. */
export function selectPending<T>(
  records: readonly T[],
  rule: BulkSelection<T>,
): { pending: T[] } | { refused: { message: string; details: ErrorDetail[] } } {
  const pending = records.filter(rule.pending);
  const blocking = rule.mode === 'all' ? records.filter((r) => !rule.pending(r)) : pending.length ? [] : records;
  if (rule.mode === 'all' ? !blocking.length : pending.length) return { pending };
  return {
    refused: {
      message: rule.message ?? NOT_PENDING_MESSAGE,
      details: rule.detail ? blocking.map(rule.detail) : [],
    },
  };
}
