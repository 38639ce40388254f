import { DISBURSEMENT_STATUSES, type DisbursementStatus } from './disbursement';

// ---------------------------------------------------------------------------------------------
// The state machine
// ---------------------------------------------------------------------------------------------

/** Who does an action: the organisation's management (Manager, Executive) or the platform's administrators. */
export type DisbursementActor = 'management' | 'admin';

export type DisbursementAction =
  | 'update'
  | 'saveDraft'
  | 'approve'
  | 'delete'
  | 'draft'
  | 'process'
  | 'processWithCurlec'
  | 'complete'
  | 'cancel'
  | 'generateDetails';

export interface DisbursementTransitionRule {
  by: DisbursementActor;
  from: readonly DisbursementStatus[];
  /** The status after; `deleted` = gone from every list; `same` = unchanged (a read). */
  to: DisbursementStatus | 'deleted' | 'same';
  /** What the page calls it (history entries, messages). */
  label: string;
}

/**
 * THE disbursement state machine (docs/rules.md#disbursements), one row per action: who may do it,
 * from which statuses, to which. Creating gives draft (Save as Draft) or pending-approval (Proceed).
 * Anything not in the table is refused with 409.
 */
export const DISBURSEMENT_TRANSITIONS: Record<DisbursementAction, DisbursementTransitionRule> = {
  update: { by: 'management', from: ['draft', 'pending-approval'], to: 'pending-approval', label: 'edit' },
  saveDraft: { by: 'management', from: ['draft'], to: 'draft', label: 'save as draft' },
  approve: { by: 'management', from: ['pending-approval'], to: 'approved', label: 'approve' },
  delete: { by: 'management', from: ['draft', 'pending-approval'], to: 'deleted', label: 'delete' },
  draft: { by: 'admin', from: ['approved'], to: 'draft', label: 'revert to draft' },
  process: { by: 'admin', from: ['approved'], to: 'processing', label: 'download for processing' },
  processWithCurlec: {
    by: 'admin',
    from: ['approved', 'processing'],
    to: 'processing',
    label: 'process with the payment gateway',
  },
  complete: { by: 'admin', from: ['processing'], to: 'completed', label: 'complete' },
  cancel: { by: 'admin', from: ['approved', 'processing'], to: 'cancelled', label: 'cancel' },
  generateDetails: { by: 'admin', from: ['approved', 'processing'], to: 'same', label: 'generate details' },
};

export type DisbursementTransition =
  { ok: true; to: DisbursementStatus | 'deleted' | 'same' } | { ok: false; message: string };

const STATUS_TEXT: Record<DisbursementStatus, string> = {
  draft: 'a draft',
  'pending-approval': 'pending approval',
  approved: 'approved',
  processing: 'processing',
  completed: 'completed',
  cancelled: 'cancelled',
};

const fromText = (from: readonly DisbursementStatus[]) => from.map((s) => STATUS_TEXT[s]).join(' or ');

/** May `action` be done to a disbursement in `status`? The refusal says what would allow it. */
export function disbursementTransition(status: DisbursementStatus, action: DisbursementAction): DisbursementTransition {
  const rule = DISBURSEMENT_TRANSITIONS[action];
  if (rule.from.includes(status)) return { ok: true, to: rule.to };
  return {
    ok: false,
    message: `This disbursement is ${STATUS_TEXT[status]}: only one that is ${fromText(rule.from)} can be given the action "${rule.label}".`,
  };
}

/** The actions offered to an actor for a disbursement in `status` (the buttons and menu of its page). */
export const disbursementActions = (status: DisbursementStatus, by: DisbursementActor): DisbursementAction[] =>
  (Object.keys(DISBURSEMENT_TRANSITIONS) as DisbursementAction[]).filter(
    (a) => DISBURSEMENT_TRANSITIONS[a].by === by && DISBURSEMENT_TRANSITIONS[a].from.includes(status),
  );

/** Statuses administrators see (the platform acts only on what an organisation approved). */
export const ADMIN_VISIBLE_STATUSES: readonly DisbursementStatus[] = [
  'approved',
  'processing',
  'completed',
  'cancelled',
];

/** Which statuses a role sees: management every one of its organisation, administrators the approved onward. */
export const visibleDisbursementStatuses = (by: DisbursementActor): readonly DisbursementStatus[] =>
  by === 'admin' ? ADMIN_VISIBLE_STATUSES : DISBURSEMENT_STATUSES;
