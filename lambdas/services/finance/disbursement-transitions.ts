import { ulid } from 'ulid';
import { settlementDueDate, type DisbursementStatus } from '../../../shared/domain/finance/disbursement';
import { DISBURSEMENT_TRANSITIONS, type DisbursementAction } from '../../../shared/domain/finance/disbursement-status';
import type { DisbursementRecord } from '../../../shared/domain/finance/disbursement-record';
import { ZERO_SEN } from '../../../shared/domain/money/money';
import { epochSeconds } from '../../../shared/domain/time/time';
import { AppError } from '../../../shared/registry/errors';
import { callerName, ownOrgId, scopeOrg, type Caller } from '../../core/caller';
import { creditRefusal, reserveCreditItem, restoreCreditItem } from '../../data/finance/credit';
import {
  replaceDisbursementItem,
  requireDisbursement,
  softDeleteDisbursementItem,
  writeDisbursementChange,
  type ExtraCondition,
} from '../../data/finance/disbursements';
import { disbursementAudit } from '../../data/finance/disbursement-audit';
import { newRepaymentItem } from '../../data/finance/repayments';
import { settlementAudit } from '../../data/finance/settlement-audit';
import type { RepaymentRecord } from '../../../shared/domain/finance/repayment';
import { transactionHistoryPutItem } from '../../data/finance/transaction-history';
import type { TransactItem } from '../../data/table/table';
import {
  approvalRuleFor,
  approvesOwnPreparation,
  NOT_PREPARED_BY_APPROVER,
  notPreparedByApproverParts,
  refuseOwnPreparations,
  ruleOrOriginalRefusal,
} from '../organisations/maker-checker';
import { anyPaidOut, unpaidPayees } from './disbursement-payout-state';
import {
  historyItem,
  nextModifiedAt,
  requireAction,
  requireFresh,
  rmText,
  type AdminDisbursementRef,
  type DisbursementRef,
} from './disbursements';

/**
 * A disbursement's moves along its state machine that pay no one (docs/rules.md#disbursements):
 * management's approval and deletion, an administrator's revert to draft, cancellation and
 * completion. Each reads the disbursement, checks it is as the caller read it and that the action
 * is allowed, and writes it with its history entry and the action's other items (credit,
 * settlement, transaction history) in ONE transaction through lambdas/data/finance/disbursements.ts.
 * Amounts are sen inside; the handlers give callers RM. The forms (create, update) are in
 * ./disbursement-forms.ts, the payments (process, gateway) in ./disbursement-payouts.ts: those
 * reach the payout-account gate, these do not.
 */

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

/** How the audit trail names each move (docs/rules.md#audit-trail). */
const AUDIT_ACTIONS: Partial<Record<DisbursementAction, string>> = {
  approve: 'approved',
  draft: 'reverted to draft',
  process: 'processing file downloaded',
  cancel: 'cancelled',
  complete: 'completed',
};

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
      disbursementAudit(AUDIT_ACTIONS[action] ?? DISBURSEMENT_TRANSITIONS[action].label, before, after, options.why),
    ],
    options.refusal,
  );
  return after;
}

/**
 * Management approves a disbursement pending approval: its total is reserved from the
 * organisation's available credit in the same transaction (never below 0, so of two approvals
 * racing for the last of the credit only one passes). Whoever prepared it does not approve it
 * (409, docs/rules.md#maker-checker), also when they change it between this read and the write.
 */
export async function approveDisbursement(
  caller: Caller,
  { disbursementId, modifiedAt }: DisbursementRef,
): Promise<DisbursementRecord> {
  const rule = await approvalRuleFor(caller);
  const before = await requireDisbursement(rule.orgId, disbursementId);
  requireFresh(before, modifiedAt);
  refuseOwnPreparations(rule, [before], 'disbursementId', (d) => `the disbursement ${d.name}`);
  const ownPreparation = approvesOwnPreparation(rule, [before]);
  const { names, values } = notPreparedByApproverParts(rule);
  try {
    return await transitionDisbursement(caller, before, 'approve', {
      // The credit is on the organisation's record: the rule's check rides on its condition.
      extra: () => [reserveCreditItem(before.orgId, before.totalSen, { makerCheckerOff: ownPreparation })],
      refusal: (err) => creditRefusal(err, 1, before.totalSen),
      why: `${rmText(before.totalSen)} reserved from the credit line`,
      ...(rule.ruleOn ? { condition: { expression: NOT_PREPARED_BY_APPROVER, names, values } } : {}),
    });
  } catch (err) {
    throw ownPreparation ? await ruleOrOriginalRefusal(rule, err) : err;
  }
}

/** Management deletes a draft or pending-approval disbursement: kept as a deleted record, gone from every list. */
export async function deleteDisbursement(
  caller: Caller,
  { disbursementId, modifiedAt }: DisbursementRef,
): Promise<DisbursementRecord> {
  const before = await requireDisbursement(ownOrgId(caller), disbursementId);
  requireFresh(before, modifiedAt);
  requireAction(before, 'delete');
  const at = Math.max(epochSeconds(), before.modifiedAt + 1);
  await writeDisbursementChange([
    softDeleteDisbursementItem(before, at, callerName(caller)),
    historyItem(caller, before, at, { action: 'delete', from: before.status, to: 'deleted' }),
    disbursementAudit('deleted', before, undefined),
  ]);
  return before;
}

/** An administrator reverts an approved disbursement to draft: its reserved total goes back to the credit. */
export async function revertDisbursementToDraft(
  caller: Caller,
  { orgId, disbursementId, modifiedAt }: AdminDisbursementRef,
): Promise<DisbursementRecord> {
  const before = await requireDisbursement(scopeOrg(caller, orgId), disbursementId);
  requireFresh(before, modifiedAt);
  return transitionDisbursement(caller, before, 'draft', {
    extra: () => [restoreCreditItem(before.orgId, before.totalSen)],
    why: `${rmText(before.totalSen)} released to the credit line`,
  });
}

/**
 * An administrator cancels an approved or processing disbursement with a reason: its reserved
 * total goes back to the credit. Refused once a payee was paid through the gateway (that money is
 * out; the disbursement is completed instead).
 */
export async function cancelDisbursement(
  caller: Caller,
  {
    orgId,
    disbursementId,
    modifiedAt,
    reasonForCancellation,
  }: AdminDisbursementRef & { reasonForCancellation: string },
): Promise<DisbursementRecord> {
  const before = await requireDisbursement(scopeOrg(caller, orgId), disbursementId);
  requireFresh(before, modifiedAt);
  requireAction(before, 'cancel');
  if (anyPaidOut(before))
    throw new AppError(
      'INVALID_STATE',
      'Some payees of this disbursement were already paid through the payment gateway, so it cannot be cancelled. Pay the rest and complete it.',
    );
  return transitionDisbursement(caller, before, 'cancel', {
    set: { reasonForCancellation },
    extra: () => [restoreCreditItem(before.orgId, before.totalSen)],
    why: reasonForCancellation,
  });
}

/**
 * An administrator completes a processing disbursement on `dateCompleted`. In ONE transaction: the
 * disbursement (completed, with its `repaymentId`), its settlement (due `date` + repaymentPeriod
 * months, amountDue = total), the DISBURSEMENT row of the transaction history and the history entry.
 * One paid through the gateway completes only once every payee is paid.
 */
export async function completeDisbursement(
  caller: Caller,
  { orgId, disbursementId, modifiedAt, dateCompleted }: AdminDisbursementRef & { dateCompleted: string },
): Promise<DisbursementRecord> {
  const before = await requireDisbursement(scopeOrg(caller, orgId), disbursementId);
  requireFresh(before, modifiedAt);
  requireAction(before, 'complete');
  const unpaid = before.payouts?.length ? unpaidPayees(before) : [];
  if (unpaid.length)
    throw new AppError(
      'INVALID_STATE',
      `${unpaid.length} payee(s) of this disbursement are not paid yet (${unpaid.map((p) => p.name).join(', ')}). Process it with the payment gateway again, then complete it.`,
    );
  const repaymentId = ulid();
  const dueDate = settlementDueDate(before);
  const settlementOf = (after: DisbursementRecord, at: number): RepaymentRecord => ({
    id: repaymentId,
    orgId: after.orgId,
    disbursementId: after.id,
    disbursement: { orgName: after.orgName, name: after.name },
    dueDate,
    amountDueSen: after.totalSen,
    amountRepaidSen: ZERO_SEN,
    createdAt: at,
    modifiedAt: at,
    createdBy: callerName(caller),
    modifiedBy: callerName(caller),
  });
  return transitionDisbursement(caller, before, 'complete', {
    set: { dateCompleted, repaymentId },
    extra: (after, at) => [
      newRepaymentItem(settlementOf(after, at)),
      settlementAudit('created', undefined, settlementOf(after, at)),
      transactionHistoryPutItem({
        id: ulid(),
        orgId: after.orgId,
        orgName: after.orgName,
        amountSen: after.disbursementTotalSen,
        description: `Disbursement: ${after.name}`,
        paymentDate: dateCompleted,
        status: 'COMPLETED',
        type: 'DISBURSEMENT',
        sourceId: after.id,
        createdAt: at,
      }),
    ],
    why: `Completed on ${dateCompleted}; settlement of ${rmText(before.totalSen)} due ${dueDate}`,
  });
}
