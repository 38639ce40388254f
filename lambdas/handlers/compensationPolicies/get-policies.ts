import { getPolicies } from '../../../shared/callables/compensation-policies';
import { scopeOrg } from '../../core/caller';
import { makeHandler } from '../chain/make-handler';
import { listPoliciesPage } from '../../data/benefits/compensation-policies';
import { servePage } from '../../data/table/paged-lists';

/** One page of the organisation's live policies, newest first; the cursor is bound to the organisation. */
export const handler = makeHandler(getPolicies, ({ orgId, ...params }, caller) => {
  const org = scopeOrg(caller, orgId);
  return servePage('compensationPolicies', [org], params, (page) => listPoliciesPage(org, page));
});
