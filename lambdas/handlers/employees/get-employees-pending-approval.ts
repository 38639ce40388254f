import { pageLimit } from '../../../shared/callables/common';
import { getEmployeesPendingApproval } from '../../../shared/callables/employees';
import { scopeOrg } from '../../core/caller';
import { employeeToRm } from '../../../shared/domain/employees/employee-record';
import { makeHandler } from '../chain/make-handler';
import { countPendingEmployees, listPendingEmployeesPage } from '../../data/employees/employees';
import { servePage } from '../../data/table/paged-lists';

/**
 * One page of the employees pending approval (the sparse index and one BatchGet; a search by IC
 * number narrows the index's key range), and how many are pending in all from the organisation's employee counters, read at the same time: three
 * requests a page, whatever the organisation's size.
 */
export const handler = makeHandler(getEmployeesPendingApproval, async ({ orgId, search, cursor, limit }, caller) => {
  const org = scopeOrg(caller, orgId);
  const icPrefix = search || undefined;
  const [page, total] = await Promise.all([
    servePage(
      'employees-getEmployeesPendingApproval',
      [org, icPrefix],
      { cursor, limit: pageLimit(limit) },
      (request) => listPendingEmployeesPage(org, { ...request, icPrefix }),
    ),
    countPendingEmployees(org),
  ]);
  return { ...page, items: page.items.map(employeeToRm), total };
});
