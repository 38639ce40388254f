import { getEmployeeMonthlyReport } from '../../shared/callables/advance-pay-management';
import { reportFigures } from '../../shared/domain/advance-pay-reports';
import { periodFromKey } from '../../shared/domain/advance-pay';
import { AppError } from '../../shared/registry/errors';
import { makeHandler } from '../core/make-handler';
import { ownOrgId } from '../core/caller';
import { listEmployeeAdvanceTransactions } from '../data/advance-transactions';
import { getEmployee } from '../data/employees';
import { figuresInRm } from '../services/report-rm';
import { newestFirst, withName } from '../services/month-data';

export const EMPLOYEE_NOT_FOUND = 'Employee not found!';

/**
 * One employee's month in the caller's organisation: their transactions (one Query on their key
 * prefix) with the month's figures. An employee who left the directory still shows when they
 * have transactions in the month.
 */
export const handler = makeHandler(
  getEmployeeMonthlyReport,
  async ({ employeeICNumber, period: periodKey }, caller) => {
    const orgId = ownOrgId(caller);
    const period = periodFromKey(periodKey);
    const [employee, txs] = await Promise.all([
      getEmployee(orgId, employeeICNumber),
      listEmployeeAdvanceTransactions(orgId, employeeICNumber, period.key),
    ]);
    if (!employee && txs.length === 0)
      throw new AppError('NOT_FOUND', EMPLOYEE_NOT_FOUND, [{ field: 'employeeICNumber', message: 'Not found' }]);
    const people = new Map(
      employee
        ? [[employeeICNumber, { employeeName: employee.name, ...(employee.email ? { email: employee.email } : {}) }]]
        : [],
    );
    const transactions = txs.sort(newestFirst).map((tx) => withName(tx, people));
    const email = employee?.email ?? txs.find((t) => t.email)?.email;
    return {
      employee: {
        employeeName: transactions.at(0)?.employeeName ?? employee?.name ?? employeeICNumber,
        ...(email ? { email } : {}),
        employeeICNumber,
      },
      periodKey: period.key,
      period: period.text,
      summary: figuresInRm(reportFigures(txs)),
      transactions,
    };
  },
);
