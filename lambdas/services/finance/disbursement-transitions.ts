import { type DisbursementStatus } from '../../../shared/domain/finance/disbursement';
import { DISBURSEMENT_TRANSITIONS, type DisbursementAction } from '../../../shared/domain/finance/disbursement-status';
import type { DisbursementRecord } from '../../../shared/domain/finance/disbursement-record';
import type { AppError } from '../../../shared/registry/errors';
import { callerName, type Caller } from '../../core/caller';
import {
  replaceDisbursementItem,
  writeDisbursementChange,
  type ExtraCondition,
} from '../../data/finance/disbursements';
import type { TransactItem } from '../../data/table/table';
import { historyItem, nextModifiedAt, requireAction } from './disbursements';

export interface TransitionOptions {
  /** Fields the action sets besides the status (dateCompleted, reasonForCancellation...). */
  set?: Partial<DisbursementRecord>;
  /** Items written in the same transaction, right after the disbursement (index 1 onward). */
  extra?: (after: DisbursementRecord, at: number) => TransactItem[];
  /** Why, for the history entry. */
  why?: string;
  /** A refusal of one of the extra items, as the error a person can act on. */
  refusal?: (err: unknown) => AppError | undefined;
  /** What the stored disbursement must also still be (an approval: not prepared by the approver). */
  condition?: ExtraCondition;
}

/**
 * Move a disbursement along the state machine: checked against DISBURSEMENT_TRANSITIONS (409
 * otherwise), written only while the stored one is still as read, with its history entry and
 * the action's other items (credit, settlement...) in the same transaction.
 */
export async function transitionDisbursement(
  caller: Caller,
  before: DisbursementRecord,
  action: DisbursementAction,
  options: TransitionOptions = {},
): Promise<DisbursementRecord> {
  const to = requireAction(before, action);
  const status: DisbursementStatus = to === 'same' || to === 'deleted' ? before.status : to;
  const at = nextModifiedAt(before);
  const after: DisbursementRecord = {
    ...before,
    ...options.set,
    status,
    isDraft: status === 'draft',
    modifiedAt: at,
    modifiedBy: callerName(caller),
  };
  await writeDisbursementChange(
    [
      replaceDisbursementItem(before, after, options.condition),
      ...(options.extra?.(after, at) ?? []),
      historyItem(caller, before, at, {
        action: DISBURSEMENT_TRANSITIONS[action].label,
        from: before.status,
        to: status,
        ...(options.why ? { why: options.why } : {}),
      }),
    ],
    options.refusal,
  );
  return after;
}
