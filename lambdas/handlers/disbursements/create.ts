import { create } from '../../../shared/callables/disbursements';
import { disbursementToRm } from '../../../shared/domain/finance/disbursement-record';
import { createDisbursement } from '../../services/finance/disbursement-forms';
import { makeHandler } from '../chain/make-handler';

/** A new disbursement of the caller's organisation: lambdas/services/finance/disbursement-forms.ts (sen inside; the answer in RM). */
export const handler = makeHandler(create, async (input, caller) =>
  disbursementToRm(await createDisbursement(caller, input)),
);
