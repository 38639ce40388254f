import { update } from '../../../shared/callables/repayments';
import { makeHandler } from '../chain/make-handler';
import { updateRepayment } from '../../services/finance/repayments';

export const handler = makeHandler(update, (input, caller) => updateRepayment(caller, input));
