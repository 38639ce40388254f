import { getUpcoming } from '../../shared/callables/repayments';
import { makeHandler } from '../core/make-handler';
import { upcomingRepayments } from '../services/repayments';

/** The settlements falling due soon and the overdue ones (the management dashboard's panel). */
export const handler = makeHandler(getUpcoming, async (_input, caller) => ({
  items: await upcomingRepayments(caller),
}));
