import { processWithCurlec } from '../../../shared/callables/disbursements';
import { disbursementToRm } from '../../../shared/domain/finance/disbursement-record';
import { payDisbursementWithGateway } from '../../services/finance/disbursement-payouts';
import { makeHandler } from '../chain/make-handler';

/** An administrator pays a disbursement through the payment gateway: lambdas/services/finance/disbursement-payouts.ts (sen inside; the answer in RM). */
export const handler = makeHandler(processWithCurlec, async (input, caller) =>
  disbursementToRm(await payDisbursementWithGateway(caller, input)),
);
