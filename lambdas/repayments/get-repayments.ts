import { getRepayments } from '../../shared/callables/repayments';
import { makeHandler } from '../core/make-handler';
import { listRepayments } from '../services/repayments';

/** One page: management its own organisation's settlements; an administrator every organisation's unless naming one. */
export const handler = makeHandler(getRepayments, ({ orgId, ...params }, caller) =>
  listRepayments(caller, orgId, params),
);
