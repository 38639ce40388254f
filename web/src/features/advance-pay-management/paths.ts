/** Routes of the management Advance Pay pages (spec part 3 §2.2; design.md §1: {product} = advance-pay). */
export const TRANSACTIONS_PATH = '/management/advance-pay/transactions';

const seg = encodeURIComponent;

/** `/management/advance-pay/transactions/:employeeICNumber/:transactionId/:period/details` (period = 'yyyy-MM'). */
export const transactionDetailsPath = (employeeICNumber: string, transactionId: string, periodKey: string) =>
  `${TRANSACTIONS_PATH}/${seg(employeeICNumber)}/${seg(transactionId)}/${seg(periodKey)}/details`;

/** `/advance-pay/org/:orgId/monthly-report/:month` (month = 'yyyy-MM'). */
export const monthlyReportPath = (orgId: string, month: string) => `/advance-pay/org/${seg(orgId)}/monthly-report/${seg(month)}`;

/** The per-employee details of a monthly report: `{report}/:id/details`, id = the IC number. */
export const employeeReportPath = (orgId: string, month: string, employeeICNumber: string) =>
  `${monthlyReportPath(orgId, month)}/${seg(employeeICNumber)}/details`;

/** The transactions list of a month. */
export const transactionsOfMonthPath = (month: string) => `${TRANSACTIONS_PATH}?period=${seg(month)}`;
