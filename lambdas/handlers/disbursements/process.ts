import { downloadForProcessing } from '../../../shared/callables/disbursements';
import { processDisbursement } from '../../services/finance/disbursement-payouts';
import { makeHandler } from '../chain/make-handler';

/** An administrator downloads an approved disbursement for processing by bank file: lambdas/services/finance/disbursement-payouts.ts. */
export const handler = makeHandler(downloadForProcessing, (input, caller) => processDisbursement(caller, input));
