import { getUpcoming } from '../../../shared/callables/repayments';
import { makeHandler } from '../chain/make-handler';
import { upcomingRepayments } from '../../services/finance/repayments';

/** One page of the settlements falling due soon and the overdue ones (the management dashboard's panel). */
export const handler = makeHandler(getUpcoming, (params, caller) => upcomingRepayments(caller, params));
