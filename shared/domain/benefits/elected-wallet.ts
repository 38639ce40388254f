import { z } from 'zod';

/** Whether the employee's account with the e-wallet is verified (the screens' Yes / No). */
export const AccountVerifiedSchema = z.enum(['Yes', 'No']);

/** The screenshot proving the verification, stored under the organisation's employee folder. */
export const ScreenshotSchema = z.object({ key: z.string(), fileName: z.string() });

/**
 * One e-wallet an employee elected to receive part of their benefits: `percentage` is a whole
 * number 1–100, and an employee's elections never total more than 100 (docs/rules.md#employee-benefits-and-wallet-election).
 * An employee whose elections total exactly 100 has completed the election. Dates are Unix seconds.
 */
export const ElectedWalletSchema = z.object({
  id: z.string(),
  orgId: z.string(),
  employeeICNumber: z.string(),
  walletId: z.string(),
  name: z.string(),
  accountNumber: z.string(),
  percentage: z.number().int().min(1).max(100),
  accountVerified: AccountVerifiedSchema,
  statusVerificationScreenshot: ScreenshotSchema.optional(),
  createdAt: z.number().int(),
  modifiedAt: z.number().int(),
});
export type ElectedWallet = z.infer<typeof ElectedWalletSchema>;

/** The share of the elections that completes them. */
export const FULL_ELECTION_PERCENT = 100;
