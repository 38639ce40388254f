import { getOrgHistory } from '../../../shared/callables/orgs';
import { AppError } from '../../../shared/registry/errors';
import { makeHandler } from '../chain/make-handler';
import { getOrg } from '../../data/organisations/orgs';
import { listRecordHistoryPage } from '../../data/table/record-history';
import { servePage } from '../../data/table/paged-lists';

/** A page of an organisation's history, oldest first (the switches of two people for money, with their reasons). */
export const handler = makeHandler(getOrgHistory, async ({ orgId, ...params }) => {
  if (!(await getOrg(orgId))) throw new AppError('NOT_FOUND', 'Organization not found!');
  return servePage('orgHistory', [orgId], params, (page) => listRecordHistoryPage(orgId, 'ORGANISATION', orgId, page));
});
