import { draft } from '../../../shared/callables/disbursements';
import { revertDisbursementToDraft } from '../../services/finance/disbursement-transitions';
import { makeHandler } from '../chain/make-handler';

/** An administrator reverts an approved disbursement to draft: lambdas/services/finance/disbursement-transitions.ts. */
export const handler = makeHandler(draft, (input, caller) => revertDisbursementToDraft(caller, input));
