import { getEmployeesPendingApproval } from '../../shared/callables/employees';
import { scopeOrg } from '../core/caller';
import { makeHandler } from '../core/make-handler';
import { listPendingEmployees } from '../data/employees';

export const handler = makeHandler(getEmployeesPendingApproval, async ({ orgId }, caller) => ({
  items: await listPendingEmployees(scopeOrg(caller, orgId)),
}));
