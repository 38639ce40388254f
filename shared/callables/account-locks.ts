import { z } from 'zod';
import { defineCallable } from '../registry/define';
import { ADMIN_ROLES, MANAGEMENT_ROLES } from '../registry/roles';
import { IcNumberSchema } from '../domain/employee';
import { OrgIdSchema } from '../domain/organisation';

/**
 * Account locks (rules.md "Verification"; beyond the spec: a locked account shows why and when,
 * and can be unlocked). The fifth wrong withdrawal code in a row locks an employee's login; a
 * Manager of the organisation or an administrator unlocks it. Executives see the lock but do not
 * unlock: like policy approval, it is a Manager's decision (spec part 3 §6 "Non-managers view only").
 */

const LockInput = z.object({ employeeICNumber: IcNumberSchema, orgId: OrgIdSchema.optional() });

const AccountLockSchema = z.object({
  /** Whether the employee has a login at all (no login: nothing to lock). */
  hasLogin: z.boolean(),
  locked: z.boolean(),
  /** Unix seconds. */
  lockedAt: z.number().int().optional(),
  lockedReason: z.string().optional(),
  unlockedAt: z.number().int().optional(),
  unlockedBy: z.string().optional(),
});

export const getAccountLock = defineCallable({
  name: 'employees-getAccountLock',
  summary: "Whether an employee's login is locked, since when and why, and the last unlock. Admins name the organisation.",
  input: LockInput,
  output: AccountLockSchema,
  roles: [...MANAGEMENT_ROLES, ...ADMIN_ROLES],
  access: { table: 'read' },
  terms: true,
  example: { employeeICNumber: '900101145678' },
});

export const unlockAccount = defineCallable({
  name: 'employees-unlockAccount',
  summary:
    "Unlock an employee's login locked after too many wrong verification codes: clears the lock and the wrong-code count, " +
    'enables the sign-in again and records who and when (409 when not locked). Managers (own organisation) and admins.',
  input: LockInput,
  output: AccountLockSchema,
  roles: ['Manager', ...ADMIN_ROLES],
  access: { table: 'write', cognito: ['AdminEnableUser'] },
  terms: true,
  example: { employeeICNumber: '900101145678' },
});
