import { create } from '../../../shared/callables/repayments';
import { makeHandler } from '../chain/make-handler';
import { createRepayment } from '../../services/finance/repayments';

export const handler = makeHandler(create, (input, caller) => createRepayment(caller, input));
