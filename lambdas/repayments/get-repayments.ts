import { getRepayments } from '../../shared/callables/repayments';
import { makeHandler } from '../core/make-handler';
import { listRepayments } from '../services/repayments';

/** Management reads its own organisation's settlements; an administrator every organisation unless naming one. */
export const handler = makeHandler(getRepayments, async ({ orgId }, caller) => ({
  items: await listRepayments(caller, orgId),
}));
