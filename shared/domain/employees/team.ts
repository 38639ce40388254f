import { z } from 'zod';
import {
  APPROVAL_STATUSES,
  APPROVED,
  ApprovalAuditFields,
  DRAFT,
  NOT_PENDING_MESSAGE,
  PENDING_APPROVAL,
  RecordCodeSchema,
  managerApproval,
  requiredText,
  type ApprovalStatus,
} from '../organisations/approval';

/**
 * A team of an organisation (eBenefits), keyed by its code. Status as the
 * other approved records (Draft, Pending Approval, Approved). Dates are Unix seconds.
 */
export const TeamSchema = z.object({
  id: z.string(),
  orgId: z.string(),
  code: z.string(),
  teamName: z.string(),
  teamDescription: z.string().optional(),
  ...ApprovalAuditFields,
});
export type Team = z.infer<typeof TeamSchema>;

/**
 * The spelling of team statuses some clients use (draft, pending_approval, approved) next to the
 * stored one (Draft, Pending Approval, Approved): both are accepted on input and stored as the
 * latter (docs/rules.md#teams-and-compensation-policies).
 */
const SNAKE_TEAM_STATUS = {
  draft: DRAFT,
  pending_approval: PENDING_APPROVAL,
  approved: APPROVED,
} as const satisfies Record<string, ApprovalStatus>;

/** Any spelling of a team status, handed on as the stored ApprovalStatus. */
export const TeamStatusInputSchema = z
  .enum([...APPROVAL_STATUSES, 'draft', 'pending_approval', 'approved'])
  .transform((s): ApprovalStatus =>
    s in SNAKE_TEAM_STATUS ? SNAKE_TEAM_STATUS[s as keyof typeof SNAKE_TEAM_STATUS] : (s as ApprovalStatus),
  );

/** The statuses a create or update gives: Save (Draft) or Submit for Approval (Pending Approval), either spelling. */
export const TeamSaveStatusSchema = z
  .enum([DRAFT, PENDING_APPROVAL, 'draft', 'pending_approval'])
  .transform((s): typeof DRAFT | typeof PENDING_APPROVAL => (s === DRAFT || s === 'draft' ? DRAFT : PENDING_APPROVAL));
export type TeamSaveStatus = z.output<typeof TeamSaveStatusSchema>;

/**
 * The fields a person edits on a team (name and description required). The code is unique in
 * the organisation, made from the id when left empty, and fixed once the team exists: employees
 * and pay runs refer to a team by its code.
 */
export const TeamFieldsSchema = z.object({
  code: RecordCodeSchema.optional(),
  teamName: requiredText(100),
  teamDescription: requiredText(500),
});
export type TeamFields = z.infer<typeof TeamFieldsSchema>;

/**
 * The team state machine (docs/rules.md#teams-and-compensation-policies): Save gives Draft and
 * Submit for Approval gives Pending Approval, from any status (a changed approved team is approved
 * again); Approve gives Approved, for Managers only and only from Pending Approval.
 */
export const teamTransition = (from: ApprovalStatus, to: ApprovalStatus, opts: { isManager: boolean }) =>
  managerApproval(from, to, opts, { one: 'team', many: 'teams' });

/** The selection's teams a bulk approval approves: the Pending Approval ones. */
export const approvableTeams = <T extends { status: ApprovalStatus }>(teams: readonly T[]): T[] =>
  teams.filter((t) => teamTransition(t.status, APPROVED, { isManager: true }).allowed);

/** The toasts and messages of the team screens. */
export const TEAM_MESSAGES = {
  listFailed: 'Unable to retrieve teams!',
  getFailed: 'Unable to retrieve team!',
  createFailed: 'Failed to create team!',
  updateFailed: 'Team update failed!',
  approveFailed: 'Failed to approve teams!',
  approved: 'Teams successfully approved!',
  notPending: NOT_PENDING_MESSAGE,
  notFound: 'Team not found!',
  saved: { [DRAFT]: 'Team saved as Draft.', [PENDING_APPROVAL]: 'Team submitted for approval.' },
} as const;
