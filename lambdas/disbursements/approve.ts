import { approve } from '../../shared/callables/disbursements';
import { rmToSen } from '../../shared/domain/money';
import { ownOrgId } from '../core/caller';
import { makeHandler } from '../core/make-handler';
import { creditRefusal, reserveCreditItem } from '../data/credit';
import { requireDisbursement } from '../data/disbursements';
import { requireFresh, rmText } from '../services/disbursements';
import { transitionDisbursement } from '../services/disbursement-transitions';

/**
 * Management approves a disbursement pending approval: its total is reserved from the
 * organisation's available credit in the same transaction (never below 0, so of two approvals
 * racing for the last of the credit only one passes).
 */
export const handler = makeHandler(approve, async ({ disbursementId, modifiedAt }, caller) => {
  const before = await requireDisbursement(ownOrgId(caller), disbursementId);
  requireFresh(before, modifiedAt);
  return transitionDisbursement(caller, before, 'approve', {
    extra: () => [reserveCreditItem(before.orgId, rmToSen(before.total))],
    refusal: (err) => creditRefusal(err, 1, before.total),
    why: `${rmText(before.total)} reserved from the credit line`,
  });
});
