import { isStale } from '../../../shared/domain/organisations/approval';
import { updateGeneralPolicy } from '../../../shared/callables/withdrawal-policies';
import { epochSeconds } from '../../../shared/domain/time/time';
import { mergePolicyEdit, policyFieldsToSen, policyToRm } from '../../../shared/domain/advance-pay/withdrawal-policy';
import { AppError } from '../../../shared/registry/errors';
import { callerName } from '../../core/caller';
import { makeHandler } from '../chain/make-handler';
import {
  GENERAL_POLICY_ID,
  getWithdrawalPolicy,
  replaceWithdrawalPolicy,
  stalePolicy,
} from '../../data/advance-pay/withdrawal-policies';
import { changedPolicy, checkWithdrawalDate, orgOf } from '../../services/advance-pay/policy-checks';

/**
 * Change the fields the body carries of the GENERAL policy as read (the rules on the result);
 * it is PENDING again until a Manager approves the change.
 */
export const handler = makeHandler(updateGeneralPolicy, async ({ modifiedAt, ...edit }, caller) => {
  const orgId = orgOf(caller);
  const before = await getWithdrawalPolicy(orgId, GENERAL_POLICY_ID);
  if (!before) throw new AppError('NOT_FOUND', 'General Withdrawal Policy not Found!');
  if (isStale(modifiedAt, before.modifiedAt)) throw stalePolicy();
  const fields = mergePolicyEdit(policyToRm(before), edit);
  await checkWithdrawalDate(orgId, fields.withdrawalDate);
  const after = await replaceWithdrawalPolicy(
    before,
    changedPolicy(
      before,
      policyFieldsToSen(fields),
      { userId: caller.userId, name: callerName(caller) },
      epochSeconds(),
    ),
  );
  return policyToRm(after);
});
