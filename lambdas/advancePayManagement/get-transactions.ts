import { getTransactions } from '../../shared/callables/advance-pay-management';
import { makeHandler } from '../core/make-handler';
import { ownOrgId } from '../core/caller';
import { identitiesOf, monthTransactions, withName } from '../services/month-data';

/** The caller's organisation's transactions of one month, newest first, with employee names. */
export const handler = makeHandler(getTransactions, async ({ period }, caller) => {
  const orgId = ownOrgId(caller);
  const txs = await monthTransactions(orgId, period);
  const people = await identitiesOf(orgId, txs);
  return { items: txs.map((tx) => withName(tx, people)) };
});
