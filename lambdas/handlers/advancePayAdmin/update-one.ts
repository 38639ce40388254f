import { updateOne } from '../../../shared/callables/advance-pay-admin';
import type { AdvanceTransaction } from '../../../shared/domain/advance-pay/advance-transaction';
import { adminChangeRefusal } from '../../../shared/domain/money/bank-transfer';
import { epochSeconds, klDate } from '../../../shared/domain/time/time';
import { AppError } from '../../../shared/registry/errors';
import { callerName } from '../../core/caller';
import { makeHandler } from '../chain/make-handler';
import { getAdvanceTransaction, updateAdvanceTransaction } from '../../data/advance-pay/advance-transactions';

/**
 * An administrator's status change (docs/rules.md#withdrawal-statuses): checked against the transition table of
 * shared/domain/money/bank-transfer.ts, written conditionally on the status and version read (a change
 * made meanwhile answers 409), with a history entry (who, when, why) and the summaries.
 */
export const handler = makeHandler(updateOne, async (input, caller) => {
  const before = await getAdvanceTransaction(input.orgId, input.employeeICNumber, input.transactionId);
  if (!before) throw new AppError('NOT_FOUND', 'Transaction not found!');
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
  const after: AdvanceTransaction = {
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
  return updateAdvanceTransaction(before, after);
});
