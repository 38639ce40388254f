import { remove } from '../../../shared/callables/disbursements';
import { disbursementToRm } from '../../../shared/domain/finance/disbursement-record';
import { deleteDisbursement } from '../../services/finance/disbursement-transitions';
import { makeHandler } from '../chain/make-handler';

/** Management deletes a draft or pending-approval disbursement: lambdas/services/finance/disbursement-transitions.ts (sen inside; the answer in RM). */
export const handler = makeHandler(remove, async (input, caller) =>
  disbursementToRm(await deleteDisbursement(caller, input)),
);
