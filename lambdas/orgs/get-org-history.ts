import { getOrgHistory } from '../../shared/callables/orgs';
import { AppError } from '../../shared/registry/errors';
import { makeHandler } from '../core/make-handler';
import { getOrg } from '../data/orgs';
import { listRecordHistory } from '../data/record-history';

/** An organisation's history, oldest first (the switches of two people for money, with their reasons). */
export const handler = makeHandler(getOrgHistory, async ({ orgId }) => {
  if (!(await getOrg(orgId))) throw new AppError('NOT_FOUND', 'Organization not found!');
  return { items: await listRecordHistory(orgId, 'ORGANISATION', orgId) };
});
