import { getOrgHistory } from '../../shared/callables/orgs';
import { AppError } from '../../shared/registry/errors';
import { makeHandler } from '../core/make-handler';
import { getOrg } from '../data/orgs';
import { listRecordHistoryPage } from '../data/record-history';
import { servePage } from '../data/paged-lists';

/** A page of an organisation's history, oldest first (the switches of two people for money, with their reasons). */
export const handler = makeHandler(getOrgHistory, async ({ orgId, ...params }) => {
  if (!(await getOrg(orgId))) throw new AppError('NOT_FOUND', 'Organization not found!');
  return servePage('orgHistory', [orgId], params, (page) => listRecordHistoryPage(orgId, 'ORGANISATION', orgId, page));
});
