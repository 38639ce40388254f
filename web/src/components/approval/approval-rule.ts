import type { AdvanceStatus } from '../../../../shared/domain/advance-pay/advance-transaction';
import type { ApprovalStatus } from '../../../../shared/domain/organisations/approval';
import type { PolicyStatus } from '../../../../shared/domain/benefits/compensation-policy';
import type { DisbursementStatus } from '../../../../shared/domain/finance/disbursement';
import type { EmployeeStatus } from '../../../../shared/domain/employees/employee';
import type { PayRunStatus } from '../../../../shared/domain/benefits/pay-run';
import type { WithdrawalPolicy } from '../../../../shared/domain/advance-pay/withdrawal-policy';

/**
 * The status each kind of record waits in for a Manager's approval, spelled as its schema spells it
 * (the words on screen come from STATUS_LOOKS). The approval lists compare with these, never with
 * a literal of their own.
 */
export const PENDING_STATUS = {
  /** Employee categories, teams, job levels, employee benefits. */
  approval: 'Pending Approval',
  employee: 'pending-approval',
  compensationPolicy: 'pending_approval',
  payRun: 'pending_approval',
  withdrawalPolicy: 'PENDING',
  advanceTransaction: 'pending',
  disbursement: 'pending-approval',
} as const satisfies {
  approval: ApprovalStatus;
  employee: EmployeeStatus;
  compensationPolicy: PolicyStatus;
  payRun: PayRunStatus;
  withdrawalPolicy: WithdrawalPolicy['status'];
  advanceTransaction: AdvanceStatus;
  disbursement: DisbursementStatus;
};

/** The approved status, where an approval list needs it (job levels send every other; pay runs say so). */
export const APPROVED_STATUS = {
  approval: 'Approved',
  payRun: 'approved',
} as const satisfies { approval: ApprovalStatus; payRun: PayRunStatus };

/** A toast instead of an approval: the selection cannot be approved as it is. */
export interface Refusal {
  kind: 'error' | 'info';
  message: string;
}

/** An error toast (the usual refusal). */
export const refuse = (message: string): Refusal => ({ kind: 'error', message });

/** Which selected rows an approval takes, and what refuses it. */
export interface ApprovalRule<T> {
  /** Whether a row may be approved (in practice: it waits in its PENDING_STATUS). */
  approvable: (row: T) => boolean;
  /**
   * `only` sends the selection's approvable rows and refuses when there are none; `all` refuses a
   * selection holding any other row (the spec's rule differs by list).
   */
  rule: 'only' | 'all';
  /** The refusal when the rule is not met; given the rows that are not approvable. */
  notPending: Refusal | ((refused: readonly T[]) => Refusal);
  /** At most this many rows in one approval, else `message`. */
  max?: { count: number; message: string };
}

/** The rows an approval of `selected` sends, or the toast that refuses it. */
export function chooseForApproval<T>(
  selected: readonly T[],
  { approvable, rule, notPending, max }: ApprovalRule<T>,
): { rows: readonly T[] } | { refusal: Refusal } {
  const refused = selected.filter((row) => !approvable(row));
  const rows = rule === 'only' ? selected.filter(approvable) : selected;
  if ((rule === 'only' && !rows.length) || (rule === 'all' && refused.length))
    return { refusal: typeof notPending === 'function' ? notPending(refused) : notPending };
  if (max && rows.length > max.count) return { refusal: refuse(max.message) };
  return { rows };
}
