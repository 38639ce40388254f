import { getPayRanges } from '../../../shared/callables/compensation-policies';
import { payRangeToRm } from '../../../shared/domain/benefits/compensation-policy';
import { scopeOrg } from '../../core/caller';
import { makeHandler } from '../chain/make-handler';
import { listPayRangesPage, requireLivePolicy } from '../../data/benefits/compensation-policies';
import { servePage } from '../../data/table/paged-lists';

/**
 * One page of a policy's ranges by minimum, highest first, with range spread and midpoint growth
 * (docs/rules.md#teams-and-compensation-policies); the cursor is bound to the organisation and policy.
 */
export const handler = makeHandler(getPayRanges, async ({ orgId, policyId, ...params }, caller) => {
  const org = scopeOrg(caller, orgId);
  await requireLivePolicy(org, policyId);
  const page = await servePage('payRanges', [org, policyId], params, (request) =>
    listPayRangesPage(org, policyId, request),
  );
  return { ...page, items: page.items.map(payRangeToRm) };
});
