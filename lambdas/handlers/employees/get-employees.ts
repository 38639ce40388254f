import { getEmployees } from '../../../shared/callables/employees';
import { scopeOrg } from '../../core/caller';
import { employeeToRm } from '../../../shared/domain/employees/employee-record';
import { makeHandler } from '../chain/make-handler';
import { getEmployeesLastModified, listEmployees } from '../../data/employees/employees';

export const handler = makeHandler(getEmployees, async ({ orgId, status, search, cursor, limit }, caller) => {
  const org = scopeOrg(caller, orgId);
  const [page, lastModified] = await Promise.all([
    listEmployees(org, { status, search, cursor, limit }),
    getEmployeesLastModified(org),
  ]);
  return { ...page, items: page.items.map(employeeToRm), lastModified };
});
