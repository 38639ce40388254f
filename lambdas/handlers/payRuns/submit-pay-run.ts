import { submitPayRun } from '../../../shared/callables/pay-runs';
import { payRunToRm } from '../../../shared/domain/benefits/pay-run';
import { submitPayRunForApproval } from '../../services/benefits/pay-run-changes';
import { makeHandler } from '../chain/make-handler';

/** draft → pending_approval: lambdas/services/benefits/pay-run-changes.ts. */
export const handler = makeHandler(submitPayRun, async ({ payRunId }, caller) =>
  payRunToRm(await submitPayRunForApproval(caller, payRunId)),
);
