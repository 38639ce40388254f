import { getOrgsMonthlyReport } from '../../shared/callables/advance-pay-admin';
import { periodFromKey } from '../../shared/domain/advance-pay';
import { orgsMonthlyReport } from '../../shared/domain/bank-transfer';
import { makeHandler } from '../core/make-handler';
import { listPeriodAdvanceTransactions } from '../data/advance-transactions';
import { getOrgsByIds } from '../data/orgs';

/** The internal monthly report: the period's transactions of every organisation (GSI2), aggregated. */
export const handler = makeHandler(getOrgsMonthlyReport, async ({ period }) => {
  const transactions = await listPeriodAdvanceTransactions(period);
  // Every organisation the month names, read together (one BatchGet per 100), not one by one.
  const orgs = await getOrgsByIds(transactions.filter((t) => !t.orgName).map((t) => t.orgId));
  const names = Object.fromEntries([...orgs].map(([id, org]) => [id, org.name]));
  return orgsMonthlyReport(transactions, periodFromKey(period).text, names);
});
