import { z } from 'zod';
import { AccountVerifiedSchema, FULL_ELECTION_PERCENT, ScreenshotSchema } from './elected-wallet';

/** The messages of the wallet election screens, letter for letter (docs/rules.md#employee-benefits-and-wallet-election). */
export const ELECTION_MESSAGES = {
  required: '*Required',
  tooLow: '*Value cannot be less than 1%',
  tooHigh: '*Value cannot be more than 100%',
  overAllocated: 'Allocating more than 100% of your entitled amount is not possible!',
  allocated: 'Wallet allocation successful!',
  updated: 'Wallet allocation updated!',
  deleted: 'Wallet allocation deleted!',
  getWalletsFailed: 'Failed to get wallets!',
  allocateFailed: 'Failed to allocate wallet!',
  deleteFailed: 'Failed to delete wallet allocation!',
  getFailed: 'Failed to get wallet!',
  updateFailed: 'Failed to update Wallet allocation!',
  notVerified:
    'Complete the verification of your account with the e-wallet first: it cannot receive payments until then.',
  screenshotRequired: 'Upload a screenshot of your verified account.',
  alreadyElected: 'You have already elected this e-wallet; edit that allocation instead.',
  walletNotOffered: 'This e-wallet is not offered by your organisation.',
  notFound: 'This wallet allocation does not exist (or was deleted).',
} as const;

const required = ELECTION_MESSAGES.required;

/** A percentage of the entitled benefits: a whole number 1–100. */
export const PercentageSchema = z
  .number({ error: required })
  .int('Use a whole number')
  .min(1, ELECTION_MESSAGES.tooLow)
  .max(FULL_ELECTION_PERCENT, ELECTION_MESSAGES.tooHigh);

/** What an employee changes on an allocation (the wallet itself is chosen once, on save). */
export const ElectionEditFieldsSchema = z.object({
  accountNumber: z.string({ error: required }).trim().min(1, required).max(50, 'At most 50 characters'),
  percentage: PercentageSchema,
  accountVerified: AccountVerifiedSchema,
  /** The uploaded screenshot (key under the employee's own folder); required when verified unless one exists. */
  statusVerificationScreenshot: ScreenshotSchema.optional(),
});

/** The Payment Election form: the wallet and the allocation. */
export const ElectionFieldsSchema = ElectionEditFieldsSchema.extend({
  walletId: z.string({ error: required }).trim().min(1, required).max(64),
});
export type ElectionFields = z.infer<typeof ElectionFieldsSchema>;

/** The total after changing one allocation from `before` (0 for a new one) to `after`. */
export const totalAfter = (allocated: number, before: number, after: number) => allocated - before + after;

/** An allocation total above 100% is never accepted (the form disables Save, the server refuses it). */
export const isOverAllocated = (total: number) => total > FULL_ELECTION_PERCENT;

/** The election is complete (benefits can be paid) when the allocations total exactly 100%. */
export const isElectionComplete = (total: number) => total === FULL_ELECTION_PERCENT;

/**
 * Why an allocation cannot be saved, before any write: an unverified account, or no screenshot
 * of a verified one (none uploaded now and none kept from before). Undefined when it can.
 */
export function electionProblem(
  fields: { accountVerified: 'Yes' | 'No'; statusVerificationScreenshot?: unknown },
  hasScreenshot: boolean,
): { field: string; message: string } | undefined {
  if (fields.accountVerified === 'No') return { field: 'accountVerified', message: ELECTION_MESSAGES.notVerified };
  if (!fields.statusVerificationScreenshot && !hasScreenshot)
    return { field: 'statusVerificationScreenshot', message: ELECTION_MESSAGES.screenshotRequired };
  return undefined;
}

/** A wallet's share of the entitled benefits, in RM to 2 decimals. */
export const shareRm = (percentage: number, totalRm: number) => Math.round(percentage * totalRm) / 100;

/** Where an employee's wallet screenshots are stored: the organisation's employee folder, their own subfolder. */
export const employeeFolder = (orgId: string, icNumber: string) => `orgs/${orgId}/employees/${icNumber}/`;
export const screenshotPrefix = (orgId: string, icNumber: string) =>
  `${employeeFolder(orgId, icNumber)}wallet-screenshots/`;

/** The key is one of the employee's own screenshots (never another employee's or organisation's file). */
export const isOwnScreenshotKey = (key: string, orgId: string, icNumber: string) =>
  key.startsWith(screenshotPrefix(orgId, icNumber)) && !key.split('/').includes('..') && !key.includes('//');
