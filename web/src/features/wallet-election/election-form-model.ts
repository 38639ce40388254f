import { z } from 'zod';
import { AccountVerifiedSchema } from '../../../../shared/domain/benefits/elected-wallet';
import {
  ELECTION_MESSAGES,
  ElectionFieldsSchema,
  PercentageSchema,
} from '../../../../shared/domain/benefits/wallet-election';
import { paths } from '../../../../shared/routes';

/**
 * The Payment Election form: the server's own rules over the text the form holds (the percentage
 * typed as a whole number). The screenshot travels beside the form (uploaded first).
 */
export const ElectionFormSchema = ElectionFieldsSchema.omit({ statusVerificationScreenshot: true }).extend({
  percentage: z
    .string()
    .trim()
    .min(1, ELECTION_MESSAGES.required)
    .refine((s) => /^-?\d+(\.\d+)?$/.test(s), 'Enter a whole number, e.g. 50')
    .transform(Number)
    .pipe(PercentageSchema),
  accountVerified: z.string().min(1, ELECTION_MESSAGES.required).pipe(AccountVerifiedSchema),
});

export type ElectionFormValues = { [K in keyof z.input<typeof ElectionFormSchema>]-?: string };

/** The percentage typed so far as a number (0 while it is not one), for the running total. */
export const typedPercentage = (text: string) => {
  const n = Number(text.trim());
  return text.trim() && Number.isFinite(n) ? n : 0;
};

export const ELECTED_WALLETS_PATH = paths.electedWallets();
export const ELECT_WALLETS_PATH = paths.electWallets();
export const electedWalletEditPath = (id: string) => paths.electedWalletEdit({ id });

/** The query keys an election change makes stale. */
export const ELECTION_QUERY_KEYS = [
  ['employeeWallets-getElectedWallets'],
  ['employeeWallets-getElectedWallet'],
  ['employeeWallets-getNonElectedWallets'],
] as const;
