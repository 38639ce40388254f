import { generateDetails } from '../../../shared/callables/disbursements';
import { payeeToRm } from '../../../shared/domain/finance/disbursement-record';
import { scopeOrg } from '../../core/caller';
import { makeHandler } from '../chain/make-handler';
import { requireAction, requireVisibleDisbursement } from '../../services/finance/disbursements';
import { payeesAtPayment } from '../../services/employees/payout-accounts';

/**
 * The payees of an approved or processing disbursement for the processing file, unchanged; an
 * employee's bank and account are read from their record now (the payout-account gate).
 */
export const handler = makeHandler(generateDetails, async ({ orgId, disbursementId }, caller) => {
  const d = await requireVisibleDisbursement(caller, scopeOrg(caller, orgId), disbursementId);
  requireAction(d, 'generateDetails');
  return { selectedPayees: (await payeesAtPayment(d)).map(payeeToRm) };
});
