import { paths } from '../../../../shared/routes';

/** The admin Advance Pay pages' paths. */
export const ADMIN_TRANSACTIONS_PATH = paths.adminTransactions();
export const FAILED_WAGES_PATH = paths.failedWages();

export const adminEditPath = (t: { orgId: string; employeeICNumber: string; id: string; periodKey: string }) =>
  paths.adminTransactionEdit({ orgId: t.orgId, employeeICNumber: t.employeeICNumber, id: t.id, period: t.periodKey });
export const internalReportPath = (month: string) => paths.adminMonthlyReport({ month });
export const internalOrgReportPath = (month: string, orgId: string) => paths.adminOrgMonthlyReport({ month, orgId });
export const failedWagePath = (id: string) => paths.failedWage({ id });
/** The list of a month (of one organisation when given), back from an edit or a report. */
export const adminTransactionsOf = (period: string, org?: string) => paths.adminTransactions({ period, org });
