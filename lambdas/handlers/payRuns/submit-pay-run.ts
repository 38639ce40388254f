import { submitPayRun } from '../../../shared/callables/pay-runs';
import { submitPayRunForApproval } from '../../services/benefits/pay-run-changes';
import { makeHandler } from '../chain/make-handler';

/** draft → pending_approval: lambdas/services/benefits/pay-run-changes.ts. */
export const handler = makeHandler(submitPayRun, ({ payRunId }, caller) => submitPayRunForApproval(caller, payRunId));
