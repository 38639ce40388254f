import { getEmployees } from '../../shared/callables/employees';
import { scopeOrg } from '../lib/caller';
import { makeHandler } from '../lib/make-handler';
import { getEmployeesLastModified, listEmployees } from '../lib/repos/employees';

export const handler = makeHandler(getEmployees, async ({ orgId, status, cursor, limit }, caller) => {
  const org = scopeOrg(caller, orgId);
  const [page, lastModified] = await Promise.all([listEmployees(org, { status, cursor, limit }), getEmployeesLastModified(org)]);
  return { ...page, lastModified };
});
