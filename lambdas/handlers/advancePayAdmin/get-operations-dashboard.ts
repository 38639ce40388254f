import { getOperationsDashboard } from '../../../shared/callables/advance-pay-admin';
import { makeHandler } from '../chain/make-handler';
import { operationsDashboard } from '../../services/finance/operations-dashboard';

/** The administrators' dashboard (/internal/dashboard): today's queue, the month by organisation and what needs fixing. */
export const handler = makeHandler(getOperationsDashboard, async () => operationsDashboard());
