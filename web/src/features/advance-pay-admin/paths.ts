/** The admin Advance Pay routes (spec part 3 §2.3), built in one place. */
export const ADMIN_TRANSACTIONS_PATH = '/internal/advance-pay/transactions';
export const FAILED_WAGES_PATH = '/internal/advance-pay/failed-earned-wages';

const enc = encodeURIComponent;

export const adminEditPath = (t: { orgId: string; employeeICNumber: string; id: string; periodKey: string }) =>
  `${ADMIN_TRANSACTIONS_PATH}/${enc(t.orgId)}/${enc(t.employeeICNumber)}/${enc(t.id)}/${enc(t.periodKey)}/edit`;
export const internalReportPath = (month: string) => `/internal/advance-pay/monthly-report/${enc(month)}`;
export const internalOrgReportPath = (month: string, orgId: string) => `${internalReportPath(month)}/${enc(orgId)}`;
export const failedWagePath = (id: string) => `${FAILED_WAGES_PATH}/${enc(id)}`;
/** The list of a month, back from an edit or a report. */
export const adminTransactionsOf = (period: string) => `${ADMIN_TRANSACTIONS_PATH}?period=${enc(period)}`;
