import { generateDetails } from '../../shared/callables/disbursements';
import { scopeOrg } from '../core/caller';
import { makeHandler } from '../core/make-handler';
import { requireAction, requireVisibleDisbursement } from '../services/disbursements';

/** The payees of an approved or processing disbursement for the processing file, unchanged. */
export const handler = makeHandler(generateDetails, async ({ orgId, disbursementId }, caller) => {
  const d = await requireVisibleDisbursement(caller, scopeOrg(caller, orgId), disbursementId);
  requireAction(d, 'generateDetails');
  return { selectedPayees: d.selectedPayees };
});
