import { remove } from '../../shared/callables/repayments';
import { makeHandler } from '../core/make-handler';
import { deleteRepayment } from '../services/repayments';

export const handler = makeHandler(remove, (input, caller) => deleteRepayment(caller, input));
