import { approve } from '../../../shared/callables/disbursements';
import { disbursementToRm } from '../../../shared/domain/finance/disbursement-record';
import { approveDisbursement } from '../../services/finance/disbursement-transitions';
import { makeHandler } from '../chain/make-handler';

/** Management approves a disbursement, reserving its total from the credit: lambdas/services/finance/disbursement-transitions.ts (sen inside; the answer in RM). */
export const handler = makeHandler(approve, async (input, caller) =>
  disbursementToRm(await approveDisbursement(caller, input)),
);
