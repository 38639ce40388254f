import { voidTransaction } from '../../../shared/callables/repayment-transactions';
import { makeHandler } from '../chain/make-handler';
import { voidRepaymentTransaction } from '../../services/finance/repayment-transactions';

export const handler = makeHandler(voidTransaction, (input, caller) => voidRepaymentTransaction(caller, input));
