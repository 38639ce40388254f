import { createEmployee as createEmployeeDef } from '../../../shared/callables/employees';
import { epochSeconds } from '../../../shared/domain/time/time';
import { callerName, scopeOrg } from '../../core/caller';
import { resolveEmployeeRefs } from '../../data/employees/employee-refs';
import { makeHandler } from '../chain/make-handler';
import { employeeFromFields } from '../../data/employees/employees';
import { createEmployeeWithPayout } from '../../services/employees/payout-accounts';
import { EMPLOYEE_STATUS } from '../../../shared/domain/employees/employee';
import { employeeFieldsToSen, employeeToRm } from '../../../shared/domain/employees/employee-record';

/**
 * A new employee waits for a manager's approval (which also creates their login). The account
 * they are created with goes through the payout-account gate: the first entry of their history.
 */
export const handler = makeHandler(createEmployeeDef, async ({ orgId, ...fields }, caller) => {
  const org = scopeOrg(caller, orgId);
  const { team } = await resolveEmployeeRefs(org, fields);
  const now = epochSeconds();
  const created = await createEmployeeWithPayout(
    employeeFromFields(
      org,
      employeeFieldsToSen(fields),
      { status: EMPLOYEE_STATUS.pending, createdAt: now, modifiedAt: now, modifiedBy: caller.email },
      team,
    ),
    callerName(caller),
    now,
  );
  return employeeToRm(created);
});
