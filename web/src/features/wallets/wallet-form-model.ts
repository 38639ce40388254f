import { z } from 'zod';
import { WALLET_RULES, WalletFieldsSchema, type Wallet } from '../../../../shared/domain/benefits/wallet';
import { paths } from '../../../../shared/routes';

/**
 * The e-wallet form: the server's own `WalletFieldsSchema` rules over the text the form holds
 * (the minimum amount is typed in RM). The logo travels beside the form (uploaded first).
 */
export const WalletFormSchema = WalletFieldsSchema.omit({ logo: true }).extend({
  minimumAmount: z
    .string()
    .trim()
    .min(1, WALLET_RULES.required)
    .refine((s) => /^-?\d+(\.\d+)?$/.test(s), 'Enter the amount in RM, e.g. 10.00')
    .transform(Number)
    .pipe(WalletFieldsSchema.shape.minimumAmount),
});

export type WalletFormValues = { [K in keyof z.input<typeof WalletFormSchema>]-?: string };

/** The form's starting text: a new wallet is Active; else the wallet as read. */
export const toWalletFormValues = (w?: Wallet): WalletFormValues => ({
  name: w?.name ?? '',
  status: w?.status ?? 'Active',
  supportLink: w?.supportLink ?? '',
  minimumAmount: w ? w.minimumAmount.toFixed(2) : '',
});

export const WALLETS_PATH = paths.wallets();
export const WALLET_CREATE_PATH = paths.walletCreate();
export const walletViewPath = (id: string) => paths.walletView({ id });
export const walletEditPath = (id: string) => paths.walletEdit({ id });
