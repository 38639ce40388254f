import { deletePayRange } from '../../../shared/callables/compensation-policies';
import { epochSeconds } from '../../../shared/domain/time/time';
import { callerName, scopeOrg } from '../../core/caller';
import { makeHandler } from '../chain/make-handler';
import { requirePayRange, writePayRange } from '../../data/benefits/compensation-policies';
import { policyForRangeChange } from '../../services/benefits/compensation-changes';
import { nextModifiedAt } from '../../../shared/domain/organisations/approval';

/** A soft delete (deleted: true); the policy goes back to pending approval in the same transaction. */
export const handler = makeHandler(deletePayRange, async ({ orgId, policyId, payRangeId }, caller) => {
  const org = scopeOrg(caller, orgId);
  const policy = await policyForRangeChange(org, policyId);
  const before = await requirePayRange(org, policyId, payRangeId);
  const now = epochSeconds();
  const by = callerName(caller);
  await writePayRange(
    policy,
    { ...before, deleted: true, modifiedAt: nextModifiedAt(before, now), modifiedBy: by },
    before,
    nextModifiedAt(policy, now),
    by,
  );
  return { id: before.id };
});
