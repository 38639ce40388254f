import { getMonthlyReport } from '../../../shared/callables/advance-pay-management';
import { pageLimit } from '../../../shared/callables/common';
import { listSearchText } from '../../../shared/callables/list-search';
import { periodFromKey } from '../../../shared/domain/advance-pay/advance-pay';
import { makeHandler } from '../chain/make-handler';
import { ownOrgId } from '../../core/caller';
import { cursorScope, isKeyObject, openCursor, sealCursor } from '../../data/table/cursors';
import { countApprovedEmployees } from '../../data/employees/employees';
import { getOrg } from '../../data/organisations/orgs';
import { countEmployeeMonths, getOrgMonthFigures } from '../../data/advance-pay/report-lines';
import { employeeMonthsWithNames, reportFiguresOf, reportLineOf } from '../../services/advance-pay/month-report';
import { figuresInRm, lineInRm } from '../../services/advance-pay/report-rm';

/** Where the next page starts, and how many employees the month has (counted once, on the first page). */
interface Position {
  start: Record<string, unknown>;
  employees: number;
}
const isPosition = (v: unknown): v is Position =>
  typeof v === 'object' &&
  v !== null &&
  isKeyObject((v as Position).start) &&
  Number.isInteger((v as Position).employees);

/**
 * The organisation's month report, a page of employees at a time (docs/rules.md#reports-from-the-month-summaries):
 * the month's figures from its summary shards (one BatchGet), one page of employee lines from their
 * month summaries by IC number (one GSI1 Query, their names in one BatchGet per 100). The number
 * of employees with requests is counted on the first page and carried in the cursor. No request
 * reads the month's withdrawals. `search` keeps the lines of the employees whose name, IC number
 * or e-mail contain it (employeeMonthsWithNames); the summary stays the whole month's.
 */
export const handler = makeHandler(getMonthlyReport, async ({ period: periodKey, search, cursor, limit }, caller) => {
  const orgId = ownOrgId(caller);
  const period = periodFromKey(periodKey);
  const scope = cursorScope('advancePayManagement-getMonthlyReport', orgId, period.key, listSearchText(search));
  const position = openCursor(scope, cursor, { accept: isPosition });
  const [org, figures, activeEmployees, employees, page] = await Promise.all([
    getOrg(orgId),
    getOrgMonthFigures(orgId, period.key),
    countApprovedEmployees(orgId),
    position ? position.employees : countEmployeeMonths(orgId, period.key),
    employeeMonthsWithNames(orgId, period.key, { start: position?.start, limit: pageLimit(limit), search }),
  ]);
  return {
    summary: {
      orgId,
      orgName: org?.name ?? '',
      periodKey: period.key,
      period: period.text,
      activeEmployees,
      employeesWithRequests: employees,
      ...figuresInRm(reportFiguresOf(figures)),
    },
    employeesReports: page.items.map((e) => lineInRm(reportLineOf(e, page.people))),
    nextCursor: sealCursor(scope, page.next ? { start: page.next, employees } : undefined),
  };
});
