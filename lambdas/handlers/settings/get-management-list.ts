import { getManagementList } from '../../../shared/callables/settings';
import { makeHandler } from '../chain/make-handler';
import { ownOrgId } from '../../core/caller';
import { listManagersPage } from '../../data/organisations/management-settings';
import { servePage } from '../../data/table/paged-lists';

/** One page of the possible recipients of new-request e-mails: the organisation's active Managers and Executives. */
export const handler = makeHandler(getManagementList, (params, caller) => {
  const org = ownOrgId(caller);
  return servePage('managers', [org], params, (page) => listManagersPage(org, page));
});
