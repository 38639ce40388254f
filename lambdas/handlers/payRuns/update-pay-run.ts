import { updatePayRun } from '../../../shared/callables/pay-runs';
import { payRunFieldsToSen, payRunToRm } from '../../../shared/domain/benefits/pay-run';
import { editPayRun } from '../../services/benefits/pay-run-changes';
import { makeHandler } from '../chain/make-handler';

/** Edit a draft or pending_approval run, recomputed and saved as draft: lambdas/services/benefits/pay-run-changes.ts. */
export const handler = makeHandler(updatePayRun, async ({ payRunId, modifiedAt, ...fields }, caller) =>
  payRunToRm(await editPayRun(caller, { payRunId, modifiedAt, ...payRunFieldsToSen(fields) })),
);
