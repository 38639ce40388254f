import { remove } from '../../../shared/callables/repayments';
import { makeHandler } from '../chain/make-handler';
import { deleteRepayment } from '../../services/finance/repayments';

export const handler = makeHandler(remove, (input, caller) => deleteRepayment(caller, input));
