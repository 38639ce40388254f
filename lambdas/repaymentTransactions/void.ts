import { voidTransaction } from '../../shared/callables/repayment-transactions';
import { makeHandler } from '../core/make-handler';
import { voidRepaymentTransaction } from '../services/repayment-transactions';

export const handler = makeHandler(voidTransaction, (input, caller) => voidRepaymentTransaction(caller, input));
