import { generateDetails } from '../../../shared/callables/disbursements';
import { payeeToRm } from '../../../shared/domain/finance/disbursement-record';
import { disbursementDetails } from '../../services/finance/disbursement-payouts';
import { makeHandler } from '../chain/make-handler';

/** The payees of the processing file, paid into their accounts on record: lambdas/services/finance/disbursement-payouts.ts. */
export const handler = makeHandler(generateDetails, async (input, caller) => ({
  selectedPayees: (await disbursementDetails(caller, input)).map(payeeToRm),
}));
