import type { Sen } from '../../../shared/domain/money/money';
import {
  RepaymentTransactionRecordSchema,
  type RepaymentTransactionRecord,
} from '../../../shared/domain/finance/repayment';
import { AppError } from '../../../shared/registry/errors';
import { keys } from '../table/keys';
import { stripItem, withEntity } from '../table/org-items';
import { table, type TransactItem } from '../table/table';

const ENTITY = 'repaymentTransaction';
const VERSION = 1;

/**
 * Where a settlement transaction's row of the transaction history is (its key is the payment date
 * and the row's id), so a void or an edit finds the row it wrote.
 */
export interface HistoryRowRef {
  paymentDate: string;
  id: string;
}

/** A stored settlement transaction (its amount in sen) and its history row. */
export interface StoredRepaymentTransaction {
  transaction: RepaymentTransactionRecord;
  historyRow: HistoryRowRef;
}

function toItem(t: RepaymentTransactionRecord, historyRow: HistoryRowRef) {
  return {
    ...withEntity(keys.repaymentTransaction(t.orgId, t.repaymentId, t.id), ENTITY, VERSION, t),
    historyRow,
  };
}

function fromItem(item: Record<string, unknown>): StoredRepaymentTransaction {
  const { historyRow, ...rest } = stripItem(item);
  return {
    transaction: RepaymentTransactionRecordSchema.parse(rest),
    historyRow: historyRow as HistoryRowRef,
  };
}

export const repaymentTransactionNotFound = (id: string) =>
  new AppError('NOT_FOUND', 'Settlement transaction not found!', [
    { field: 'id', message: `There is no settlement transaction ${id} in this settlement` },
  ]);

/** The settlement's transactions (voided ones too), newest payment first. */
export async function listRepaymentTransactions(
  orgId: string,
  repaymentId: string,
): Promise<StoredRepaymentTransaction[]> {
  const items = await table.queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
    ExpressionAttributeValues: {
      ':pk': keys.repaymentTransaction(orgId, repaymentId, '').pk,
      ':sk': keys.repaymentTransactionSkPrefix(repaymentId),
    },
  });
  return items
    .map(fromItem)
    .sort(
      (a, b) =>
        b.transaction.paymentDate.localeCompare(a.transaction.paymentDate) ||
        b.transaction.id.localeCompare(a.transaction.id),
    );
}

/** A settlement transaction, else 404. */
export async function requireRepaymentTransaction(
  orgId: string,
  repaymentId: string,
  id: string,
): Promise<StoredRepaymentTransaction> {
  const res = await table.get({ Key: keys.repaymentTransaction(orgId, repaymentId, id), ConsistentRead: true });
  if (!res.Item) throw repaymentTransactionNotFound(id);
  return fromItem(res.Item);
}

/** The Put of a new settlement transaction. */
export const newRepaymentTransactionItem = (
  t: RepaymentTransactionRecord,
  historyRow: HistoryRowRef,
): TransactItem => ({
  Put: { Item: toItem(t, historyRow), ConditionExpression: 'attribute_not_exists(pk)' },
});

/**
 * Replace a settlement transaction (an edit, a void), only while it is still exactly as read and
 * not voided: a voided transaction never changes again.
 */
export const replaceRepaymentTransactionItem = (
  before: StoredRepaymentTransaction,
  after: RepaymentTransactionRecord,
  historyRow: HistoryRowRef,
): TransactItem => ({
  Put: {
    Item: toItem(after, historyRow),
    ConditionExpression:
      'attribute_exists(pk) AND isVoid = :false AND modifiedAt = :readAt AND amountRepaidSen = :readSen',
    ExpressionAttributeValues: {
      ':false': false,
      ':readAt': before.transaction.modifiedAt,
      ':readSen': before.transaction.amountRepaidSen,
    },
  },
});

// The settlement transaction's row of the transaction history (lambdas/data/finance/transaction-history.ts
// writes new rows; these change the row a settlement transaction wrote).

/** Mark a row VOIDED (its settlement transaction was voided); it must still be COMPLETED. */
export const voidTransactionHistoryItem = (orgId: string, paymentDate: string, id: string): TransactItem => ({
  Update: {
    Key: keys.transactionHistory(orgId, paymentDate, id),
    UpdateExpression: 'SET #status = :voided',
    ConditionExpression: 'attribute_exists(pk) AND #status = :completed',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: { ':voided': 'VOIDED', ':completed': 'COMPLETED' },
  },
});

/** Delete a row that is replaced (its payment moved to another date); it must still be COMPLETED. */
export const deleteTransactionHistoryItem = (orgId: string, paymentDate: string, id: string): TransactItem => ({
  Delete: {
    Key: keys.transactionHistory(orgId, paymentDate, id),
    ConditionExpression: 'attribute_exists(pk) AND #status = :completed',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: { ':completed': 'COMPLETED' },
  },
});

/** Change a row's amount (its payment was corrected on the same date); it must still be COMPLETED. */
export const setTransactionHistoryAmountItem = (
  orgId: string,
  paymentDate: string,
  id: string,
  amountSen: Sen,
): TransactItem => ({
  Update: {
    Key: keys.transactionHistory(orgId, paymentDate, id),
    UpdateExpression: 'SET amountSen = :amount',
    ConditionExpression: 'attribute_exists(pk) AND #status = :completed',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: { ':amount': amountSen, ':completed': 'COMPLETED' },
  },
});
