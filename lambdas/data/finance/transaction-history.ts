import {
  TransactionHistoryRecordSchema,
  newestFirst,
  type TransactionHistoryRecord,
} from '../../../shared/domain/advance-pay/transaction-history';
import { GSI1, keys, orgPk } from '../table/keys';
import { stripItem, withEntity } from '../table/org-items';
import { queryFilledPage } from '../table/filled-pages';
import { searchedPage, type Page, type PageRequest } from '../table/paged-lists';
import { MAX_TRANSACTION_ITEMS, table, type TransactItem } from '../table/table';

const ENTITY = 'transactionHistory';
const VERSION = 1;

/**
 * The stored form of a transaction history row: the amount in sen; GSI1 (`TXNHIST`, by payment
 * date then organisation) is the administrators' list across organisations.
 */
export function transactionHistoryStoredItem(row: TransactionHistoryRecord) {
  return {
    ...withEntity(keys.transactionHistory(row.orgId, row.paymentDate, row.id), ENTITY, VERSION, row),
    gsi1pk: GSI1.transactionHistory,
    gsi1sk: `${row.paymentDate}#${row.orgId}#${row.id}`,
  };
}

/** The Put of a new row, in the same transaction as the money movement it records. */
export const transactionHistoryPutItem = (row: TransactionHistoryRecord): TransactItem => ({
  Put: { Item: transactionHistoryStoredItem(row), ConditionExpression: 'attribute_not_exists(pk)' },
});

export function transactionHistoryFromItem(item: Record<string, unknown>): TransactionHistoryRecord {
  const { gsi1pk: _p, gsi1sk: _s, ...rest } = stripItem(item);
  return TransactionHistoryRecordSchema.parse(rest);
}

/** Which months a list covers: one month, or every month from `from` up to now (YYYY-MM, inclusive). */
export type MonthRange = { month: string } | { from: string };

/**
 * The sort-key condition of a month range under a prefix ('TXNHIST#' on the organisation's
 * partition, '' on GSI1). Payment dates are 'YYYY-MM-DD', so one month is a `begins_with`, and
 * "from a month on" is BETWEEN its first day and the end of the prefix ('~' sorts after digits).
 */
function rangeCondition(attr: string, prefix: string, range: MonthRange) {
  return 'month' in range
    ? { condition: `begins_with(${attr}, :from)`, values: { ':from': `${prefix}${range.month}` } }
    : {
        condition: `${attr} BETWEEN :from AND :to`,
        values: { ':from': `${prefix}${range.from}`, ':to': `${prefix}~` },
      };
}

/**
 * One organisation's rows in a month range, newest first. `completedOnly`: what the organisation
 * itself sees (a voided settlement transaction's row is for administrators only).
 */
export async function listOrgTransactionHistory(
  orgId: string,
  range: MonthRange,
  { completedOnly }: { completedOnly: boolean },
): Promise<TransactionHistoryRecord[]> {
  const { condition, values } = rangeCondition('sk', keys.transactionHistorySkPrefix(), range);
  const items = await table.queryAll({
    KeyConditionExpression: `pk = :pk AND ${condition}`,
    ExpressionAttributeValues: {
      ':pk': orgPk(orgId),
      ...values,
      ...(completedOnly ? { ':completed': 'COMPLETED' } : {}),
    },
    ...(completedOnly
      ? { FilterExpression: '#status = :completed', ExpressionAttributeNames: { '#status': 'status' } }
      : {}),
    ScanIndexForward: false,
  });
  return items.map(transactionHistoryFromItem).sort(newestFirst);
}

/**
 * One page of an organisation's rows in a month range, newest payment date first (then newest id).
 * A Query of the organisation's partition in key order: `completedOnly` filters, the page is still
 * filled.
 */
export async function listOrgTransactionHistoryPage(
  orgId: string,
  range: MonthRange,
  { completedOnly }: { completedOnly: boolean },
  page: PageRequest,
): Promise<Page<TransactionHistoryRecord>> {
  const { condition, values } = rangeCondition('sk', keys.transactionHistorySkPrefix(), range);
  const out = await queryFilledPage({
    query: {
      KeyConditionExpression: `pk = :pk AND ${condition}`,
      ExpressionAttributeValues: {
        ':pk': orgPk(orgId),
        ...values,
        ...(completedOnly ? { ':completed': 'COMPLETED' } : {}),
      },
      ...(completedOnly
        ? { FilterExpression: '#status = :completed', ExpressionAttributeNames: { '#status': 'status' } }
        : {}),
      ScanIndexForward: false,
    },
    keyAttributes: ['pk', 'sk'],
    ...searchedPage(page),
  });
  return { items: out.items.map(transactionHistoryFromItem), next: out.next };
}

/** One page of every organisation's rows in a month range (GSI1 `TXNHIST`), newest payment date first. */
export async function listAllTransactionHistoryPage(
  range: MonthRange,
  page: PageRequest,
): Promise<Page<TransactionHistoryRecord>> {
  const { condition, values } = rangeCondition('gsi1sk', '', range);
  const out = await queryFilledPage({
    query: {
      IndexName: 'GSI1',
      KeyConditionExpression: `gsi1pk = :pk AND ${condition}`,
      ExpressionAttributeValues: { ':pk': GSI1.transactionHistory, ...values },
      ScanIndexForward: false,
    },
    keyAttributes: ['pk', 'sk', 'gsi1pk', 'gsi1sk'],
    ...searchedPage(page),
  });
  return { items: out.items.map(transactionHistoryFromItem), next: out.next };
}

/**
 * Store many new rows, 100 to a transaction (imports, seeds and tests; a money movement writes
 * its one row with {@link transactionHistoryPutItem} in its own transaction instead).
 */
export async function putTransactionHistoryRows(rows: readonly TransactionHistoryRecord[]): Promise<void> {
  for (let i = 0; i < rows.length; i += MAX_TRANSACTION_ITEMS) {
    await table.transact(rows.slice(i, i + MAX_TRANSACTION_ITEMS).map(transactionHistoryPutItem));
  }
}
