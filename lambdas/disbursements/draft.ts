import { draft } from '../../shared/callables/disbursements';
import { rmToSen } from '../../shared/domain/money';
import { scopeOrg } from '../core/caller';
import { makeHandler } from '../core/make-handler';
import { restoreCreditItem } from '../data/credit';
import { requireDisbursement } from '../data/disbursements';
import { requireFresh, rmText } from '../services/disbursements';
import { transitionDisbursement } from '../services/disbursement-transitions';

/** An administrator reverts an approved disbursement to draft: its reserved total goes back to the credit. */
export const handler = makeHandler(draft, async ({ orgId, disbursementId, modifiedAt }, caller) => {
  const before = await requireDisbursement(scopeOrg(caller, orgId), disbursementId);
  requireFresh(before, modifiedAt);
  return transitionDisbursement(caller, before, 'draft', {
    extra: () => [restoreCreditItem(before.orgId, rmToSen(before.total))],
    why: `${rmText(before.total)} released to the credit line`,
  });
});
