import { complete } from '../../../shared/callables/disbursements';
import { disbursementToRm } from '../../../shared/domain/finance/disbursement-record';
import { completeDisbursement } from '../../services/finance/disbursement-transitions';
import { makeHandler } from '../chain/make-handler';

/** An administrator completes a disbursement with its settlement: lambdas/services/finance/disbursement-transitions.ts (sen inside; the answer in RM). */
export const handler = makeHandler(complete, async (input, caller) =>
  disbursementToRm(await completeDisbursement(caller, input)),
);
