import { paths } from '../../../../shared/routes';

/** The management Advance Pay pages' paths (month and period = 'yyyy-MM'). */
export const TRANSACTIONS_PATH = paths.managementTransactions();

export const transactionDetailsPath = (employeeICNumber: string, transactionId: string, period: string) =>
  paths.managementTransaction({ employeeICNumber, transactionId, period });

export const monthlyReportPath = (orgId: string, month: string) => paths.monthlyReport({ orgId, month });

/** The per-employee details of a monthly report (id = the IC number). */
export const employeeReportPath = (orgId: string, month: string, employeeICNumber: string) =>
  paths.employeeMonthlyReport({ orgId, month, id: employeeICNumber });

/** The transactions list of a month. */
export const transactionsOfMonthPath = (month: string) => paths.managementTransactions({ period: month });
