import { countEmployeesPendingApproval } from '../../shared/callables/employees';
import { scopeOrg } from '../lib/caller';
import { makeHandler } from '../lib/make-handler';
import { countPendingEmployees } from '../lib/repos/employees';

export const handler = makeHandler(countEmployeesPendingApproval, async ({ orgId }, caller) => ({
  count: await countPendingEmployees(scopeOrg(caller, orgId)),
}));
