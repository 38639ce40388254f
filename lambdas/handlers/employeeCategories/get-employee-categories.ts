import { getEmployeeCategories } from '../../../shared/callables/employee-categories';
import { scopeOrg } from '../../core/caller';
import { makeHandler } from '../chain/make-handler';
import { listCategoriesPage } from '../../data/organisations/employee-categories';
import { servePage } from '../../data/table/paged-lists';

/** One page of the organisation's categories, oldest first; the cursor is bound to the organisation and status. */
export const handler = makeHandler(getEmployeeCategories, ({ status, orgId, ...params }, caller) => {
  const org = scopeOrg(caller, orgId);
  return servePage('employeeCategories', [org, status], params, (page) => listCategoriesPage(org, status, page));
});
