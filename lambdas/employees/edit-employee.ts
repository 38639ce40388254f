import { editEmployee } from '../../shared/callables/employees';
import { epochSeconds } from '../../shared/domain/time';
import { AppError } from '../../shared/registry/errors';
import { scopeOrg } from '../lib/caller';
import { resolveEmployeeRefs } from '../lib/employee-refs';
import { makeHandler } from '../lib/make-handler';
import { employeeFromFields, replaceEmployee, requireEmployee } from '../lib/repos/employees';

/**
 * Change an employee. What the form does not carry (status, login, approval, wallet election,
 * import) is kept. An employee with a login keeps their e-mail: it is their sign-in name.
 */
export const handler = makeHandler(editEmployee, async ({ orgId, modifiedAt, ...fields }, caller) => {
  const org = scopeOrg(caller, orgId);
  const before = await requireEmployee(org, fields.employeeICNumber);
  const email = fields.email ? fields.email.toLowerCase() : undefined;
  if (before.userId && email !== before.email) {
    throw new AppError('INVALID_STATE', `${before.name} already signs in with ${before.email}; that e-mail cannot be changed here.`, [{ field: 'email', message: 'Cannot be changed once the employee has a login' }]);
  }
  const { team } = await resolveEmployeeRefs(org, fields);
  const { status, createdAt, userId, walletElection, importId, approvedBy, approvedAt, mobileNumberVerified } = before;
  const after = employeeFromFields(org, fields, {
    status, createdAt, userId, walletElection, importId, approvedBy, approvedAt,
    advancePayWithdrawalsDisabled: fields.advancePayWithdrawalsDisabled ?? before.advancePayWithdrawalsDisabled,
    // a number the employee verified stays verified only while it is unchanged
    mobileNumberVerified: fields.mobileNumber === before.mobileNumber ? mobileNumberVerified : undefined,
    modifiedAt: Math.max(epochSeconds(), before.modifiedAt + 1),
    modifiedBy: caller.email,
  }, team);
  return replaceEmployee(before, after, modifiedAt ?? before.modifiedAt);
});
