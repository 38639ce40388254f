import { updateTransaction } from '../../../shared/callables/advance-pay-management';
import { TRANSACTION_NOT_FOUND } from '../../../shared/domain/advance-pay/advance-pay-reports';
import type { AdvanceTransaction } from '../../../shared/domain/advance-pay/advance-transaction';
import { epochSeconds } from '../../../shared/domain/time/time';
import { AppError } from '../../../shared/registry/errors';
import { callerName, ownOrgId } from '../../core/caller';
import { makeHandler } from '../chain/make-handler';
import { getAdvanceTransaction, updateAdvanceTransaction } from '../../data/advance-pay/advance-transactions';
import { isWriteConflict } from '../../data/table/table';
import { identitiesOf, withName } from '../../services/advance-pay/month-data';

export const STALE_MESSAGE =
  'This withdrawal request was changed by someone else meanwhile. Please reload the page and try again.';

/**
 * Approve or reject one pending withdrawal request of the caller's own organisation (the key
 * starts with the token's organisation, so another organisation's request is simply not found).
 * The write is conditional on the status and version read here: a concurrent change → 409.
 */
export const handler = makeHandler(updateTransaction, async (input, caller) => {
  const orgId = ownOrgId(caller);
  const before = await getAdvanceTransaction(orgId, input.employeeICNumber, input.transactionId);
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
  const after: AdvanceTransaction = {
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
  return withName(after, await identitiesOf(orgId, [after]));
});
