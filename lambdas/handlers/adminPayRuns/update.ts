import { update } from '../../../shared/callables/admin-pay-runs';
import { changePayRunStatus } from '../../services/benefits/pay-run-changes';
import { makeHandler } from '../chain/make-handler';

/** An administrator's status change of a pay run (payout files, completion): lambdas/services/benefits/pay-run-changes.ts. */
export const handler = makeHandler(update, (input, caller) => changePayRunStatus(caller, input));
