import { update } from '../../../shared/callables/disbursements';
import { disbursementToRm } from '../../../shared/domain/finance/disbursement-record';
import { updateDisbursement } from '../../services/finance/disbursement-forms';
import { makeHandler } from '../chain/make-handler';

/** Management changes a draft or pending-approval disbursement: lambdas/services/finance/disbursement-forms.ts (sen inside; the answer in RM). */
export const handler = makeHandler(update, async (input, caller) =>
  disbursementToRm(await updateDisbursement(caller, input)),
);
