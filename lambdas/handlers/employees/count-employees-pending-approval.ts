import { countEmployeesPendingApproval } from '../../../shared/callables/employees';
import { scopeOrg } from '../../core/caller';
import { makeHandler } from '../chain/make-handler';
import { countPendingEmployees } from '../../data/employees/employees';

export const handler = makeHandler(countEmployeesPendingApproval, async ({ orgId }, caller) => ({
  count: await countPendingEmployees(scopeOrg(caller, orgId)),
}));
