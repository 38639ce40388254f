import { editEmployee } from '../../shared/callables/employees';
import { applyEmployeeEdit, employeeRecordProblems } from '../../shared/domain/employee-edit';
import { epochSeconds } from '../../shared/domain/time';
import { AppError } from '../../shared/registry/errors';
import { scopeOrg } from '../lib/caller';
import { resolveEmployeeRefs } from '../lib/employee-refs';
import { makeHandler } from '../lib/make-handler';
import { replaceEmployee, requireEmployee } from '../lib/repos/employees';

/**
 * Change the fields the body carries and nothing else (shared/domain/employee-edit.ts). An
 * employee with a login keeps their e-mail: it is their sign-in name.
 */
export const handler = makeHandler(editEmployee, async ({ orgId, modifiedAt, ...edit }, caller) => {
  const org = scopeOrg(caller, orgId);
  const before = await requireEmployee(org, edit.employeeICNumber);
  if (before.userId && edit.email !== undefined && (edit.email.toLowerCase() || undefined) !== before.email) {
    throw new AppError('INVALID_STATE', `${before.name} already signs in with ${before.email}; that e-mail cannot be changed here.`, [{ field: 'email', message: 'Cannot be changed once the employee has a login' }]);
  }
  const { team } = await resolveEmployeeRefs(org, edit);
  const after = applyEmployeeEdit(before, edit, { team, at: epochSeconds(), by: caller.email });
  const problems = employeeRecordProblems(after);
  if (problems.length) throw new AppError('INVALID_ARGUMENT', problems.map((p) => p.message).join('. ') + '.', problems);
  return replaceEmployee(before, after, modifiedAt ?? before.modifiedAt);
});
