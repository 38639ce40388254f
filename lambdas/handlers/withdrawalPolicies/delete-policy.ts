import { isStale } from '../../../shared/domain/organisations/approval';
import { deletePolicy } from '../../../shared/callables/withdrawal-policies';
import { epochSeconds } from '../../../shared/domain/time/time';
import { callerName } from '../../core/caller';
import { makeHandler } from '../chain/make-handler';
import {
  deleteWithdrawalPolicyItem,
  requireWithdrawalPolicy,
  stalePolicy,
} from '../../data/advance-pay/withdrawal-policies';
import { orgOf } from '../../services/advance-pay/policy-checks';

/**
 * Delete a policy, whatever its status (docs/rules.md#withdrawal-policies), as read when the caller
 * says which version it saw.
 */
export const handler = makeHandler(deletePolicy, async ({ id, modifiedAt }, caller) => {
  const orgId = orgOf(caller);
  const before = await requireWithdrawalPolicy(orgId, id);
  if (isStale(modifiedAt, before.modifiedAt)) throw stalePolicy();
  await deleteWithdrawalPolicyItem(before, callerName(caller), epochSeconds());
  return { id };
});
