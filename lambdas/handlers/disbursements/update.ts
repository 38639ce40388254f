import { update } from '../../../shared/callables/disbursements';
import { updateDisbursement } from '../../services/finance/disbursement-forms';
import { makeHandler } from '../chain/make-handler';

/** Management changes a draft or pending-approval disbursement: lambdas/services/finance/disbursement-forms.ts. */
export const handler = makeHandler(update, (input, caller) => updateDisbursement(caller, input));
