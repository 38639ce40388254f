import {
  WalletRecordSchema,
  type WalletRecord,
  type WalletLogoRef,
  type WalletStatus,
} from '../../../shared/domain/benefits/wallet';
import { AppError } from '../../../shared/registry/errors';
import { ORGS_PK, keys, setupListGsi1, setupListIndex } from '../table/keys';
import { presignDownload, uploadPrefix } from '../../core/uploads';
import { queryAllOfKind, stripItem, withEntity } from '../table/org-items';
import { nameKey, queryListIndexPage, SEP, type Page, type PageRequest } from '../table/paged-lists';
import { table, isWriteConflict, type StampedItem } from '../table/table';
import { replaceItem, writeAsRead, type ApprovableStore } from '../table/approvable';

const ENTITY = 'wallet';
const VERSION = 1;
type Item = Record<string, unknown>;

/** E-wallets as the kit of changed records sees them (they have no approval, only versions). */
const approvable: ApprovableStore<WalletRecord> = { label: 'e-wallet', key: (w) => keys.wallet(w.id) };

/** Where a wallet sorts in the lists (its GSI1 sort key): by name, then id (unique). */
const byNameKey = (w: WalletRecord) => nameKey(w.name) + SEP + w.id;

/**
 * The stored form of a wallet: the minimum amount in sen as it is, the logo as its key (no URL), and its
 * place in the wallets' GSI1 partition (by name: docs/data-model.md#set-up-lists).
 */
export function toWalletItem(wallet: WalletRecord): StampedItem {
  const { logo, ...rest } = wallet;
  return {
    ...withEntity(keys.wallet(wallet.id), ENTITY, VERSION, {
      ...rest,
      ...(logo ? { logo: { key: logo.key, fileName: logo.fileName } } : {}),
    }),
    ...setupListIndex(setupListGsi1.wallets, byNameKey(wallet)),
  };
}

function fromWalletItem(item: Item): WalletRecord {
  const { deleted: _d, deletedAt: _da, deletedBy: _db, gsi1pk: _gp, gsi1sk: _gs, ...rest } = stripItem(item);
  return WalletRecordSchema.parse(rest);
}

/** A presigned GET of a logo (in the uploads bucket), for a page that shows it right away. */
export const presignedLogoUrl = async (key: string): Promise<string> => (await presignDownload(key)).url;

/** The wallet with a URL of its logo the browser can show. */
export async function withLogoUrl(wallet: WalletRecord): Promise<WalletRecord> {
  return wallet.logo ? { ...wallet, logo: { ...wallet.logo, url: await presignedLogoUrl(wallet.logo.key) } } : wallet;
}

/** Every e-wallet (not deleted), by name. The platform offers a handful: one Query, read whole. */
export async function listWallets(): Promise<WalletRecord[]> {
  const items = await queryAllOfKind(keys.wallet('').pk, keys.walletSkPrefix);
  return items.map(fromWalletItem).sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * One page of the wallets (`active`: only those employees may elect, as `activeWallets` keeps), by
 * name: one Query of GSI1 in that order (the filter may take a few to fill the page).
 */
export async function listWalletsPage(
  page: PageRequest,
  options: { active?: boolean } = {},
): Promise<Page<WalletRecord>> {
  const filter = options.active
    ? {
        expression: '#status = :active',
        names: { '#status': 'status' },
        values: { ':active': 'Active' satisfies WalletStatus },
      }
    : undefined;
  const out = await queryListIndexPage(setupListGsi1.wallets, page, filter);
  return { items: out.items.map(fromWalletItem), next: out.next };
}

export async function getWallet(walletId: string): Promise<WalletRecord | undefined> {
  const { Item } = await table.get({ Key: keys.wallet(walletId) });
  return Item && Item.deleted !== true ? fromWalletItem(Item) : undefined;
}

export async function requireWallet(walletId: string): Promise<WalletRecord> {
  const wallet = await getWallet(walletId);
  if (!wallet) throw new AppError('NOT_FOUND', 'This e-wallet does not exist (or was deleted).');
  return wallet;
}

export async function createWallet(wallet: WalletRecord): Promise<WalletRecord> {
  await table.put({ Item: toWalletItem(wallet), ConditionExpression: 'attribute_not_exists(pk)' });
  return wallet;
}

/**
 * Replace a wallet by its changed version, only while it is still the one read (same
 * `modifiedAt`, not deleted): an edit over someone else's newer change is refused (409).
 */
export async function replaceWallet(before: WalletRecord, after: WalletRecord): Promise<WalletRecord> {
  await writeAsRead(approvable, [replaceItem(approvable, toWalletItem(after), { seen: before.modifiedAt })]);
  return after;
}

/** Names of the organisations that offer the wallet (their `wallets` list holds its id). */
export async function orgsOfferingWallet(walletId: string): Promise<string[]> {
  const items = await table.queryAll({
    KeyConditionExpression: 'pk = :pk',
    FilterExpression: 'contains(wallets, :id) AND NOT (deleted = :true)',
    ExpressionAttributeValues: { ':pk': ORGS_PK, ':id': walletId, ':true': true },
    ProjectionExpression: '#name',
    ExpressionAttributeNames: { '#name': 'name' },
  });
  return items.map((i) => String(i.name));
}

/**
 * Soft delete (the record stays for the history of elections and pay runs, out of every
 * list). Refused (409) while an organisation still offers the wallet to its employees.
 */
export async function softDeleteWallet(walletId: string, by: string, at: number): Promise<void> {
  const offeredBy = await orgsOfferingWallet(walletId);
  if (offeredBy.length) {
    throw new AppError(
      'INVALID_STATE',
      `This e-wallet is offered by ${offeredBy.length} organisation(s); remove it from their e-wallets first.`,
      offeredBy.slice(0, 20).map((name) => ({ field: 'walletId', message: `Offered by ${name}` })),
    );
  }
  try {
    await table.update({
      Key: keys.wallet(walletId),
      // Out of the wallets' index too: a page Query never reads a deleted wallet.
      UpdateExpression:
        'SET deleted = :true, deletedAt = :at, deletedBy = :by, modifiedAt = :at, modifiedBy = :by REMOVE gsi1pk, gsi1sk',
      ConditionExpression: 'attribute_exists(pk) AND NOT (deleted = :true)',
      ExpressionAttributeValues: { ':true': true, ':at': at, ':by': by },
    });
  } catch (err) {
    if (isWriteConflict(err)) throw new AppError('NOT_FOUND', 'This e-wallet does not exist (or was deleted).');
    throw err;
  }
}

/**
 * A logo reference as stored (the URL is never stored). Only a key of the wallet-logo area of
 * the uploads bucket (as `uploads-getUploadUrl` answers for purpose walletLogo) is accepted.
 */
export function logoRef(logo: WalletLogoRef | null | undefined): WalletLogoRef | undefined {
  if (!logo) return undefined;
  if (!logo.key.startsWith(uploadPrefix('walletLogo'))) {
    throw new AppError('INVALID_ARGUMENT', 'Upload the logo first (the file key is not a wallet logo).', [
      { field: 'logo.key', message: 'Not a wallet logo file' },
    ]);
  }
  return { key: logo.key, fileName: logo.fileName };
}
