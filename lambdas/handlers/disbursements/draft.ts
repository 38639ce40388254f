import { draft } from '../../../shared/callables/disbursements';
import { disbursementToRm } from '../../../shared/domain/finance/disbursement-record';
import { revertDisbursementToDraft } from '../../services/finance/disbursement-transitions';
import { makeHandler } from '../chain/make-handler';

/** An administrator reverts an approved disbursement to draft: lambdas/services/finance/disbursement-transitions.ts (sen inside; the answer in RM). */
export const handler = makeHandler(draft, async (input, caller) =>
  disbursementToRm(await revertDisbursementToDraft(caller, input)),
);
