import { processWithCurlec } from '../../../shared/callables/disbursements';
import { disbursementToRm } from '../../../shared/domain/finance/disbursement-record';
import { scopeOrg } from '../../core/caller';
import { makeHandler } from '../chain/make-handler';
import { requireDisbursement } from '../../data/finance/disbursements';
import { requireFresh } from '../../services/finance/disbursements';
import { processWithGateway } from '../../services/finance/disbursement-payouts';

/** An administrator pays a disbursement through the payment gateway (each unpaid payee once). */
export const handler = makeHandler(processWithCurlec, async ({ orgId, disbursementId, modifiedAt }, caller) => {
  const before = await requireDisbursement(scopeOrg(caller, orgId), disbursementId);
  requireFresh(before, modifiedAt);
  return disbursementToRm(await processWithGateway(caller, before));
});
