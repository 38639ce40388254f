import { downloadForProcessing } from '../../../shared/callables/disbursements';
import { disbursementToRm } from '../../../shared/domain/finance/disbursement-record';
import { scopeOrg } from '../../core/caller';
import { makeHandler } from '../chain/make-handler';
import { requireDisbursement } from '../../data/finance/disbursements';
import { requireAction, requireFresh } from '../../services/finance/disbursements';
import { transitionDisbursement } from '../../services/finance/disbursement-transitions';
import { payeesAtPayment } from '../../services/employees/payout-accounts';

/**
 * An administrator downloads an approved disbursement for processing (payment by bank file): it
 * becomes processing, and the answer holds the payees of the file. An employee is paid into the
 * account on their record as it is now (the payout-account gate), which the disbursement keeps.
 */
export const handler = makeHandler(downloadForProcessing, async ({ orgId, disbursementId, modifiedAt }, caller) => {
  const before = await requireDisbursement(scopeOrg(caller, orgId), disbursementId);
  requireFresh(before, modifiedAt);
  requireAction(before, 'process');
  const selectedPayees = await payeesAtPayment(before);
  const after = await transitionDisbursement(caller, before, 'process', {
    set: { selectedPayees },
    why: `Processing file of ${before.selectedPayees.length} payee(s) downloaded`,
  });
  const out = disbursementToRm(after);
  return { disbursement: out, selectedPayees: out.selectedPayees };
});
