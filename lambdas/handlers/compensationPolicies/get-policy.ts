import { getPolicy } from '../../../shared/callables/compensation-policies';
import { scopeOrg } from '../../core/caller';
import { makeHandler } from '../chain/make-handler';
import { requireLivePolicy } from '../../data/benefits/compensation-policies';

export const handler = makeHandler(getPolicy, async ({ policyId, orgId }, caller) =>
  requireLivePolicy(scopeOrg(caller, orgId), policyId),
);
