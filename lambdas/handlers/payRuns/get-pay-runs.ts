import { getPayRuns } from '../../../shared/callables/pay-runs';
import { listSearchText } from '../../../shared/callables/list-search';
import { payRunToRm } from '../../../shared/domain/benefits/pay-run';
import { ownOrgId } from '../../core/caller';
import { makeHandler } from '../chain/make-handler';
import { searchKeep, servePage } from '../../data/table/paged-lists';
import { listPayRunsPage } from '../../data/benefits/pay-runs';

/** One page of the organisation's pay runs but the deleted ones, newest first; a search matches the benefit name. */
export const handler = makeHandler(getPayRuns, async ({ search, ...params }, caller) => {
  const orgId = ownOrgId(caller);
  const keep = searchKeep(search, (item) => [item.benefitName]);
  const page = await servePage('payRuns', [orgId, listSearchText(search)], params, (request) =>
    listPayRunsPage(orgId, { notDeleted: true }, { ...request, keep }),
  );
  return { ...page, items: page.items.map(payRunToRm) };
});
