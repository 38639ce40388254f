import { QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { AdvanceTransactionSchema, type AdvanceTransaction } from '../../../shared/domain/advance-transaction';
import type { TransactionFacts } from '../../../shared/domain/advance-pay-summary';
import { rmToSen, senToRm } from '../../../shared/domain/money';
import { ddbDoc } from '../aws';
import { env } from '../env';
import { keys } from '../keys';
import { summaryUpdateItems } from './advance-pay-summaries';

const ENTITY = 'advanceTransaction';
const VERSION = 1;
type Item = Record<string, unknown>;
type TransactItem = NonNullable<ConstructorParameters<typeof TransactWriteCommand>[0]['TransactItems']>[number];

const MONEY = ['amount', 'netAmount', 'fee', 'salary'] as const;

/** Stored form of an Advance Pay transaction: amounts in integer sen (`amountSen`...). */
export function toAdvanceTransactionItem(tx: AdvanceTransaction): Item {
  const item: Item = { ...keys.advanceTransaction(tx.orgId, tx.employeeICNumber, tx.id), entity: ENTITY, version: VERSION, ...tx };
  for (const field of MONEY) {
    delete item[field];
    const rm = tx[field];
    if (rm !== undefined) item[`${field}Sen`] = rmToSen(rm);
  }
  return item;
}

export function fromAdvanceTransactionItem(item: Item): AdvanceTransaction {
  const { pk: _pk, sk: _sk, entity: _e, version: _v, ...rest } = item;
  const out: Item = { ...rest };
  for (const field of MONEY) {
    const sen = out[`${field}Sen`];
    delete out[`${field}Sen`];
    if (typeof sen === 'number') out[field] = senToRm(sen);
  }
  return AdvanceTransactionSchema.parse(out);
}

/** What the summaries follow of a transaction. */
export const factsOf = (tx: Pick<AdvanceTransaction, 'periodKey' | 'status' | 'amount' | 'reasonForWithdrawal'>): TransactionFacts => ({
  periodKey: tx.periodKey,
  status: tx.status,
  amountSen: rmToSen(tx.amount),
  reasonForWithdrawal: tx.reasonForWithdrawal,
});

/**
 * The writes of a new transaction: the item (refused if its id exists) and its summaries'
 * updates. Add your own conditions (the limit, the frequency) to the same TransactWrite.
 */
export function newTransactionItems(tx: AdvanceTransaction): TransactItem[] {
  return [
    { Put: { TableName: env.tableName, Item: toAdvanceTransactionItem(tx), ConditionExpression: 'attribute_not_exists(pk)' } },
    ...summaryUpdateItems(tx.orgId, [{ employeeICNumber: tx.employeeICNumber, before: undefined, after: factsOf(tx) }], tx.createdAt),
  ];
}

/**
 * The writes of a changed transaction: the new version, refused unless the stored one is still
 * in `before`'s status and version (`modifiedAt`), and its summaries' updates.
 */
export function changedTransactionItems(before: AdvanceTransaction, after: AdvanceTransaction): TransactItem[] {
  return [
    {
      Put: {
        TableName: env.tableName,
        Item: toAdvanceTransactionItem(after),
        ConditionExpression: '#status = :status AND modifiedAt = :seen',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':status': before.status, ':seen': before.modifiedAt },
      },
    },
    ...summaryUpdateItems(after.orgId, [{ employeeICNumber: after.employeeICNumber, before: factsOf(before), after: factsOf(after) }], after.modifiedAt),
  ];
}

/** Store a new transaction and count it in the summaries, in one DynamoDB transaction. */
export async function createAdvanceTransaction(tx: AdvanceTransaction): Promise<AdvanceTransaction> {
  await ddbDoc().send(new TransactWriteCommand({ TransactItems: newTransactionItems(tx) }));
  return tx;
}

/** Store a changed transaction and move it in the summaries, in one DynamoDB transaction. */
export async function updateAdvanceTransaction(before: AdvanceTransaction, after: AdvanceTransaction): Promise<AdvanceTransaction> {
  await ddbDoc().send(new TransactWriteCommand({ TransactItems: changedTransactionItems(before, after) }));
  return after;
}

/** An employee's latest transactions, newest first (one descending Query on their prefix). */
export async function listLatestAdvanceTransactions(orgId: string, icNumber: string, limit: number): Promise<AdvanceTransaction[]> {
  const out = await ddbDoc().send(new QueryCommand({
    TableName: env.tableName,
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
    ExpressionAttributeValues: { ':pk': keys.advanceTransaction(orgId, icNumber, '').pk, ':sk': keys.advanceTransactionSkPrefix(icNumber) },
    ScanIndexForward: false,
    Limit: limit,
  }));
  return (out.Items ?? []).map(fromAdvanceTransactionItem);
}
