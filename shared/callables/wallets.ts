import { z } from 'zod';
import { defineCallable } from '../registry/define';
import { ADMIN_ROLES, ORG_ROLES } from '../registry/roles';
import { ActiveWalletSchema, WalletFieldsSchema, WalletSchema } from '../domain/benefits/wallet';
import { OkOutput, PageInput, pageOf } from './common';

const WalletIdSchema = z.string().trim().min(1, 'Required!').max(64);

const EXAMPLE_FIELDS = {
  name: "Touch 'n Go eWallet",
  status: 'Active' as const,
  supportLink: 'https://www.touchngo.com.my/contact-us',
  minimumAmount: 10,
};

export const getWalletsList = defineCallable({
  name: 'wallets-getWalletsList',
  summary:
    'Every e-wallet of the platform (Active and InActive), by name, each logo with a presigned URL.' +
    ' Paged: `limit` items (default 100) and `nextCursor` to the next page.',
  input: z.object({ ...PageInput }).strict(),
  output: pageOf(WalletSchema),
  roles: ADMIN_ROLES,
  access: { table: 'read', uploads: 'read' },
  terms: false,
  example: {},
});

export const getActiveWallets = defineCallable({
  name: 'wallets-getActiveWallets',
  summary:
    'The Active e-wallets employees may elect, by name, each with a logo URL the browser can show.' +
    ' Paged: `limit` items (default 100) and `nextCursor` to the next page.',
  input: z.object({ ...PageInput }).strict(),
  output: pageOf(ActiveWalletSchema),
  roles: [...ORG_ROLES, ...ADMIN_ROLES],
  access: { table: 'read', uploads: 'read' },
  terms: true,
  example: {},
});

export const getWallet = defineCallable({
  name: 'wallets-getWallet',
  summary: 'One e-wallet by id (404 when deleted or unknown).',
  input: z.object({ walletId: WalletIdSchema }),
  output: WalletSchema,
  roles: ADMIN_ROLES,
  access: { table: 'read', uploads: 'read' },
  terms: false,
  example: { walletId: '01JDEMO0WALLET00000000TNG0' },
});

export const createWallet = defineCallable({
  name: 'wallets-createWallet',
  summary:
    'Add an e-wallet. minimumAmount in RM (at least 1); logo: the key answered by uploads-getUploadUrl (purpose walletLogo).',
  input: WalletFieldsSchema,
  output: WalletSchema,
  roles: ADMIN_ROLES,
  access: { table: 'write', uploads: 'read' },
  terms: false,
  example: EXAMPLE_FIELDS,
});

export const editWallet = defineCallable({
  name: 'wallets-editWallet',
  summary:
    'Change an e-wallet: name, status, supportLink and minimumAmount are required (400 without them); logo omitted keeps the logo, ' +
    'null removes it. `modifiedAt` as read refuses (409) an edit over a newer change.',
  input: WalletFieldsSchema.extend({ walletId: WalletIdSchema, modifiedAt: z.number().int().optional() }),
  output: WalletSchema,
  roles: ADMIN_ROLES,
  access: { table: 'write', uploads: 'read' },
  terms: false,
  example: { ...EXAMPLE_FIELDS, walletId: '01JDEMO0WALLET00000000TNG0' },
});

export const deleteWallet = defineCallable({
  name: 'wallets-deleteWallet',
  summary:
    'Soft delete an e-wallet (kept for history, out of every list); refused (409) while an organisation offers it.',
  input: z.object({ walletId: WalletIdSchema }),
  output: OkOutput,
  roles: ADMIN_ROLES,
  access: { table: 'write' },
  terms: false,
  example: { walletId: '01JDEMO0WALLET00000000XXX0' },
});
