import { editPolicy } from '../../../shared/callables/compensation-policies';
import { epochSeconds } from '../../../shared/domain/time/time';
import { callerName, scopeOrg } from '../../core/caller';
import { makeHandler } from '../chain/make-handler';
import { replacePolicy, requireStoredPolicy } from '../../data/benefits/compensation-policies';
import { nextPolicyStatus } from '../../services/benefits/compensation-changes';
import { nextModifiedAt } from '../../../shared/domain/organisations/approval';

/** An edited policy goes back to pending approval and loses its approval. */
export const handler = makeHandler(editPolicy, async ({ orgId, policyId, compensationName, modifiedAt }, caller) => {
  const before = await requireStoredPolicy(scopeOrg(caller, orgId), policyId);
  const status = nextPolicyStatus(before, 'edit', modifiedAt);
  const { approvedBy: _by, approvedAt: _at, ...rest } = before;
  return replacePolicy(
    before,
    {
      ...rest,
      compensationName,
      status,
      modifiedAt: nextModifiedAt(before, epochSeconds()),
      modifiedBy: callerName(caller),
    },
    'changed',
  );
});
