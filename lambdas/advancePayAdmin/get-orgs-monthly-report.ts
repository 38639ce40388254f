import { getOrgsMonthlyReport } from '../../shared/callables/advance-pay-admin';
import { periodFromKey } from '../../shared/domain/advance-pay';
import { orgsMonthlyReport } from '../../shared/domain/bank-transfer';
import { makeHandler } from '../core/make-handler';
import { listPeriodAdvanceTransactions } from '../data/advance-transactions';
import { getOrg } from '../data/orgs';

/** The internal monthly report: the period's transactions of every organisation (GSI2), aggregated. */
export const handler = makeHandler(getOrgsMonthlyReport, async ({ period }) => {
  const transactions = await listPeriodAdvanceTransactions(period);
  const names: Record<string, string> = {};
  for (const orgId of new Set(transactions.filter((t) => !t.orgName).map((t) => t.orgId))) {
    const org = await getOrg(orgId);
    if (org) names[orgId] = org.name;
  }
  return orgsMonthlyReport(transactions, periodFromKey(period).text, names);
});
