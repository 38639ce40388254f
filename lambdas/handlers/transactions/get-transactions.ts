import { getTransactions } from '../../../shared/callables/transactions';
import { makeHandler } from '../chain/make-handler';
import { transactionHistoryFor } from '../../services/advance-pay/transaction-history';

/** One page of rows: administrators every organisation's (or one's); management the COMPLETED rows of its own. */
export const handler = makeHandler(getTransactions, (input, caller) => transactionHistoryFor(caller, input));
