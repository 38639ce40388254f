import { getEmployeesPendingApproval } from '../../shared/callables/employees';
import { scopeOrg } from '../lib/caller';
import { makeHandler } from '../lib/make-handler';
import { listPendingEmployees } from '../lib/repos/employees';

export const handler = makeHandler(getEmployeesPendingApproval, async ({ orgId }, caller) => ({
  items: await listPendingEmployees(scopeOrg(caller, orgId)),
}));
