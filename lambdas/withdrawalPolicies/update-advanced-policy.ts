import { updateAdvancedPolicy } from '../../shared/callables/withdrawal-policies';
import { epochSeconds } from '../../shared/domain/time';
import { AppError } from '../../shared/registry/errors';
import { callerName } from '../lib/caller';
import { makeHandler } from '../lib/make-handler';
import { readPolicyRanges, replaceWithdrawalPolicy, stalePolicy } from '../lib/repos/withdrawal-policies';
import { changedPolicy, checkNoOverlap, checkWithdrawalDate, orgOf } from './policy-checks';

/**
 * Change an ADVANCED policy as read; its range must overlap no other policy (422). It is PENDING
 * again until a Manager approves the change.
 */
export const handler = makeHandler(updateAdvancedPolicy, async (input, caller) => {
  const orgId = orgOf(caller);
  const { rangesVersion, policies } = await readPolicyRanges(orgId);
  const before = policies.find((p) => p.id === input.id && p.type === 'ADVANCED');
  if (!before) throw new AppError('NOT_FOUND', 'Withdrawal policy not found!', [{ field: 'id', message: `There is no advanced withdrawal policy ${input.id} in your organisation` }]);
  if (before.modifiedAt !== input.modifiedAt) throw stalePolicy();
  await checkWithdrawalDate(orgId, input.withdrawalDate);
  checkNoOverlap(input, policies, before.id);
  return replaceWithdrawalPolicy(before, changedPolicy(before, input, callerName(caller), epochSeconds()), rangesVersion);
});
