import { approve } from '../../../shared/callables/disbursements';
import { approveDisbursement } from '../../services/finance/disbursement-transitions';
import { makeHandler } from '../chain/make-handler';

/** Management approves a disbursement, reserving its total from the credit: lambdas/services/finance/disbursement-transitions.ts. */
export const handler = makeHandler(approve, (input, caller) => approveDisbursement(caller, input));
