import { create } from '../../shared/callables/repayment-transactions';
import { makeHandler } from '../core/make-handler';
import { createRepaymentTransaction } from '../services/repayment-transactions';

export const handler = makeHandler(create, (input, caller) => createRepaymentTransaction(caller, input));
