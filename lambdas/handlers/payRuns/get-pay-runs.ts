import { getPayRuns } from '../../../shared/callables/pay-runs';
import { payRunToRm } from '../../../shared/domain/benefits/pay-run';
import { ownOrgId } from '../../core/caller';
import { makeHandler } from '../chain/make-handler';
import { servePage } from '../../data/table/paged-lists';
import { listPayRunsPage } from '../../data/benefits/pay-runs';

/** One page of the organisation's pay runs but the deleted ones, newest first. */
export const handler = makeHandler(getPayRuns, async (params, caller) => {
  const orgId = ownOrgId(caller);
  const page = await servePage('payRuns', [orgId], params, (request) =>
    listPayRunsPage(orgId, { notDeleted: true }, request),
  );
  return { ...page, items: page.items.map(payRunToRm) };
});
