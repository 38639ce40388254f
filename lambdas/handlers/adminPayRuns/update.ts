import { update } from '../../../shared/callables/admin-pay-runs';
import { payRunToRm } from '../../../shared/domain/benefits/pay-run';
import { changePayRunStatus } from '../../services/benefits/pay-run-changes';
import { makeHandler } from '../chain/make-handler';

/** An administrator's status change of a pay run (payout files, completion): lambdas/services/benefits/pay-run-changes.ts. */
export const handler = makeHandler(update, async (input, caller) =>
  payRunToRm(await changePayRunStatus(caller, input)),
);
