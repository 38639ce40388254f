import { update } from '../../shared/callables/repayments';
import { makeHandler } from '../core/make-handler';
import { updateRepayment } from '../services/repayments';

export const handler = makeHandler(update, (input, caller) => updateRepayment(caller, input));
