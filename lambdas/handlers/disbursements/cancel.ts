import { cancel } from '../../../shared/callables/disbursements';
import { cancelDisbursement } from '../../services/finance/disbursement-transitions';
import { makeHandler } from '../chain/make-handler';

/** An administrator cancels a disbursement, releasing its credit: lambdas/services/finance/disbursement-transitions.ts. */
export const handler = makeHandler(cancel, (input, caller) => cancelDisbursement(caller, input));
