import { create } from '../../../shared/callables/disbursements';
import { createDisbursement } from '../../services/finance/disbursement-forms';
import { makeHandler } from '../chain/make-handler';

/** A new disbursement of the caller's organisation: lambdas/services/finance/disbursement-forms.ts. */
export const handler = makeHandler(create, (fields, caller) => createDisbursement(caller, fields));
