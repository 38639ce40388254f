import { z } from 'zod';
import { moneyRm, SenSchema, senToRm } from '../money/money';

/** An e-wallet is offered to employees (Active) or not (InActive). */
export const WALLET_STATUSES = ['Active', 'InActive'] as const;
export const WalletStatusSchema = z.enum(WALLET_STATUSES, { error: '*Required' });
export type WalletStatus = z.infer<typeof WalletStatusSchema>;

/** Messages of the e-wallet form. */
export const WALLET_RULES = {
  required: '*Required',
  notUrl: '*Not a valid url.',
  minimumAmount: 'Value should be greater than zero',
} as const;

/** The least minimum reload amount, in RM. */
export const MIN_WALLET_AMOUNT = 1;

/**
 * A link people open in the browser: http(s) only (a `javascript:` or `mailto:` link is not a
 * support page), so the parse of the WHATWG URL is required on top of the scheme.
 */
export const SupportLinkSchema = z
  .string({ error: WALLET_RULES.required })
  .trim()
  .min(1, WALLET_RULES.required)
  .max(2048, 'At most 2048 characters')
  .refine((s) => {
    try {
      const url = new URL(s);
      return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
    } catch {
      return false;
    }
  }, WALLET_RULES.notUrl);

/** The minimum reload amount in RM (two decimals at most), stored as sen. */
export const MinimumAmountSchema = moneyRm({
  label: 'Minimum amount',
  min: MIN_WALLET_AMOUNT,
  max: 1_000_000,
  messages: { required: WALLET_RULES.required, min: WALLET_RULES.minimumAmount, max: 'At most RM 1,000,000' },
});

/**
 * An uploaded logo: the S3 key `uploads-getUploadUrl` answered (purpose 'walletLogo') and the
 * name of the file as chosen. The key is what is stored; a URL is presigned on each read.
 */
export const WalletLogoRefSchema = z.object({
  key: z
    .string()
    .trim()
    .min(1, WALLET_RULES.required)
    .max(512)
    .refine((k) => !k.startsWith('/') && !k.split('/').includes('..'), 'Not a valid file key'),
  fileName: z.string().trim().min(1, WALLET_RULES.required).max(255),
});
export type WalletLogoRef = z.infer<typeof WalletLogoRefSchema>;

/**
 * The fields an administrator sets on an e-wallet. The same schema
 * validates the web form (after its text is read into numbers) and the server.
 */
export const WalletFieldsSchema = z.object({
  name: z
    .string({ error: WALLET_RULES.required })
    .trim()
    .min(1, WALLET_RULES.required)
    .max(100, 'At most 100 characters'),
  status: WalletStatusSchema,
  supportLink: SupportLinkSchema,
  minimumAmount: MinimumAmountSchema,
  /** Optional; `null` on an edit removes the logo. */
  logo: WalletLogoRefSchema.nullable().optional(),
});

/**
 * An e-wallet, amounts in RM, dates Unix seconds. `logo.url` is a
 * short-lived presigned GET of the logo, made on each read.
 */
export const WalletSchema = z.object({
  id: z.string(),
  name: z.string(),
  status: WalletStatusSchema,
  supportLink: z.string(),
  minimumAmount: z.number(),
  logo: WalletLogoRefSchema.extend({ url: z.string().optional() }).optional(),
  createdBy: z.string(),
  createdAt: z.number().int(),
  modifiedBy: z.string(),
  modifiedAt: z.number().int(),
});
export type Wallet = z.infer<typeof WalletSchema>;

/**
 * An e-wallet inside the server (services, the table): the minimum amount integer sen under its
 * stored name, `minimumAmountSen` (docs/rules.md#money-time-and-periods). Handlers give callers
 * {@link walletToRm} of it.
 */
export const WalletRecordSchema = WalletSchema.omit({ minimumAmount: true }).extend({ minimumAmountSen: SenSchema });
export type WalletRecord = z.infer<typeof WalletRecordSchema>;

/** An e-wallet as callers see it: the minimum amount in RM. */
export const walletToRm = ({ minimumAmountSen, ...wallet }: WalletRecord): Wallet => ({
  ...wallet,
  minimumAmount: senToRm(minimumAmountSen),
});

/** What an employee (or anyone of an organisation) sees of an Active e-wallet. */
export const ActiveWalletSchema = WalletSchema.pick({
  id: true,
  name: true,
  supportLink: true,
  minimumAmount: true,
}).extend({
  /** A presigned GET of the logo the browser can show; absent when the wallet has none. */
  logoUrl: z.string().optional(),
});
export type ActiveWallet = z.infer<typeof ActiveWalletSchema>;

/** Only Active wallets are offered for election (docs/rules.md#offices-job-levels-and-e-wallets). */
export const activeWallets = <T extends { status: WalletStatus }>(wallets: readonly T[]): T[] =>
  wallets.filter((w) => w.status === 'Active');

/** The toasts of the e-wallet screens. */
export const WALLET_MESSAGES = {
  listFailed: 'Failed to get Wallets!',
  getFailed: 'Failed to get wallet!',
  createFailed: 'Failed to create Wallet!',
  updateFailed: 'Wallet update failed!',
  deleteFailed: 'Failed to delete Wallet!',
} as const;
