import { getDisbursement } from '../../shared/callables/disbursements';
import { scopeOrg } from '../core/caller';
import { makeHandler } from '../core/make-handler';
import { listRecordHistory } from '../data/record-history';
import { requireVisibleDisbursement } from '../services/disbursements';

/** One disbursement the caller may see, with its history (who, when, from, to, why). */
export const handler = makeHandler(getDisbursement, async ({ disbursementId, orgId }, caller) => {
  const d = await requireVisibleDisbursement(caller, scopeOrg(caller, orgId), disbursementId);
  return { ...d, history: await listRecordHistory(d.orgId, 'DISBURSEMENT', d.id) };
});
