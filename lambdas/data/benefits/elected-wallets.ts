import {
  ElectedWalletSchema,
  FULL_ELECTION_PERCENT,
  type ElectedWallet,
} from '../../../shared/domain/benefits/elected-wallet';
import { ELECTION_MESSAGES } from '../../../shared/domain/benefits/wallet-election';
import { AppError } from '../../../shared/registry/errors';
import { keys } from '../table/keys';
import { queryAllOfKind, stripItem, withEntity } from '../table/org-items';
import { table, isWriteConflict, type TransactItem, type WriteConflict } from '../table/table';

const ENTITY = 'electedWallet';
const VERSION = 1;

export const toElectedWalletItem = (w: ElectedWallet) =>
  withEntity(keys.electedWallet(w.orgId, w.employeeICNumber, w.id), ENTITY, VERSION, w);
export const fromElectedWalletItem = (item: Record<string, unknown>): ElectedWallet =>
  ElectedWalletSchema.parse(stripItem(item));

/**
 * Elections in the order they were made (`createdAt`; the key is the e-wallet's id, so key order
 * is not election order): a pay run puts the rounding remainder on the latest.
 */
const byElection = (a: ElectedWallet, b: ElectedWallet) => a.createdAt - b.createdAt || a.id.localeCompare(b.id);

/** One employee's elections, oldest first. */
export async function listElectedWallets(orgId: string, icNumber: string): Promise<ElectedWallet[]> {
  const items = await queryAllOfKind(keys.electedWallet(orgId, icNumber, '').pk, keys.electedWalletSkPrefix(icNumber));
  return items.map(fromElectedWalletItem).sort(byElection);
}

/** Every employee's elections in the organisation, by IC number, each oldest first (a pay run's wallet split). */
export async function listElectionsOfOrg(orgId: string): Promise<Map<string, ElectedWallet[]>> {
  const items = await queryAllOfKind(keys.electedWallet(orgId, '', '').pk, keys.electedWalletSkPrefix());
  const byEmployee = new Map<string, ElectedWallet[]>();
  for (const item of items) {
    const wallet = fromElectedWalletItem(item);
    byEmployee.set(wallet.employeeICNumber, [...(byEmployee.get(wallet.employeeICNumber) ?? []), wallet]);
  }
  for (const list of byEmployee.values()) list.sort(byElection);
  return byEmployee;
}

export async function getElectedWallet(
  orgId: string,
  icNumber: string,
  id: string,
): Promise<ElectedWallet | undefined> {
  const { Item } = await table.get({ Key: keys.electedWallet(orgId, icNumber, id) });
  return Item && Item.deleted !== true ? fromElectedWalletItem(Item) : undefined;
}

/** The percentage an employee has allocated, 0–100 (0 before their first election). */
export async function getElectionTotal(orgId: string, icNumber: string): Promise<number> {
  const { Item } = await table.get({ Key: keys.electionTotal(orgId, icNumber), ConsistentRead: true });
  return typeof Item?.total === 'number' ? Item.total : 0;
}

/** Every employee's allocated percentage in the organisation, by IC number (employees with none left out). */
export async function listElectionTotals(orgId: string): Promise<Map<string, number>> {
  const items = await queryAllOfKind(keys.electionTotal(orgId, '').pk, keys.electionTotal(orgId, '').sk);
  return new Map(items.map((item) => [String(item.icNumber), Number(item.total)]));
}

/**
 * The change of an employee's running total by `delta`, in the transaction of the election's own
 * write. An increase is conditional on the total staying at most 100: of two saves racing, the
 * second is refused by DynamoDB itself, whatever each read before.
 */
function totalChange(orgId: string, icNumber: string, delta: number, at: number): TransactItem {
  return {
    Update: {
      Key: keys.electionTotal(orgId, icNumber),
      UpdateExpression:
        'SET #total = if_not_exists(#total, :zero) + :delta, #entity = :entity, #version = :version, #ic = :ic, #at = :at',
      ...(delta > 0 ? { ConditionExpression: 'attribute_not_exists(#total) OR #total <= :limit' } : {}),
      ExpressionAttributeNames: {
        '#total': 'total',
        '#entity': 'entity',
        '#version': 'version',
        '#ic': 'icNumber',
        '#at': 'modifiedAt',
      },
      ExpressionAttributeValues: {
        ':zero': 0,
        ':delta': delta,
        ':entity': 'electionTotal',
        ':version': VERSION,
        ':ic': icNumber,
        ':at': at,
        ...(delta > 0 ? { ':limit': FULL_ELECTION_PERCENT - delta } : {}),
      },
    },
  };
}

/** The condition that an election is still what was read (same percentage and modification time). */
const unchanged = (w: ElectedWallet) => ({
  ConditionExpression: '#percentage = :was AND #modifiedAt = :seen',
  ExpressionAttributeNames: { '#percentage': 'percentage', '#modifiedAt': 'modifiedAt' },
  ExpressionAttributeValues: { ':was': w.percentage, ':seen': w.modifiedAt },
});

const overAllocated = () =>
  new AppError('INVALID_STATE', ELECTION_MESSAGES.overAllocated, [
    { field: 'percentage', message: ELECTION_MESSAGES.overAllocated },
  ]);
const changedMeanwhile = () =>
  new AppError('INVALID_STATE', 'Your wallet allocation was changed meanwhile. Reload and try again.');

/**
 * Run a transaction, retrying a few times when DynamoDB cancelled it only because another
 * transaction touched the same items at that moment (no condition was false): the retry then
 * meets the other's result, and its own conditions decide.
 */
async function transactRetrying(items: TransactItem[], onRefused: (err: WriteConflict) => AppError): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await table.transact(items);
      return;
    } catch (err) {
      if (!isWriteConflict(err)) throw err;
      if (err.refusedIndexes.length || attempt >= 4) throw onRefused(err);
      await new Promise((resolve) => setTimeout(resolve, 20 * attempt + Math.random() * 30));
    }
  }
}

/** Store a new election and add its percentage to the total (409 over 100%, or when the wallet is already elected). */
export async function addElectedWallet(w: ElectedWallet): Promise<ElectedWallet> {
  await transactRetrying(
    [
      { Put: { Item: toElectedWalletItem(w), ConditionExpression: 'attribute_not_exists(pk)' } },
      totalChange(w.orgId, w.employeeICNumber, w.percentage, w.modifiedAt),
    ],
    (err) =>
      err.conditionFailed(0)
        ? new AppError('ALREADY_EXISTS', ELECTION_MESSAGES.alreadyElected, [
            { field: 'walletId', message: ELECTION_MESSAGES.alreadyElected },
          ])
        : err.conditionFailed(1)
          ? overAllocated()
          : changedMeanwhile(),
  );
  return w;
}

/** Replace an election by its changed version and move the total by the difference (409 over 100%). */
export async function replaceElectedWallet(before: ElectedWallet, after: ElectedWallet): Promise<ElectedWallet> {
  await transactRetrying(
    [
      { Put: { Item: toElectedWalletItem(after), ...unchanged(before) } },
      totalChange(after.orgId, after.employeeICNumber, after.percentage - before.percentage, after.modifiedAt),
    ],
    (err) => (err.conditionFailed(1) ? overAllocated() : changedMeanwhile()),
  );
  return after;
}

/** Remove an election and take its percentage off the total. */
export async function removeElectedWallet(w: ElectedWallet, at: number): Promise<void> {
  await transactRetrying(
    [
      { Delete: { Key: keys.electedWallet(w.orgId, w.employeeICNumber, w.id), ...unchanged(w) } },
      totalChange(w.orgId, w.employeeICNumber, -w.percentage, at),
    ],
    () => changedMeanwhile(),
  );
}
