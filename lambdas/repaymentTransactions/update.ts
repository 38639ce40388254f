import { update } from '../../shared/callables/repayment-transactions';
import { makeHandler } from '../core/make-handler';
import { updateRepaymentTransaction } from '../services/repayment-transactions';

export const handler = makeHandler(update, (input, caller) => updateRepaymentTransaction(caller, input));
