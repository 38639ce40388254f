import { getRepayments } from '../../../shared/callables/repayments';
import { makeHandler } from '../chain/make-handler';
import { listRepayments } from '../../services/finance/repayments';

/** One page: management its own organisation's settlements; an administrator every organisation's unless naming one. */
export const handler = makeHandler(getRepayments, ({ orgId, search, ...params }, caller) =>
  listRepayments(caller, orgId, params, search),
);
