import { isStale } from '../../../shared/domain/organisations/approval';
import { updateAdvancedPolicy } from '../../../shared/callables/withdrawal-policies';
import { epochSeconds } from '../../../shared/domain/time/time';
import {
  mergePolicyEdit,
  policyFieldsToSen,
  policyToRm,
  salaryRangeToSen,
  type AdvancedPolicyInput,
} from '../../../shared/domain/advance-pay/withdrawal-policy';
import { AppError } from '../../../shared/registry/errors';
import { callerName } from '../../core/caller';
import { makeHandler } from '../chain/make-handler';
import { readPolicyRanges, replaceWithdrawalPolicy, stalePolicy } from '../../data/advance-pay/withdrawal-policies';
import { changedPolicy, checkNoOverlap, checkWithdrawalDate, orgOf } from '../../services/advance-pay/policy-checks';

/**
 * Change the fields the body carries of an ADVANCED policy as read (the rules on the result); its
 * range must overlap no other policy (422). It is PENDING again until a Manager approves the change.
 */
export const handler = makeHandler(updateAdvancedPolicy, async ({ id, modifiedAt, ...edit }, caller) => {
  const orgId = orgOf(caller);
  const { rangesVersion, policies } = await readPolicyRanges(orgId);
  const before = policies.find((p) => p.id === id && p.type === 'ADVANCED');
  if (!before)
    throw new AppError('NOT_FOUND', 'Withdrawal policy not found!', [
      { field: 'id', message: `There is no advanced withdrawal policy ${id} in your organisation` },
    ]);
  if (isStale(modifiedAt, before.modifiedAt)) throw stalePolicy();
  const fields = mergePolicyEdit(policyToRm(before), edit) as AdvancedPolicyInput;
  await checkWithdrawalDate(orgId, fields.withdrawalDate);
  checkNoOverlap(salaryRangeToSen(fields), policies, before.id);
  const after = await replaceWithdrawalPolicy(
    before,
    changedPolicy(
      before,
      policyFieldsToSen(fields),
      { userId: caller.userId, name: callerName(caller) },
      epochSeconds(),
    ),
    rangesVersion,
  );
  return policyToRm(after);
});
