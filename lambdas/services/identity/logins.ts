import { setCognitoUserEnabled } from '../../core/clients/cognito';
import { auditItem } from '../../data/audit/audit-trail';
import { updateUser } from '../../data/identity/users';

/** The login of an employee record, when it has one (with the employee's name, for the audit trail). */
export interface EmployeeLogin {
  userId: string;
  email: string;
  name?: string;
}

export const loginOf = (employee: { userId?: unknown; email?: unknown; name?: unknown }): EmployeeLogin | undefined =>
  typeof employee.userId === 'string' && employee.userId && typeof employee.email === 'string' && employee.email
    ? {
        userId: employee.userId,
        email: employee.email,
        ...(typeof employee.name === 'string' && employee.name ? { name: employee.name } : {}),
      }
    : undefined;

/**
 * Suspend (or reactivate) the logins of employees taken out of (or put back into) the directory:
 * the user record's status, which the API checks on every call, with its audit entry, and the
 * Cognito user, so the sign-in itself is refused in AWS. Idempotent, so a step run again does no
 * harm (it records the status again). `why`: the reason the audit entries give.
 */
export async function setLoginsActive(
  orgId: string,
  logins: EmployeeLogin[],
  active: boolean,
  at: number,
  why?: string,
): Promise<void> {
  const status = active ? 'Active' : 'Suspended';
  for (const login of logins) {
    const audit = auditItem({
      orgId,
      kind: 'user',
      action: active ? 'reactivated' : 'suspended',
      subject: { type: 'user', id: login.userId, name: login.name ?? login.email },
      changes: [{ field: 'status', after: status }],
      ...(why ? { why } : {}),
    });
    await updateUser(orgId, login.userId, { status }, at, undefined, [audit]);
    await setCognitoUserEnabled(login.email, active);
  }
}
