import { updatePayRun } from '../../../shared/callables/pay-runs';
import { editPayRun } from '../../services/benefits/pay-run-changes';
import { makeHandler } from '../chain/make-handler';

/** Edit a draft or pending_approval run, recomputed and saved as draft: lambdas/services/benefits/pay-run-changes.ts. */
export const handler = makeHandler(updatePayRun, (input, caller) => editPayRun(caller, input));
