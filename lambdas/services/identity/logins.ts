import { setCognitoUserEnabled } from '../../core/clients/cognito';
import { updateUser } from '../../data/identity/users';

/** The login of an employee record, when it has one. */
export interface EmployeeLogin {
  userId: string;
  email: string;
}

export const loginOf = (employee: { userId?: unknown; email?: unknown }): EmployeeLogin | undefined =>
  typeof employee.userId === 'string' && employee.userId && typeof employee.email === 'string' && employee.email
    ? { userId: employee.userId, email: employee.email }
    : undefined;

/**
 * Suspend (or reactivate) the logins of employees taken out of (or put back into) the directory:
 * the user record's status, which the API checks on every call, and the Cognito user, so the
 * sign-in itself is refused in AWS. Idempotent, so a step run again does no harm.
 */
export async function setLoginsActive(
  orgId: string,
  logins: EmployeeLogin[],
  active: boolean,
  at: number,
): Promise<void> {
  for (const login of logins) {
    await updateUser(orgId, login.userId, { status: active ? 'Active' : 'Suspended' }, at);
    await setCognitoUserEnabled(login.email, active);
  }
}
