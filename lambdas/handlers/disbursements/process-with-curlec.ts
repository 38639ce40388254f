import { processWithCurlec } from '../../../shared/callables/disbursements';
import { payDisbursementWithGateway } from '../../services/finance/disbursement-payouts';
import { makeHandler } from '../chain/make-handler';

/** An administrator pays a disbursement through the payment gateway: lambdas/services/finance/disbursement-payouts.ts. */
export const handler = makeHandler(processWithCurlec, (input, caller) => payDisbursementWithGateway(caller, input));
