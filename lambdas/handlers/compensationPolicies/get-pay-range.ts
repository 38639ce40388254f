import { getPayRange } from '../../../shared/callables/compensation-policies';
import { payRangeToRm } from '../../../shared/domain/benefits/compensation-policy';
import { scopeOrg } from '../../core/caller';
import { makeHandler } from '../chain/make-handler';
import { requireLivePolicy, requirePayRange } from '../../data/benefits/compensation-policies';

export const handler = makeHandler(getPayRange, async ({ orgId, policyId, payRangeId }, caller) => {
  const org = scopeOrg(caller, orgId);
  await requireLivePolicy(org, policyId);
  return payRangeToRm(await requirePayRange(org, policyId, payRangeId));
});
