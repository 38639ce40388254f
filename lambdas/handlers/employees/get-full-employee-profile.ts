import { getFullEmployeeProfile } from '../../../shared/callables/employees';
import { scopeOrg } from '../../core/caller';
import { employeeToRm } from '../../../shared/domain/employees/employee-record';
import { makeHandler } from '../chain/make-handler';
import { requireEmployee } from '../../data/employees/employees';

export const handler = makeHandler(getFullEmployeeProfile, async ({ employeeICNumber, orgId }, caller) =>
  employeeToRm(await requireEmployee(scopeOrg(caller, orgId), employeeICNumber)),
);
