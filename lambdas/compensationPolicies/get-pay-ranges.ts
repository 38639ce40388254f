import { getPayRanges } from '../../shared/callables/compensation-policies';
import { withRangeMetrics } from '../../shared/domain/pay-range-metrics';
import { scopeOrg } from '../core/caller';
import { makeHandler } from '../core/make-handler';
import { listPayRanges, requireLivePolicy } from '../data/compensation-policies';

/** By minimum, highest first, with range spread and midpoint growth (docs/rules.md#teams-and-compensation-policies). */
export const handler = makeHandler(getPayRanges, async ({ orgId, policyId }, caller) => {
  const org = scopeOrg(caller, orgId);
  await requireLivePolicy(org, policyId);
  return { items: withRangeMetrics(await listPayRanges(org, policyId)) };
});
