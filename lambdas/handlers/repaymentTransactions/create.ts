import { create } from '../../../shared/callables/repayment-transactions';
import { makeHandler } from '../chain/make-handler';
import { createRepaymentTransaction } from '../../services/finance/repayment-transactions';

export const handler = makeHandler(create, (input, caller) => createRepaymentTransaction(caller, input));
