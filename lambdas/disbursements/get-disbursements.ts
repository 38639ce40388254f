import { getDisbursements } from '../../shared/callables/disbursements';
import { ADMIN_VISIBLE_STATUSES } from '../../shared/domain/disbursement';
import { scopeOrg } from '../core/caller';
import { makeHandler } from '../core/make-handler';
import { listAdminDisbursements, listOrgDisbursements } from '../data/disbursements';

/**
 * Management reads every status of its own organisation; administrators the approved onward of
 * every organisation (GSI1), or of the one named.
 */
export const handler = makeHandler(getDisbursements, async ({ status, orgId }, caller) => {
  const all = !caller.isAdmin
    ? await listOrgDisbursements(scopeOrg(caller, orgId))
    : orgId
      ? (await listOrgDisbursements(orgId)).filter((d) => ADMIN_VISIBLE_STATUSES.includes(d.status))
      : await listAdminDisbursements();
  return { items: status ? all.filter((d) => d.status === status) : all };
});
