import { ONLY_PENDING_MESSAGE, TRANSACTION_NOT_FOUND } from '../../../shared/domain/advance-pay/advance-pay-reports';
import {
  instantPayoutDue,
  type AdvanceStatus,
  type AdvanceTransactionRecord,
} from '../../../shared/domain/advance-pay/advance-transaction';
import { adminChangeRefusal } from '../../../shared/domain/money/bank-transfer';
import { epochSeconds, klDate } from '../../../shared/domain/time/time';
import { AppError } from '../../../shared/registry/errors';
import { callerName, ownOrgId, type Caller } from '../../core/caller';
import {
  getAdvanceTransaction,
  updateAdvanceTransaction,
  updateAdvanceTransactions,
} from '../../data/advance-pay/advance-transactions';
import { getRequestsWithEmployees } from '../../data/advance-pay/decision-reads';
import { isWriteConflict } from '../../data/table/table';
import { peopleOf, withName } from './month-data';
import { mapLimit } from '../../core/concurrency';
import { getEmployee } from '../../data/employees/employees';
import { payInstantly } from './instant-payout';
import { sendWithdrawalNotices } from './withdrawal-notices';

/**
 * A withdrawal's decision after its request (docs/rules.md#withdrawal-statuses): management
 * approves or rejects one pending request (`decideWithdrawal`) or approves several at once
 * (`approveWithdrawals`); an administrator moves one along the admin transitions
 * (`changeWithdrawalStatus`). Each reads the request(s), checks the status, and writes through
 * lambdas/data/advance-pay/advance-transactions.ts conditionally on the status and version read,
 * with the summaries, in one transaction. Management's decisions read the requests with their
 * employees in one BatchGetItem (the answer's names, the notices); then the employees are told
 * (./withdrawal-notices.ts), which never fails the decision.
 */

/** 409 of a single decision when the request changed meanwhile. */
export const STALE_MESSAGE =
  'This withdrawal request was changed by someone else meanwhile. Please reload the page and try again.';
/** 409 of a bulk approval when one of the requests changed meanwhile. */
export const BULK_STALE_MESSAGE =
  'Some of the selected withdrawal requests were changed by someone else meanwhile, so none was approved. Please reload the page and try again.';

/** A withdrawal request as management sees it: with the employee's name. */
export type NamedTransaction = AdvanceTransactionRecord & { employeeName: string };

/** Management's decision on one request. */
export interface WithdrawalDecision {
  status: 'approved' | 'rejected';
  transactionId: string;
  employeeICNumber: string;
  reason?: string;
}

/**
 * Approve or reject one pending withdrawal request of the caller's own organisation (the key
 * starts with the token's organisation, so another organisation's request is simply not found).
 * The write is conditional on the status and version read here: a concurrent change → 409.
 */
export async function decideWithdrawal(caller: Caller, input: WithdrawalDecision): Promise<NamedTransaction> {
  const orgId = ownOrgId(caller);
  const read = await getRequestsWithEmployees(orgId, [
    { id: input.transactionId, employeeICNumber: input.employeeICNumber },
  ]);
  const [before] = read.found;
  if (!before)
    throw new AppError('NOT_FOUND', TRANSACTION_NOT_FOUND, [{ field: 'transactionId', message: 'Not found' }]);
  if (before.status !== 'pending') {
    throw new AppError(
      'INVALID_STATE',
      `Only pending withdrawal requests can be approved or rejected. This one is ${before.status}.`,
    );
  }
  const at = epochSeconds();
  const by = callerName(caller);
  const reason = input.reason || undefined;
  const after: AdvanceTransactionRecord = {
    ...before,
    status: input.status,
    ...(input.status === 'rejected' ? { reason } : {}),
    modifiedAt: at,
    modifiedBy: by,
    history: [...(before.history ?? []), { status: input.status, at, by, ...(reason ? { reason } : {}) }],
  };
  try {
    await updateAdvanceTransaction(before, after);
  } catch (err) {
    if (isWriteConflict(err)) throw new AppError('INVALID_STATE', STALE_MESSAGE);
    throw err;
  }
  await sendWithdrawalNotices([{ before, after }], { employees: read.employees });
  const people = peopleOf(read.employees);
  const paid = await payInstantly(after, withName(after, people).employeeName, { employees: read.employees });
  return withName(paid, people);
}

/**
 * Approve several pending withdrawal requests of the caller's organisation, all or nothing: every
 * one must exist and be pending (else nothing is written), then ONE DynamoDB transaction writes
 * them all with their summaries, each conditional on the status and version read here.
 */
export async function approveWithdrawals(
  caller: Caller,
  transactions: readonly { id: string; employeeICNumber: string }[],
): Promise<{ approved: number; items: NamedTransaction[] }> {
  const orgId = ownOrgId(caller);
  const wanted = [...new Map(transactions.map((t) => [`${t.employeeICNumber}#${t.id}`, t])).values()];
  const { found, employees } = await getRequestsWithEmployees(orgId, wanted);
  const missing = wanted.filter((_, i) => !found[i]);
  if (missing.length) {
    throw new AppError(
      'NOT_FOUND',
      TRANSACTION_NOT_FOUND,
      missing.map((t) => ({ field: 'transactions', message: `Not found: ${t.id}` })),
    );
  }
  const befores = found as AdvanceTransactionRecord[];
  const notPending = befores.filter((t) => t.status !== 'pending');
  if (notPending.length) {
    throw new AppError(
      'INVALID_STATE',
      ONLY_PENDING_MESSAGE,
      notPending.map((t) => ({ field: 'transactions', message: `${t.id} is ${t.status}` })),
    );
  }
  const at = epochSeconds();
  const by = callerName(caller);
  const changes = befores.map((before) => ({
    before,
    after: {
      ...before,
      status: 'approved',
      modifiedAt: at,
      modifiedBy: by,
      history: [...(before.history ?? []), { status: 'approved', at, by }],
    } satisfies AdvanceTransactionRecord,
  }));
  try {
    await updateAdvanceTransactions(changes, at);
  } catch (err) {
    if (isWriteConflict(err)) throw new AppError('INVALID_STATE', BULK_STALE_MESSAGE);
    throw err;
  }
  await sendWithdrawalNotices(changes, { employees });
  const people = peopleOf(employees);
  // The instant ones are paid now, a few at a time.
  const items = await mapLimit(changes, 4, async ({ after }) => {
    const named = withName(after, people);
    return withName(await payInstantly(after, named.employeeName, { employees }), people);
  });
  return { approved: changes.length, items };
}

/** An administrator's change of one withdrawal. */
export interface AdminWithdrawalChange {
  orgId: string;
  transactionId: string;
  employeeICNumber: string;
  status: AdvanceStatus;
  transferDate?: string;
  reason?: string;
}

/** Why an administrator cannot change a withdrawal whose instant payout is still due or being paid. */
export const INSTANT_PAYOUT_UNDER_WAY =
  "This withdrawal's instant payout is under way. Try again in a few minutes, once it is paid or has gone back to the end-of-day batch.";

/**
 * An administrator's status change: checked against the transition table of
 * shared/domain/money/bank-transfer.ts, written conditionally on the status and version read (a
 * change made meanwhile answers 409), with a history entry (who, when, why) and the summaries.
 */
export async function changeWithdrawalStatus(
  caller: Caller,
  input: AdminWithdrawalChange,
): Promise<AdvanceTransactionRecord> {
  const before = await getAdvanceTransaction(input.orgId, input.employeeICNumber, input.transactionId);
  if (!before) throw new AppError('NOT_FOUND', 'Transaction not found!');
  // The gateway may be paying it this moment: a change now could pay it twice (a bank file too) or
  // record as cancelled what was paid. It is paid, or back with the end-of-day batch, within minutes.
  if (instantPayoutDue(before)) throw new AppError('INVALID_STATE', INSTANT_PAYOUT_UNDER_WAY);
  const now = new Date();
  const reason = input.reason?.trim() || undefined;
  const refusal = adminChangeRefusal(
    before.status,
    { ...input, reason },
    { today: klDate(now), requestDate: klDate(new Date(before.createdAt * 1000)) },
  );
  if (refusal) {
    throw new AppError(
      refusal.kind === 'state' ? 'INVALID_STATE' : 'INVALID_ARGUMENT',
      refusal.message,
      refusal.field ? [{ field: refusal.field, message: refusal.message }] : undefined,
    );
  }
  const by = callerName(caller);
  const at = Math.max(epochSeconds(now), before.modifiedAt + 1);
  const after: AdvanceTransactionRecord = {
    ...before,
    status: input.status,
    modifiedAt: at,
    modifiedBy: by,
    history: [...(before.history ?? []), { status: input.status, at, by, ...(reason ? { reason } : {}) }],
  };
  if (input.status === 'completed') after.transferDate = input.transferDate;
  if (input.status === 'cancelled') after.reason = reason;
  // Back to approved: it waits for the next end-of-day batch again, as if never sent.
  if (input.status === 'approved') {
    delete after.sentToBank;
    delete after.batchId;
  }
  const written = await updateAdvanceTransaction(before, after);
  await sendWithdrawalNotices([{ before, after: written }]);
  if (written.instantState !== 'due') return written;
  const employee = await getEmployee(written.orgId, written.employeeICNumber);
  return await payInstantly(written, employee?.name || written.employeeICNumber);
}
