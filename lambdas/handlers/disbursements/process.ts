import { downloadForProcessing } from '../../../shared/callables/disbursements';
import { disbursementToRm } from '../../../shared/domain/finance/disbursement-record';
import { processDisbursement } from '../../services/finance/disbursement-payouts';
import { makeHandler } from '../chain/make-handler';

/**
 * An administrator downloads an approved disbursement for processing by bank file:
 * lambdas/services/finance/disbursement-payouts.ts. The answer (RM) holds the payees of the file.
 */
export const handler = makeHandler(downloadForProcessing, async (input, caller) => {
  const out = disbursementToRm(await processDisbursement(caller, input));
  return { disbursement: out, selectedPayees: out.selectedPayees };
});
