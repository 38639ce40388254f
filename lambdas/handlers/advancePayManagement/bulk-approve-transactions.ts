import { bulkApproveTransactions } from '../../../shared/callables/advance-pay-management';
import { ONLY_PENDING_MESSAGE, TRANSACTION_NOT_FOUND } from '../../../shared/domain/advance-pay/advance-pay-reports';
import type { AdvanceTransaction } from '../../../shared/domain/advance-pay/advance-transaction';
import { epochSeconds } from '../../../shared/domain/time/time';
import { AppError } from '../../../shared/registry/errors';
import { callerName, ownOrgId } from '../../core/caller';
import { makeHandler } from '../chain/make-handler';
import { getAdvanceTransaction, updateAdvanceTransactions } from '../../data/advance-pay/advance-transactions';
import { identitiesOf, withName } from '../../services/advance-pay/month-data';
import { isWriteConflict } from '../../data/table/table';

export const BULK_STALE_MESSAGE =
  'Some of the selected withdrawal requests were changed by someone else meanwhile, so none was approved. Please reload the page and try again.';

/**
 * Approve several pending withdrawal requests of the caller's organisation, all or nothing: every
 * one must exist and be pending (else nothing is written), then ONE DynamoDB transaction writes
 * them all with their summaries, each conditional on the status and version read here.
 */
export const handler = makeHandler(bulkApproveTransactions, async ({ transactions }, caller) => {
  const orgId = ownOrgId(caller);
  const wanted = [...new Map(transactions.map((t) => [`${t.employeeICNumber}#${t.id}`, t])).values()];
  const found = await Promise.all(wanted.map((t) => getAdvanceTransaction(orgId, t.employeeICNumber, t.id)));
  const missing = wanted.filter((_, i) => !found[i]);
  if (missing.length) {
    throw new AppError(
      'NOT_FOUND',
      TRANSACTION_NOT_FOUND,
      missing.map((t) => ({ field: 'transactions', message: `Not found: ${t.id}` })),
    );
  }
  const befores = found as AdvanceTransaction[];
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
    } satisfies AdvanceTransaction,
  }));
  try {
    await updateAdvanceTransactions(changes, at);
  } catch (err) {
    if (isWriteConflict(err)) throw new AppError('INVALID_STATE', BULK_STALE_MESSAGE);
    throw err;
  }
  const people = await identitiesOf(orgId, befores);
  return { approved: changes.length, items: changes.map((c) => withName(c.after, people)) };
});
