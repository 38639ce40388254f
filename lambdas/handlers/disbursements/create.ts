import { create } from '../../../shared/callables/disbursements';
import { disbursementToRm } from '../../../shared/domain/finance/disbursement-record';
import { epochSeconds } from '../../../shared/domain/time/time';
import { callerName, ownOrgId } from '../../core/caller';
import { makeHandler } from '../chain/make-handler';
import { newDisbursementItem, writeDisbursementChange } from '../../data/finance/disbursements';
import { historyItem, requireDisbursementsOrg, rmText } from '../../services/finance/disbursements';
import { disbursementFromForm, newDisbursementId } from '../../services/finance/disbursement-forms';

/** A new disbursement of the caller's organisation: draft (Save as Draft) or pending approval (Proceed). */
export const handler = makeHandler(create, async (fields, caller) => {
  const org = await requireDisbursementsOrg(ownOrgId(caller));
  const now = epochSeconds();
  const d = await disbursementFromForm(caller, org, fields, {
    id: newDisbursementId(),
    createdAt: now,
    createdBy: callerName(caller),
    modifiedAt: now,
  });
  await writeDisbursementChange([
    newDisbursementItem(d),
    historyItem(caller, d, now, {
      action: 'created',
      to: d.status,
      why: `${d.selectedPayees.length} ${d.payeesType === 'employees' ? 'employee' : 'supplier'} payee(s), total ${rmText(d.totalSen)}`,
    }),
  ]);
  return disbursementToRm(d);
});
