import { getDisbursements } from '../../../shared/callables/disbursements';
import { ADMIN_VISIBLE_STATUSES } from '../../../shared/domain/finance/disbursement-status';
import { disbursementToRm } from '../../../shared/domain/finance/disbursement-record';
import { scopeOrg } from '../../core/caller';
import { makeHandler } from '../chain/make-handler';
import { listAdminDisbursementsPage, listOrgDisbursementsPage } from '../../data/finance/disbursements';
import { servePage } from '../../data/table/paged-lists';

/**
 * One page, newest first: management every status of its own organisation; administrators the
 * approved onward of every organisation (GSI1), or of the one named. The cursor is bound to the
 * organisation (or all), the status kept and who reads (an administrator's list is not management's).
 */
export const handler = makeHandler(getDisbursements, async ({ status, orgId, ...params }, caller) => {
  if (caller.isAdmin && status && !ADMIN_VISIBLE_STATUSES.includes(status)) return { items: [] };
  const org = caller.isAdmin ? orgId : scopeOrg(caller, orgId);
  const bounds = [org ?? '*', status, caller.isAdmin ? 'admin' : 'management'];
  const page = await servePage('disbursements', bounds, params, (request) =>
    org
      ? listOrgDisbursementsPage(org, { status, adminVisibleOnly: caller.isAdmin }, request)
      : listAdminDisbursementsPage(status, request),
  );
  return { ...page, items: page.items.map(disbursementToRm) };
});
