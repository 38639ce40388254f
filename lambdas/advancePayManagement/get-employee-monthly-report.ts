import { getEmployeeMonthlyReport } from '../../shared/callables/advance-pay-management';
import { pageLimit } from '../../shared/callables/common';
import { reportFigures } from '../../shared/domain/advance-pay-reports';
import { periodFromKey } from '../../shared/domain/advance-pay';
import { AppError } from '../../shared/registry/errors';
import { makeHandler } from '../core/make-handler';
import { ownOrgId } from '../core/caller';
import { listEmployeeAdvanceTransactionsPage, listEmployeeMonthFigureFacts } from '../data/advance-transactions';
import { cursorScope, openCursor, sealCursor } from '../data/cursors';
import { getEmployee } from '../data/employees';
import { figuresInRm } from '../services/report-rm';
import { withName } from '../services/month-data';

export const EMPLOYEE_NOT_FOUND = 'Employee not found!';

/**
 * One employee's month in the caller's organisation: one page of their transactions, newest
 * first (a Query on their key prefix), and the figures of the WHOLE month. The figures split the
 * fees by who pays them, which the employee's month summary does not keep, so they come from the
 * employee's transactions of the month read with four small attributes projected (one request
 * for any realistic month). Three requests a page, at the same time. An employee who left the
 * directory still shows when they have transactions in the month. The cursor is bound to the
 * organisation, the employee and the month.
 */
export const handler = makeHandler(
  getEmployeeMonthlyReport,
  async ({ employeeICNumber, period: periodKey, cursor, limit }, caller) => {
    const orgId = ownOrgId(caller);
    const period = periodFromKey(periodKey);
    const scope = cursorScope('advancePayManagement-getEmployeeMonthlyReport', orgId, employeeICNumber, period.key);
    const start = openCursor(scope, cursor);
    const [employee, page, facts] = await Promise.all([
      getEmployee(orgId, employeeICNumber),
      listEmployeeAdvanceTransactionsPage(orgId, employeeICNumber, {
        start,
        limit: pageLimit(limit),
        periodKey: period.key,
      }),
      listEmployeeMonthFigureFacts(orgId, employeeICNumber, period.key),
    ]);
    if (!employee && facts.length === 0)
      throw new AppError('NOT_FOUND', EMPLOYEE_NOT_FOUND, [{ field: 'employeeICNumber', message: 'Not found' }]);
    const people = new Map(
      employee
        ? [[employeeICNumber, { employeeName: employee.name, ...(employee.email ? { email: employee.email } : {}) }]]
        : [],
    );
    const transactions = page.items.map((tx) => withName(tx, people));
    const email = employee?.email ?? page.items.find((t) => t.email)?.email;
    return {
      employee: {
        employeeName: employee?.name ?? transactions.at(0)?.employeeName ?? employeeICNumber,
        ...(email ? { email } : {}),
        employeeICNumber,
      },
      periodKey: period.key,
      period: period.text,
      summary: figuresInRm(reportFigures(facts)),
      transactions,
      ...(page.next ? { nextCursor: sealCursor(scope, page.next) } : {}),
    };
  },
);
