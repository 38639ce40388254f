import { softDeleteEmployee as softDeleteEmployeeDef } from '../../shared/callables/employees';
import { epochSeconds } from '../../shared/domain/time';
import { scopeOrg } from '../lib/caller';
import { setCognitoUserEnabled } from '../lib/cognito';
import { makeHandler } from '../lib/make-handler';
import { requireEmployee, softDeleteEmployee } from '../lib/repos/employees';
import { updateUser } from '../lib/repos/users';

/**
 * Soft delete: the record stays (marked deleted) for the history of their withdrawals; their
 * login is suspended at once (the API refuses a suspended account even with a valid token).
 */
export const handler = makeHandler(softDeleteEmployeeDef, async ({ employeeICNumber, orgId }, caller) => {
  const org = scopeOrg(caller, orgId);
  const employee = await requireEmployee(org, employeeICNumber);
  const at = epochSeconds();
  await softDeleteEmployee(employee, at, caller.email);
  if (employee.userId && employee.email) {
    await updateUser(org, employee.userId, { status: 'Suspended' }, at);
    await setCognitoUserEnabled(employee.email, false);
  }
  return { ok: true as const };
});
