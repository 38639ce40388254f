import { countEmployeesPendingApproval } from '../../shared/callables/employees';
import { scopeOrg } from '../core/caller';
import { makeHandler } from '../core/make-handler';
import { countPendingEmployees } from '../data/employees';

export const handler = makeHandler(countEmployeesPendingApproval, async ({ orgId }, caller) => ({
  count: await countPendingEmployees(scopeOrg(caller, orgId)),
}));
