import { softDeleteEmployee as softDeleteEmployeeDef } from '../../../shared/callables/employees';
import { epochSeconds } from '../../../shared/domain/time/time';
import { scopeOrg } from '../../core/caller';
import { loginOf, setLoginsActive } from '../../services/identity/logins';
import { makeHandler } from '../chain/make-handler';
import { requireEmployee, softDeleteEmployee } from '../../data/employees/employees';

/**
 * Soft delete: the record stays (marked deleted) for the history of their withdrawals; their
 * login is suspended at once (the API refuses a suspended account even with a valid token).
 */
export const handler = makeHandler(softDeleteEmployeeDef, async ({ employeeICNumber, orgId }, caller) => {
  const org = scopeOrg(caller, orgId);
  const employee = await requireEmployee(org, employeeICNumber);
  const at = epochSeconds();
  await softDeleteEmployee(employee, at, caller.email);
  const login = loginOf(employee);
  if (login) await setLoginsActive(org, [login], false, at, 'Employee deleted');
  return { ok: true as const };
});
