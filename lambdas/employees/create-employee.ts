import { createEmployee as createEmployeeDef } from '../../shared/callables/employees';
import { epochSeconds } from '../../shared/domain/time';
import { scopeOrg } from '../core/caller';
import { resolveEmployeeRefs } from '../data/employee-refs';
import { makeHandler } from '../core/make-handler';
import { createEmployee, employeeFromFields } from '../data/employees';

/** A new employee waits for a manager's approval (which also creates their login). */
export const handler = makeHandler(createEmployeeDef, async ({ orgId, ...fields }, caller) => {
  const org = scopeOrg(caller, orgId);
  const { team } = await resolveEmployeeRefs(org, fields);
  const now = epochSeconds();
  return createEmployee(
    employeeFromFields(
      org,
      fields,
      { status: 'pending-approval', createdAt: now, modifiedAt: now, modifiedBy: caller.email },
      team,
    ),
  );
});
