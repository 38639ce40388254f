import { getTeams } from '../../../shared/callables/teams';
import { scopeOrg } from '../../core/caller';
import { makeHandler } from '../chain/make-handler';
import { servePage } from '../../data/table/paged-lists';
import { listTeamsPage } from '../../data/organisations/teams';

/** One page of the organisation's teams by code; the cursor is bound to the organisation and status. */
export const handler = makeHandler(getTeams, ({ status, orgId, ...params }, caller) => {
  const org = scopeOrg(caller, orgId);
  return servePage('teams', [org, status], params, (page) => listTeamsPage(org, status, page));
});
