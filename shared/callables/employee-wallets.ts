import { z } from 'zod';
import { defineCallable } from '../registry/define';
import { ElectedWalletSchema } from '../domain/benefits/elected-wallet';
import { ActiveWalletSchema } from '../domain/benefits/wallet';
import { ElectionEditFieldsSchema, ElectionFieldsSchema } from '../domain/benefits/wallet-election';
import { EmptyInput, OkOutput, PageInput, pageOf } from './common';

/**
 * An employee's wallet election (docs/rules.md#employee-benefits-and-wallet-election): the share
 * of their entitled benefits paid to each e-wallet, whole percentages that never total more than
 * 100 (the server keeps a running total, checked in the same transaction as every change). Every
 * call acts on the caller's own employee record. Amounts are RM.
 */
const ElectionIdSchema = z.string().trim().min(1, 'Required!').max(64);

const Totals = {
  /** The Approved benefits the employee is entitled to, in RM. */
  totalBenefits: z.number(),
  /** The sum of the employee's allocations, 0–100. */
  allocatedPercentage: z.number().int(),
};

/** An allocation as shown: its share of the entitled benefits in RM, and a link to the screenshot. */
const ElectedWalletViewSchema = ElectedWalletSchema.extend({
  amount: z.number(),
  screenshotUrl: z.string().optional(),
  supportLink: z.string().optional(),
});

export const getNonElectedWallets = defineCallable({
  name: 'employeeWallets-getNonElectedWallets',
  product: 'eBenefits',
  summary:
    "The Active e-wallets of the caller's organisation not yet elected by the caller, their entitled benefits (RM) and the percentage already allocated.",
  input: EmptyInput,
  output: z.object({ wallets: z.object({ wallets: z.array(ActiveWalletSchema), ...Totals }) }),
  roles: ['employee'],
  access: { table: 'read', uploads: 'read' },
  terms: true,
  example: {},
});

export const getElectedWallets = defineCallable({
  name: 'employeeWallets-getElectedWallets',
  product: 'eBenefits',
  summary:
    "The caller's allocations (each with its share in RM), oldest first, their entitled benefits and the allocated " +
    'percentage (on every page). Paged: `limit` items (default 100) and `nextCursor` to the next page.',
  input: z.object({ ...PageInput }).strict(),
  output: pageOf(ElectedWalletViewSchema).extend(Totals),
  roles: ['employee'],
  access: { table: 'read' },
  terms: true,
  example: {},
});

export const getElectedWallet = defineCallable({
  name: 'employeeWallets-getElectedWallet',
  product: 'eBenefits',
  summary:
    "One of the caller's allocations (its id is the e-wallet's), with a link to its screenshot and the e-wallet's support link, and the totals.",
  input: z.object({ id: ElectionIdSchema }),
  output: z.object({ wallet: ElectedWalletViewSchema, ...Totals }),
  roles: ['employee'],
  access: { table: 'read', uploads: 'read' },
  terms: true,
  example: { id: '01JDEMO0WALLET00000000TNG0' },
});

export const saveElectedWallet = defineCallable({
  name: 'employeeWallets-saveElectedWallet',
  product: 'eBenefits',
  summary:
    'Elect an e-wallet of the organisation for a whole percentage (1–100) of the entitled benefits. The account must be verified ' +
    "(Yes) with a screenshot uploaded under the caller's own folder; an e-wallet is elected once; the allocations never total " +
    "more than 100% (409 'Allocating more than 100% of your entitled amount is not possible!', even for two saves at once).",
  input: ElectionFieldsSchema,
  output: ElectedWalletSchema,
  roles: ['employee'],
  access: { table: 'write' },
  terms: true,
  example: {
    walletId: '01JDEMO0WALLET00000000TNG0',
    accountNumber: '0123456789',
    percentage: 60,
    accountVerified: 'Yes',
    statusVerificationScreenshot: {
      key: 'orgs/demo/employees/900101145678/wallet-screenshots/01J00000000000000000000000/tng.png',
      fileName: 'tng.png',
    },
  },
});

export const editElectedWallet = defineCallable({
  name: 'employeeWallets-editElectedWallet',
  product: 'eBenefits',
  summary:
    "Change one of the caller's allocations (account, percentage, verification, screenshot; the e-wallet stays). The same rules as " +
    'saving; `modifiedAt` as read refuses an edit over a newer one (409).',
  input: ElectionEditFieldsSchema.extend({ id: ElectionIdSchema, modifiedAt: z.number().int().optional() }),
  output: ElectedWalletSchema,
  roles: ['employee'],
  access: { table: 'write' },
  terms: true,
  example: { id: '01JDEMO0WALLET00000000TNG0', accountNumber: '0123456789', percentage: 40, accountVerified: 'Yes' },
});

export const deleteElectedWallet = defineCallable({
  name: 'employeeWallets-deleteElectedWallet',
  product: 'eBenefits',
  summary: "Remove one of the caller's allocations (its percentage is freed).",
  input: z.object({ id: ElectionIdSchema }),
  output: OkOutput,
  roles: ['employee'],
  access: { table: 'write' },
  terms: true,
  example: { id: '01JDEMO0WALLET00000000TNG0' },
});
