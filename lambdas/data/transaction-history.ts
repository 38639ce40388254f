import { rmToSen } from '../../shared/domain/money';
import type { TransactionHistoryRow } from '../../shared/domain/transaction-history';
import { GSI1, keys } from './keys';
import { withEntity } from './org-items';
import type { TransactItem } from './table';

const ENTITY = 'transactionHistory';
const VERSION = 1;

/**
 * The stored form of a transaction history row: the amount in sen; GSI1 (`TXNHIST`, by payment
 * date then organisation) is the administrators' list across organisations.
 */
export function transactionHistoryStoredItem(row: TransactionHistoryRow) {
  const { amount, ...rest } = row;
  return {
    ...withEntity(keys.transactionHistory(row.orgId, row.paymentDate, row.id), ENTITY, VERSION, rest),
    amountSen: rmToSen(amount),
    gsi1pk: GSI1.transactionHistory,
    gsi1sk: `${row.paymentDate}#${row.orgId}#${row.id}`,
  };
}

/** The Put of a new row, in the same transaction as the money movement it records. */
export const transactionHistoryPutItem = (row: TransactionHistoryRow): TransactItem => ({
  Put: { Item: transactionHistoryStoredItem(row), ConditionExpression: 'attribute_not_exists(pk)' },
});
