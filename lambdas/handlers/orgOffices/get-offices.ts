import { getOffices } from '../../../shared/callables/org-offices';
import { scopeOrg } from '../../core/caller';
import { makeHandler } from '../chain/make-handler';
import { listOfficesPage } from '../../data/organisations/offices';
import { servePage } from '../../data/table/paged-lists';

/** One page of the organisation's offices by name; the cursor is bound to the organisation. */
export const handler = makeHandler(getOffices, async ({ orgId, ...params }, caller) => {
  const org = scopeOrg(caller, orgId);
  const { items, nextCursor } = await servePage('offices', [org], params, (page) => listOfficesPage(org, page));
  return { offices: items, ...(nextCursor ? { nextCursor } : {}) };
});
