import { getTransactions } from '../../shared/callables/transactions';
import { makeHandler } from '../core/make-handler';
import { transactionHistoryFor } from '../services/transaction-history';

/** Administrators every organisation's rows (or one's); management the COMPLETED rows of its own. */
export const handler = makeHandler(getTransactions, async (input, caller) => ({
  items: await transactionHistoryFor(caller, input),
}));
