import { exportToPDFv2 } from '../../../shared/callables/transactions';
import { makeHandler } from '../chain/make-handler';
import { exportTransactionHistory } from '../../services/advance-pay/transaction-history';

/** The PDF of one month of the organisation's completed transaction history, as a presigned link. */
export const handler = makeHandler(exportToPDFv2, (input, caller) => exportTransactionHistory(caller, input));
