import { approvePayRuns } from '../../../shared/callables/pay-runs';
import { approvePayRunSelection } from '../../services/benefits/pay-run-changes';
import { makeHandler } from '../chain/make-handler';

/** Approve pay runs, all or nothing: lambdas/services/benefits/pay-run-changes.ts. */
export const handler = makeHandler(approvePayRuns, ({ payRunIds }, caller) =>
  approvePayRunSelection(caller, payRunIds),
);
