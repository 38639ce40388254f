import { editEmployee } from '../../shared/callables/employees';
import { applyEmployeeEdit, bankAccountChanged, employeeRecordProblems } from '../../shared/domain/employee-edit';
import type { SensitiveChange } from '../../shared/domain/security-notices';
import { epochSeconds } from '../../shared/domain/time';
import { AppError } from '../../shared/registry/errors';
import { callerName, scopeOrg } from '../core/caller';
import { resolveEmployeeRefs } from '../data/employee-refs';
import { makeHandler } from '../core/make-handler';
import { replaceEmployee, requireEmployee } from '../data/employees';
import { sendChangeNotices } from '../services/security-notices';

/**
 * Change the fields the body carries and nothing else (shared/domain/employee-edit.ts). An
 * employee with a login keeps their e-mail: it is their sign-in name. A new bank account starts
 * the 24-hour cooling-off; the employee with a login is told of a new bank account or mobile
 * number (and the old number texted), as when they change it themselves.
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
  const after = applyEmployeeEdit(before, edit, { team, at: epochSeconds(), by: caller.email });
  const problems = employeeRecordProblems(after);
  if (problems.length)
    throw new AppError('INVALID_ARGUMENT', problems.map((p) => p.message).join('. ') + '.', problems);
  const saved = await replaceEmployee(before, after, modifiedAt ?? before.modifiedAt);
  if (before.userId && before.email) {
    const changes: SensitiveChange[] = [
      ...(bankAccountChanged(before, saved)
        ? [
            {
              kind: 'bankAccount' as const,
              bank: saved.bank,
              accountNumber: saved.accountNumber,
              previousAccountNumber: before.accountNumber,
            },
          ]
        : []),
      ...((before.mobileNumber ?? '') !== (saved.mobileNumber ?? '')
        ? [
            {
              kind: 'mobileNumber' as const,
              mobileNumber: saved.mobileNumber,
              previousMobileNumber: before.mobileNumber,
            },
          ]
        : []),
    ];
    await sendChangeNotices(
      { orgId: org, email: before.email, firstName: saved.firstName },
      changes,
      { self: false, name: callerName(caller) },
      saved.modifiedAt,
    );
  }
  return saved;
});
