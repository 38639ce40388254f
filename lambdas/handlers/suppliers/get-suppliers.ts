import { getSuppliers } from '../../../shared/callables/suppliers';
import { scopeOrg } from '../../core/caller';
import { makeHandler } from '../chain/make-handler';
import { servePage } from '../../data/table/paged-lists';
import { listAllSuppliersPage, listOrgSuppliersPage } from '../../data/benefits/suppliers';

/** One page: management its own organisation's suppliers; an administrator every organisation's unless naming one. */
export const handler = makeHandler(getSuppliers, ({ status, orgId, ...params }, caller) => {
  const org = caller.isAdmin ? orgId : scopeOrg(caller, orgId);
  return servePage('suppliers', [org ?? '*', status], params, (page) =>
    org ? listOrgSuppliersPage(org, status, page) : listAllSuppliersPage(status, page),
  );
});
