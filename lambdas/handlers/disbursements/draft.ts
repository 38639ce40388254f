import { draft } from '../../../shared/callables/disbursements';
import { disbursementToRm } from '../../../shared/domain/finance/disbursement-record';
import { scopeOrg } from '../../core/caller';
import { makeHandler } from '../chain/make-handler';
import { restoreCreditItem } from '../../data/finance/credit';
import { requireDisbursement } from '../../data/finance/disbursements';
import { requireFresh, rmText } from '../../services/finance/disbursements';
import { transitionDisbursement } from '../../services/finance/disbursement-transitions';

/** An administrator reverts an approved disbursement to draft: its reserved total goes back to the credit. */
export const handler = makeHandler(draft, async ({ orgId, disbursementId, modifiedAt }, caller) => {
  const before = await requireDisbursement(scopeOrg(caller, orgId), disbursementId);
  requireFresh(before, modifiedAt);
  const after = await transitionDisbursement(caller, before, 'draft', {
    extra: () => [restoreCreditItem(before.orgId, before.totalSen)],
    why: `${rmText(before.totalSen)} released to the credit line`,
  });
  return disbursementToRm(after);
});
