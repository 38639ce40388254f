import { updateAdvancedPolicy } from '../../shared/callables/withdrawal-policies';
import { epochSeconds } from '../../shared/domain/time';
import { AppError } from '../../shared/registry/errors';
import { callerName } from '../lib/caller';
import { makeHandler } from '../lib/make-handler';
import { nextModifiedAt, readPolicyRanges, replaceWithdrawalPolicy, stalePolicy } from '../lib/repos/withdrawal-policies';
import { checkNoOverlap, checkWithdrawalDate, orgOf } from './policy-checks';

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
  const { approvedAt: _at, approvedBy: _by, withdrawalDate: _date, ...rest } = before;
  return replaceWithdrawalPolicy(before, {
    ...rest,
    status: 'PENDING',
    maximumWithdrawalAmount: input.maximumWithdrawalAmount,
    withdrawalFrequency: input.withdrawalFrequency,
    withdrawalDate: input.withdrawalDate,
    autoApproval: input.autoApproval,
    minSalary: input.minSalary,
    maxSalary: input.maxSalary,
    modifiedAt: nextModifiedAt(before, epochSeconds()),
    modifiedBy: callerName(caller),
  }, rangesVersion);
});
