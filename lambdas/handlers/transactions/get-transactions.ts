import { getTransactions } from '../../../shared/callables/transactions';
import { transactionHistoryToRm } from '../../../shared/domain/advance-pay/transaction-history';
import { makeHandler } from '../chain/make-handler';
import { transactionHistoryFor } from '../../services/advance-pay/transaction-history';

/** One page of rows: administrators every organisation's (or one's); management the COMPLETED rows of its own. */
export const handler = makeHandler(getTransactions, async (input, caller) => {
  const page = await transactionHistoryFor(caller, input);
  return { ...page, items: page.items.map(transactionHistoryToRm) };
});
