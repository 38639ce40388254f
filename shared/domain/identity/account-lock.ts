import { z } from 'zod';

/** An employee's login lock as the management sees it (docs/rules.md#verification-codes-and-lock-out). */
export const AccountLockSchema = z.object({
  /** Whether the employee has a login at all (no login: nothing to lock). */
  hasLogin: z.boolean(),
  locked: z.boolean(),
  /** Unix seconds. */
  lockedAt: z.number().int().optional(),
  lockedReason: z.string().optional(),
  unlockedAt: z.number().int().optional(),
  unlockedBy: z.string().optional(),
});
