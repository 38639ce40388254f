import { getDisbursements } from '../../../shared/callables/disbursements';
import { listSearchText } from '../../../shared/callables/list-search';
import { ADMIN_VISIBLE_STATUSES } from '../../../shared/domain/finance/disbursement-status';
import { disbursementToRm } from '../../../shared/domain/finance/disbursement-record';
import { scopeOrg } from '../../core/caller';
import { makeHandler } from '../chain/make-handler';
import { listAdminDisbursementsPage, listOrgDisbursementsPage } from '../../data/finance/disbursements';
import { searchKeep, servePage } from '../../data/table/paged-lists';

/**
 * One page, newest first: management every status of its own organisation; administrators the
 * approved onward of every organisation (GSI1), or of the one named. The cursor is bound to the
 * organisation (or all), the status kept, who reads (an administrator's list is not management's)
 * and the search (a disbursement's name or its organisation's).
 */
export const handler = makeHandler(getDisbursements, async ({ status, orgId, search, ...params }, caller) => {
  if (caller.isAdmin && status && !ADMIN_VISIBLE_STATUSES.includes(status)) return { items: [] };
  const org = caller.isAdmin ? orgId : scopeOrg(caller, orgId);
  const bounds = [org ?? '*', status, caller.isAdmin ? 'admin' : 'management', listSearchText(search)];
  const keep = searchKeep(search, (item) => [item.name, item.orgName]);
  const page = await servePage('disbursements', bounds, params, (request) =>
    org
      ? listOrgDisbursementsPage(org, { status, adminVisibleOnly: caller.isAdmin }, { ...request, keep })
      : listAdminDisbursementsPage(status, { ...request, keep }),
  );
  return { ...page, items: page.items.map(disbursementToRm) };
});
