import { getFullEmployeeProfile } from '../../shared/callables/employees';
import { scopeOrg } from '../core/caller';
import { makeHandler } from '../core/make-handler';
import { requireEmployee } from '../data/employees';

export const handler = makeHandler(getFullEmployeeProfile, async ({ employeeICNumber, orgId }, caller) =>
  requireEmployee(scopeOrg(caller, orgId), employeeICNumber),
);
