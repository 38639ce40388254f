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
 * updates; with `maxWithdrawnThisPeriodSen` (the employee's cap this period, sen) the write
 * fails when the employee's "Withdrawn this period" would pass it, even under a race.
 * Add your own conditions (the frequency) to the same TransactWrite.
 */
export function newTransactionItems(tx: AdvanceTransaction, opts: { maxWithdrawnThisPeriodSen?: number } = {}): TransactItem[] {
  return [
    { Put: { TableName: env.tableName, Item: toAdvanceTransactionItem(tx), ConditionExpression: 'attribute_not_exists(pk)' } },
    ...summaryUpdateItems(tx.orgId, [{ employeeICNumber: tx.employeeICNumber, before: undefined, after: factsOf(tx), ...opts }], tx.createdAt),
  ];
}

/**
 * The writes of changed transactions of one organisation (one, or a bulk approval): each new
 * version, refused unless the stored one is still in its `before` status and version
 * (`modifiedAt`), and the summaries' updates merged (one update per summary item).
 */
export function changedTransactionsItems(changes: readonly { before: AdvanceTransaction; after: AdvanceTransaction }[], at: number): TransactItem[] {
  const orgIds = new Set(changes.map((c) => c.after.orgId));
  if (orgIds.size > 1) throw new RangeError('Changes of one organisation at a time');
  return [
    ...changes.map(({ before, after }): TransactItem => ({
      Put: {
        TableName: env.tableName,
        Item: toAdvanceTransactionItem(after),
        ConditionExpression: '#status = :status AND modifiedAt = :seen',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':status': before.status, ':seen': before.modifiedAt },
      },
    })),
    ...summaryUpdateItems([...orgIds][0] ?? '', changes.map(({ before, after }) => ({ employeeICNumber: after.employeeICNumber, before: factsOf(before), after: factsOf(after) })), at),
  ];
}

/** Store a new transaction and count it in the summaries, in one DynamoDB transaction. */
export async function createAdvanceTransaction(tx: AdvanceTransaction, opts: { maxWithdrawnThisPeriodSen?: number } = {}): Promise<AdvanceTransaction> {
  await ddbDoc().send(new TransactWriteCommand({ TransactItems: newTransactionItems(tx, opts) }));
  return tx;
}

/** Store a changed transaction and move it in the summaries, in one DynamoDB transaction. */
export async function updateAdvanceTransaction(before: AdvanceTransaction, after: AdvanceTransaction): Promise<AdvanceTransaction> {
  await ddbDoc().send(new TransactWriteCommand({ TransactItems: changedTransactionsItems([{ before, after }], after.modifiedAt) }));
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
