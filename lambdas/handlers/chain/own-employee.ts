import type { EmployeeRecord } from '../../../shared/domain/employees/employee-record';

import { PROFILE_NOT_FOUND } from '../../../shared/domain/employees/profile-limits';
import { AppError } from '../../../shared/registry/errors';
import { scopeOrg, type Caller } from '../../core/caller';
import { getEmployee } from '../../data/employees/employees';

/**
 * The caller's own employee record: the one their user record points at, in their own
 * organisation (never one named in the payload). 404 saying to ask the manager when there is none.
 */
export async function requireOwnEmployee(caller: Caller): Promise<EmployeeRecord> {
  const orgId = scopeOrg(caller, undefined);
  const ic = caller.user.employeeICNumber;
  const employee = ic ? await getEmployee(orgId, ic) : undefined;
  if (!employee) throw new AppError('NOT_FOUND', PROFILE_NOT_FOUND);
  return employee;
}
