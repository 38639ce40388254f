import { getMonthlyReport } from '../../shared/callables/advance-pay-management';
import { employeeReportLines, reportFigures } from '../../shared/domain/advance-pay-reports';
import { periodFromKey } from '../../shared/domain/advance-pay';
import { makeHandler } from '../core/make-handler';
import { ownOrgId } from '../core/caller';
import { countApprovedEmployees } from '../data/employees';
import { getOrg } from '../data/orgs';
import { figuresInRm, lineInRm } from '../services/report-rm';
import { identitiesOf, monthTransactions } from '../services/month-data';

/**
 * The organisation's month report: the figures of shared/domain/advance-pay-reports.ts over the
 * month's transactions (one Query: the fee split per payer is on the transactions, not in the
 * month summaries), active employees and one line per employee.
 */
export const handler = makeHandler(getMonthlyReport, async ({ period: periodKey }, caller) => {
  const orgId = ownOrgId(caller);
  const period = periodFromKey(periodKey);
  const [org, txs, activeEmployees] = await Promise.all([
    getOrg(orgId),
    monthTransactions(orgId, period.key),
    countApprovedEmployees(orgId),
  ]);
  const people = await identitiesOf(orgId, txs);
  const lines = employeeReportLines(txs, people);
  return {
    summary: {
      orgId,
      orgName: org?.name ?? txs[0]?.orgName ?? '',
      periodKey: period.key,
      period: period.text,
      activeEmployees,
      employeesWithRequests: lines.length,
      ...figuresInRm(reportFigures(txs)),
    },
    employeesReports: lines.map(lineInRm),
  };
});
