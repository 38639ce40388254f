import { editEmployee } from '../../../shared/callables/employees';
import {
  applyEmployeeEdit,
  employeeEditToSen,
  employeeRecordProblems,
} from '../../../shared/domain/employees/employee-edit';
import { employeeToRm } from '../../../shared/domain/employees/employee-record';
import { epochSeconds } from '../../../shared/domain/time/time';
import { AppError } from '../../../shared/registry/errors';
import { callerName, scopeOrg } from '../../core/caller';
import { resolveEmployeeRefs } from '../../data/employees/employee-refs';
import { makeHandler } from '../chain/make-handler';
import { requireEmployee } from '../../data/employees/employees';
import { notifyPayoutChange, saveEmployeeChange } from '../../services/employees/payout-accounts';

/**
 * Change the fields the body carries and nothing else (shared/domain/employees/employee-edit.ts). An
 * employee with a login keeps their e-mail: it is their sign-in name. A new bank account or mobile
 * number goes through the payout-account gate: the editor's fresh sign-in (403
 * REAUTHENTICATION_REQUIRED otherwise, nothing changed), the 24-hour cooling-off, a history entry,
 * and a notice to the employee's e-mail and mobile number on record.
 */
export const handler = makeHandler(editEmployee, async ({ orgId, modifiedAt, ...edit }, caller) => {
  const org = scopeOrg(caller, orgId);
  const before = await requireEmployee(org, edit.employeeICNumber);
  if (before.userId && edit.email !== undefined && (edit.email.toLowerCase() || undefined) !== before.email) {
    throw new AppError(
      'INVALID_STATE',
      `${before.name} already signs in with ${before.email}; that e-mail cannot be changed here.`,
      [{ field: 'email', message: 'Cannot be changed once the employee has a login' }],
    );
  }
  const { team } = await resolveEmployeeRefs(org, edit);
  const at = epochSeconds();
  const after = applyEmployeeEdit(before, employeeEditToSen(edit), { team, at, by: caller.email });
  const problems = employeeRecordProblems(after);
  if (problems.length)
    throw new AppError('INVALID_ARGUMENT', problems.map((p) => p.message).join('. ') + '.', problems);
  const by = callerName(caller);
  const { saved, changes } = await saveEmployeeChange({
    actor: caller,
    before,
    after,
    expectedModifiedAt: modifiedAt ?? before.modifiedAt,
    by,
    at,
    source: 'edit',
  });
  await notifyPayoutChange(before, saved, changes, { self: false, name: by }, saved.modifiedAt);
  return employeeToRm(saved);
});
