import type { AdvanceTransaction } from '../../../shared/domain/advance-pay/advance-transaction';
import { keys } from '../table/keys';
import { table, type TransactItem } from '../table/table';

/**
 * The employee's frequency guard: one item per employee whose `lastTxId` names the latest
 * withdrawal. It is read (consistently) BEFORE the transactions, and a new withdrawal's
 * TransactWrite requires it unchanged (`frequencyGuardItem`), so two racing requests cannot both
 * pass the frequency rule: the second finds the guard moved and is cancelled.
 */
export async function readFrequencyGuard(orgId: string, ic: string): Promise<string | undefined> {
  const { Item } = await table.get({ Key: keys.withdrawalGuard(orgId, ic), ConsistentRead: true });
  return guardTxIdOf(Item);
}

/** The latest withdrawal named by a guard item read (consistently) by key elsewhere; undefined when none. */
export const guardTxIdOf = (item: Record<string, unknown> | undefined): string | undefined =>
  typeof item?.lastTxId === 'string' ? item.lastTxId : undefined;

/** The TransactWrite item that moves the guard to the new withdrawal, refused if it moved since `seenTxId` was read. */
export function frequencyGuardItem(
  orgId: string,
  ic: string,
  seenTxId: string | undefined,
  tx: Pick<AdvanceTransaction, 'id' | 'createdAt'>,
): TransactItem {
  return {
    Put: {
      Item: {
        ...keys.withdrawalGuard(orgId, ic),
        entity: 'withdrawalGuard',
        version: 1,
        lastTxId: tx.id,
        lastAt: tx.createdAt,
      },
      ConditionExpression: seenTxId === undefined ? 'attribute_not_exists(pk)' : 'lastTxId = :seen',
      ...(seenTxId === undefined ? {} : { ExpressionAttributeValues: { ':seen': seenTxId } }),
    },
  };
}
