import { remove } from '../../../shared/callables/disbursements';
import { disbursementToRm } from '../../../shared/domain/finance/disbursement-record';
import { epochSeconds } from '../../../shared/domain/time/time';
import { callerName, ownOrgId } from '../../core/caller';
import { makeHandler } from '../chain/make-handler';
import {
  requireDisbursement,
  softDeleteDisbursementItem,
  writeDisbursementChange,
} from '../../data/finance/disbursements';
import { historyItem, requireAction, requireFresh } from '../../services/finance/disbursements';

/** Management deletes a draft or pending-approval disbursement: kept as a deleted record, gone from every list. */
export const handler = makeHandler(remove, async ({ disbursementId, modifiedAt }, caller) => {
  const before = await requireDisbursement(ownOrgId(caller), disbursementId);
  requireFresh(before, modifiedAt);
  requireAction(before, 'delete');
  const at = Math.max(epochSeconds(), before.modifiedAt + 1);
  await writeDisbursementChange([
    softDeleteDisbursementItem(before, at, callerName(caller)),
    historyItem(caller, before, at, { action: 'delete', from: before.status, to: 'deleted' }),
  ]);
  return disbursementToRm(before);
});
