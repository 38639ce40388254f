import type { EmployeeRecord } from '../../../shared/domain/employees/employee-record';
import type { User } from '../../../shared/domain/identity/user';
import { AppError } from '../../../shared/registry/errors';
import { scopeOrg, type Caller } from '../../core/caller';
import { setCognitoUserEnabled } from '../../core/clients/cognito';
import { logger } from '../../core/powertools';
import { getEmployee } from '../../data/employees/employees';
import { getUser } from '../../data/identity/users';
import { lockUserRecord, unlockUserRecord } from '../../data/identity/user-locks';
import { syncCognitoUser } from './user-sync';
import { clearWithdrawalCode, WITHDRAWAL_MAX_WRONG_CODES } from '../../data/advance-pay/withdrawal-codes';

/**
 * Account lock-out after too many wrong withdrawal codes (docs/rules.md#verification-codes-and-lock-out) and its undo.
 * A lock marks the user record (`locked`, `lockedAt`, `lockedReason`: the handler chain then
 * refuses every call with ACCOUNT_LOCKED) and has the user-sync worker disable the Cognito user
 * (the sign-in is refused in AWS). An unlock, by a Manager of the organisation or an administrator, undoes both.
 */

/** Why a withdrawal lock happened, as the employee and their managers read it. */
export const WRONG_CODES_REASON = `${WITHDRAWAL_MAX_WRONG_CODES} wrong verification codes`;
/** The message of the 403 OUT_OF_RANGE that answers the wrong code locking the account. */
export const LOCKED_MESSAGE = 'Too many Attempts! Your account has been locked. Please contact support for help!';

/**
 * Lock the account: the user record first (that alone stops every later call), then Cognito.
 * Idempotent: racing wrong codes may lock twice; the first `lockedAt` stays.
 */
export async function lockAccount(
  user: Pick<User, 'id' | 'orgId' | 'email' | 'displayName'>,
  reason: string,
  at: number,
): Promise<{ lockedAt: number }> {
  const lockedAt = await lockUserRecord(user, reason, at);
  // The user-sync worker disables the Cognito user once it reads the lock on the record (the
  // employee's own function holds no Cognito admin action); nothing waits for it: the record's lock
  // already refuses every call, and a queue hiccup must not hide the lock from the caller.
  await syncCognitoUser({ orgId: user.orgId, id: user.id }, false).catch((error: unknown) => {
    logger.error('Could not ask for the Cognito user of a locked account to be disabled', { error: error as Error });
  });
  return { lockedAt };
}

/**
 * Unlock the account: clear the lock and the wrong-code count, re-enable Cognito, record who and
 * when. 409 when it is not locked (nothing to do, and the page is stale).
 */
export async function unlockAccount(user: User, by: string, at: number): Promise<User> {
  if (!user.orgId) throw new AppError('INVALID_STATE', 'Only organisation accounts are locked by withdrawals.');
  const modifiedAt = await unlockUserRecord({ ...user, orgId: user.orgId }, by, at);
  await clearWithdrawalCode(user.orgId, user.id);
  // A suspended login (taken out of the directory) stays disabled: the lock was not all that stopped it.
  if (user.status === 'Active') await setCognitoUserEnabled(user.email, true);
  return {
    ...user,
    locked: undefined,
    lockedAt: undefined,
    lockedReason: undefined,
    unlockedAt: at,
    unlockedBy: by,
    modifiedAt,
  };
}

/** The lock state of a login as the management pages show it (no login: not locked). */
export function lockOf(user: User | undefined) {
  return {
    hasLogin: !!user,
    locked: user?.locked === true,
    lockedAt: user?.lockedAt,
    lockedReason: user?.lockedReason,
    unlockedAt: user?.unlockedAt,
    unlockedBy: user?.unlockedBy,
  };
}

/**
 * The login of an employee of the caller's organisation (admins name it): 404 when there is no
 * such employee; `user` undefined when the employee has no login. With the employee's record.
 */
export async function lockTarget(
  caller: Caller,
  input: { employeeICNumber: string; orgId?: string },
): Promise<{ orgId: string; user: User | undefined; employee: EmployeeRecord }> {
  const orgId = scopeOrg(caller, input.orgId);
  const employee = await getEmployee(orgId, input.employeeICNumber);
  if (!employee) throw new AppError('NOT_FOUND', 'Employee not found!');
  const user = employee.userId ? await getUser(orgId, employee.userId) : undefined;
  return { orgId, user, employee };
}
