import { cancel } from '../../../shared/callables/disbursements';
import { disbursementToRm } from '../../../shared/domain/finance/disbursement-record';
import { cancelDisbursement } from '../../services/finance/disbursement-transitions';
import { makeHandler } from '../chain/make-handler';

/** An administrator cancels a disbursement, releasing its credit: lambdas/services/finance/disbursement-transitions.ts (sen inside; the answer in RM). */
export const handler = makeHandler(cancel, async (input, caller) =>
  disbursementToRm(await cancelDisbursement(caller, input)),
);
