import { getOrgsMonthlyReport } from '../../../shared/callables/advance-pay-admin';
import { periodFromKey } from '../../../shared/domain/advance-pay/advance-pay';
import { orgsMonthlyReportOf } from '../../../shared/domain/money/bank-transfer';
import { makeHandler } from '../chain/make-handler';
import { allOrgNames } from '../../data/table/org-walk';
import { getOrgsMonthFigures } from '../../data/advance-pay/report-lines';

/**
 * The internal monthly report: every organisation's month summary (its shards, 12 organisations a
 * BatchGet), never the month's withdrawals, so it costs the same whatever the month holds. One row per
 * organisation with a request in the month.
 */
export const handler = makeHandler(getOrgsMonthlyReport, async ({ period }) => {
  const orgs = await allOrgNames();
  const figures = await getOrgsMonthFigures(
    orgs.map((o) => o.id),
    period,
  );
  return orgsMonthlyReportOf(orgs, figures, periodFromKey(period).text);
});
