import { getEmployeeMonthlyReport } from '../../../shared/callables/advance-pay-management';
import { advanceTransactionToRm } from '../../../shared/domain/advance-pay/advance-transaction';
import { pageLimit } from '../../../shared/callables/common';
import { periodFromKey } from '../../../shared/domain/advance-pay/advance-pay';
import { AppError } from '../../../shared/registry/errors';
import { makeHandler } from '../chain/make-handler';
import { ownOrgId } from '../../core/caller';
import { listEmployeeAdvanceTransactionsPage } from '../../data/advance-pay/advance-transactions';
import { cursorScope, openCursor, sealCursor } from '../../data/table/cursors';
import { getEmployeeMonthFigures } from '../../data/advance-pay/report-lines';
import { reportFiguresOf } from '../../services/advance-pay/month-report';
import { figuresInRm } from '../../services/advance-pay/report-rm';
import { withName } from '../../services/advance-pay/month-data';

export const EMPLOYEE_NOT_FOUND = 'Employee not found!';

/**
 * One employee's month in the caller's organisation: one page of their transactions, newest
 * first (a Query on their key prefix), and the figures of the WHOLE month from their month
 * summary, which keeps counts, amounts and fees by status and payer (docs/data-model.md#report-figures).
 * The summary and the directory record come in one BatchGetItem beside the page's Query, so a page
 * costs two requests at the same time however long the month. An employee who left the directory
 * still shows when they have transactions in the month. The cursor is bound to the organisation,
 * the employee and the month.
 */
export const handler = makeHandler(
  getEmployeeMonthlyReport,
  async ({ employeeICNumber, period: periodKey, cursor, limit }, caller) => {
    const orgId = ownOrgId(caller);
    const period = periodFromKey(periodKey);
    const scope = cursorScope('advancePayManagement-getEmployeeMonthlyReport', orgId, employeeICNumber, period.key);
    const start = openCursor(scope, cursor);
    const [{ employee, month }, page] = await Promise.all([
      getEmployeeMonthFigures(orgId, employeeICNumber, period.key),
      listEmployeeAdvanceTransactionsPage(orgId, employeeICNumber, {
        start,
        limit: pageLimit(limit),
        periodKey: period.key,
      }),
    ]);
    const figures = reportFiguresOf(month);
    if (!employee && figures.totalRequests === 0)
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
      summary: figuresInRm(figures),
      transactions: transactions.map(advanceTransactionToRm),
      ...(page.next ? { nextCursor: sealCursor(scope, page.next) } : {}),
    };
  },
);
