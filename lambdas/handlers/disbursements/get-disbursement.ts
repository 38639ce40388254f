import { getDisbursement } from '../../../shared/callables/disbursements';
import { disbursementToRm } from '../../../shared/domain/finance/disbursement-record';
import { scopeOrg } from '../../core/caller';
import { makeHandler } from '../chain/make-handler';
import { listRecordHistory } from '../../data/table/record-history';
import { requireVisibleDisbursement } from '../../services/finance/disbursements';

/** One disbursement the caller may see, with its history (who, when, from, to, why). */
export const handler = makeHandler(getDisbursement, async ({ disbursementId, orgId }, caller) => {
  const d = await requireVisibleDisbursement(caller, scopeOrg(caller, orgId), disbursementId);
  return { ...disbursementToRm(d), history: await listRecordHistory(d.orgId, 'DISBURSEMENT', d.id) };
});
