import { deletePolicy } from '../../../shared/callables/compensation-policies';
import { epochSeconds } from '../../../shared/domain/time/time';
import { callerName, scopeOrg } from '../../core/caller';
import { makeHandler } from '../chain/make-handler';
import { replacePolicy, requireStoredPolicy } from '../../data/benefits/compensation-policies';
import { nextPolicyStatus } from '../../services/benefits/compensation-changes';
import { nextModifiedAt } from '../../../shared/domain/organisations/approval';

/** Deleting is a status: the policy (and its ranges) stay stored, out of every list. */
export const handler = makeHandler(deletePolicy, async ({ orgId, policyId, modifiedAt }, caller) => {
  const before = await requireStoredPolicy(scopeOrg(caller, orgId), policyId);
  const status = nextPolicyStatus(before, 'delete', modifiedAt);
  await replacePolicy(
    before,
    {
      ...before,
      status,
      modifiedAt: nextModifiedAt(before, epochSeconds()),
      modifiedBy: callerName(caller),
    },
    'deleted',
  );
  return { id: before.id };
});
