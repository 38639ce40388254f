import { getAll } from '../../../shared/callables/job-levels';
import { scopeOrg } from '../../core/caller';
import { makeHandler } from '../chain/make-handler';
import { listJobLevelsPage } from '../../data/organisations/job-levels';
import { servePage } from '../../data/table/paged-lists';

/** One page of the organisation's job levels by grade then name; the cursor is bound to the organisation and status. */
export const handler = makeHandler(getAll, ({ status, orgId, ...params }, caller) => {
  const org = scopeOrg(caller, orgId);
  return servePage('jobLevels', [org, status], params, (page) => listJobLevelsPage(org, status, page));
});
