import { create } from '../../shared/callables/repayments';
import { makeHandler } from '../core/make-handler';
import { createRepayment } from '../services/repayments';

export const handler = makeHandler(create, (input, caller) => createRepayment(caller, input));
