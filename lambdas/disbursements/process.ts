import { downloadForProcessing } from '../../shared/callables/disbursements';
import { scopeOrg } from '../core/caller';
import { makeHandler } from '../core/make-handler';
import { requireDisbursement } from '../data/disbursements';
import { requireFresh } from '../services/disbursements';
import { transitionDisbursement } from '../services/disbursement-transitions';

/**
 * An administrator downloads an approved disbursement for processing (payment by bank file): it
 * becomes processing, and the answer holds the payees of the file.
 */
export const handler = makeHandler(downloadForProcessing, async ({ orgId, disbursementId, modifiedAt }, caller) => {
  const before = await requireDisbursement(scopeOrg(caller, orgId), disbursementId);
  requireFresh(before, modifiedAt);
  const after = await transitionDisbursement(caller, before, 'process', {
    why: `Processing file of ${before.selectedPayees.length} payee(s) downloaded`,
  });
  return { disbursement: after, selectedPayees: after.selectedPayees };
});
