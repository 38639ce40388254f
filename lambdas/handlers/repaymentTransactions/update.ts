import { update } from '../../../shared/callables/repayment-transactions';
import { makeHandler } from '../chain/make-handler';
import { updateRepaymentTransaction } from '../../services/finance/repayment-transactions';

export const handler = makeHandler(update, (input, caller) => updateRepaymentTransaction(caller, input));
