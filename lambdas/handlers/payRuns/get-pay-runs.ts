import { getPayRuns } from '../../../shared/callables/pay-runs';
import { ownOrgId } from '../../core/caller';
import { makeHandler } from '../chain/make-handler';
import { servePage } from '../../data/table/paged-lists';
import { listPayRunsPage } from '../../data/benefits/pay-runs';

/** One page of the organisation's pay runs but the deleted ones, newest first. */
export const handler = makeHandler(getPayRuns, (params, caller) => {
  const orgId = ownOrgId(caller);
  return servePage('payRuns', [orgId], params, (page) => listPayRunsPage(orgId, { notDeleted: true }, page));
});
