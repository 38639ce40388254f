import { getFullEmployeeProfile } from '../../shared/callables/employees';
import { scopeOrg } from '../lib/caller';
import { makeHandler } from '../lib/make-handler';
import { requireEmployee } from '../lib/repos/employees';

export const handler = makeHandler(getFullEmployeeProfile, async ({ employeeICNumber, orgId }, caller) =>
  requireEmployee(scopeOrg(caller, orgId), employeeICNumber));
