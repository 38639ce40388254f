import { cancel } from '../../../shared/callables/disbursements';
import { disbursementToRm } from '../../../shared/domain/finance/disbursement-record';
import { AppError } from '../../../shared/registry/errors';
import { scopeOrg } from '../../core/caller';
import { makeHandler } from '../chain/make-handler';
import { restoreCreditItem } from '../../data/finance/credit';
import { requireDisbursement } from '../../data/finance/disbursements';
import { requireAction, requireFresh } from '../../services/finance/disbursements';
import { anyPaidOut } from '../../services/finance/disbursement-payout-state';
import { transitionDisbursement } from '../../services/finance/disbursement-transitions';

/**
 * An administrator cancels an approved or processing disbursement with a reason: its reserved
 * total goes back to the credit. Refused once a payee was paid through the gateway (that money is
 * out; the disbursement is completed instead).
 */
export const handler = makeHandler(
  cancel,
  async ({ orgId, disbursementId, modifiedAt, reasonForCancellation }, caller) => {
    const before = await requireDisbursement(scopeOrg(caller, orgId), disbursementId);
    requireFresh(before, modifiedAt);
    requireAction(before, 'cancel');
    if (anyPaidOut(before))
      throw new AppError(
        'INVALID_STATE',
        'Some payees of this disbursement were already paid through the payment gateway, so it cannot be cancelled. Pay the rest and complete it.',
      );
    const after = await transitionDisbursement(caller, before, 'cancel', {
      set: { reasonForCancellation },
      extra: () => [restoreCreditItem(before.orgId, before.totalSen)],
      why: reasonForCancellation,
    });
    return disbursementToRm(after);
  },
);
