import { complete } from '../../../shared/callables/disbursements';
import { completeDisbursement } from '../../services/finance/disbursement-transitions';
import { makeHandler } from '../chain/make-handler';

/** An administrator completes a disbursement with its settlement: lambdas/services/finance/disbursement-transitions.ts. */
export const handler = makeHandler(complete, (input, caller) => completeDisbursement(caller, input));
