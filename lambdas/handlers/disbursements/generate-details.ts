import { generateDetails } from '../../../shared/callables/disbursements';
import { disbursementDetails } from '../../services/finance/disbursement-payouts';
import { makeHandler } from '../chain/make-handler';

/** The payees of the processing file, paid into their accounts on record: lambdas/services/finance/disbursement-payouts.ts. */
export const handler = makeHandler(generateDetails, (input, caller) => disbursementDetails(caller, input));
