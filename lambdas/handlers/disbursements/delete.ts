import { remove } from '../../../shared/callables/disbursements';
import { deleteDisbursement } from '../../services/finance/disbursement-transitions';
import { makeHandler } from '../chain/make-handler';

/** Management deletes a draft or pending-approval disbursement: lambdas/services/finance/disbursement-transitions.ts. */
export const handler = makeHandler(remove, (input, caller) => deleteDisbursement(caller, input));
