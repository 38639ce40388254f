import { getSuppliers } from '../../../shared/callables/suppliers';
import { listSearchText } from '../../../shared/callables/list-search';
import { scopeOrg } from '../../core/caller';
import { makeHandler } from '../chain/make-handler';
import { searchKeep, servePage } from '../../data/table/paged-lists';
import { listAllSuppliersPage, listOrgSuppliersPage } from '../../data/benefits/suppliers';

/**
 * One page: management its own organisation's suppliers; an administrator every organisation's
 * unless naming one. `search` keeps the stored suppliers whose columns shown contain it.
 */
export const handler = makeHandler(getSuppliers, ({ status, orgId, search, ...params }, caller) => {
  const org = caller.isAdmin ? orgId : scopeOrg(caller, orgId);
  const keep = searchKeep(search, (item) => [
    item.companyName,
    item.businessRegistrationNumber,
    item.contactPersonName,
    item.email,
    item.orgName,
  ]);
  return servePage('suppliers', [org ?? '*', status, listSearchText(search)], params, (request) => {
    const page = { ...request, keep };
    return org ? listOrgSuppliersPage(org, status, page) : listAllSuppliersPage(status, page);
  });
});
