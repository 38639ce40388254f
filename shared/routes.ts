/**
 * Every route path of the site, and typed builders for them. Pure (no React, no router), so the
 * site's route table, its pages and the lambdas (links in e-mails) all build paths from here and
 * no path is written twice.
 */
export const ROUTE_PATHS = {
  // Sign-in and account
  login: '/login',
  internalLogin: '/internal',
  forgotPassword: '/forgot-password',
  internalForgotPassword: '/internal/forgot-password',
  mobileLogin: '/mobile-login',
  logout: '/logout',
  passwordChange: '/password-change',

  // Employee
  dashboard: '/dashboard',
  profile: '/profile',
  profileSetup: '/profile-setup',
  getPaid: '/advance-pay/get-paid',
  employeeTransactions: '/advance-pay/transactions',
  employeeTransaction: '/advance-pay/transactions/:transactionId/details',
  statements: '/advance-pay/statements/monthly',
  statement: '/advance-pay/statements/monthly/:statementId',
  userBenefits: '/user-benefits',
  electWallets: '/elect-wallets',
  electedWallets: '/elected-wallets',
  electedWalletEdit: '/elected-wallets/:id/edit',

  // Manager and Executive
  managementDashboard: '/management/dashboard',
  missingPaymentElection: '/employees/missing-payment-election',
  employees: '/employees',
  employeeCreate: '/employees/create',
  employeeUpdate: '/employees/update/:employeeICNumber',
  employeeView: '/employees/view/:employeeICNumber',
  employeesApprove: '/employees/approve',
  employeesBulkImport: '/employees/bulk-import',
  employeeCategories: '/employee-categories',
  employeeCategoryCreate: '/employee-categories/create',
  employeeCategoryUpdate: '/employee-categories/:id/update',
  employeeBenefits: '/employee-benefits',
  employeeBenefitCreate: '/employee-benefits/create',
  employeeBenefitUpdate: '/employee-benefits/:bid/update',
  jobLevels: '/jobLevels',
  jobLevelCreate: '/jobLevels/create',
  jobLevelEdit: '/jobLevels/:jobLevelId/edit',
  teams: '/teams',
  teamCreate: '/teams/create',
  teamUpdate: '/teams/:teamId/update',
  compensationPolicies: '/compensation-policies',
  compensationPolicyCreate: '/compensation-policies/create',
  compensationPolicyEdit: '/compensation-policies/:policyId/edit',
  compensationPolicyDetails: '/compensation-policies/:policyId/details',
  payRangeCreate: '/compensation-policies/:policyId/details/create',
  payRangeEdit: '/compensation-policies/:policyId/details/:allocationId/edit',
  notificationsEmail: '/settings/notifications-email',
  orgAudit: '/settings/audit',
  withdrawalPolicies: '/management/advance-pay/withdrawal-policies',
  advancedPolicyCreate: '/management/advance-pay/withdrawal-policies/advanced/create',
  advancedPolicyEdit: '/management/advance-pay/withdrawal-policies/advanced/:policyId/edit',
  managementTransactions: '/management/advance-pay/transactions',
  managementTransaction: '/management/advance-pay/transactions/:employeeICNumber/:transactionId/:period/details',
  monthlyReport: '/advance-pay/org/:orgId/monthly-report/:month',
  employeeMonthlyReport: '/advance-pay/org/:orgId/monthly-report/:month/:id/details',
  benefitPayRuns: '/benefits-pay-runs',
  benefitPayRunCreate: '/benefits-pay-runs/create/:payType',
  benefitPayRunEdit: '/benefits-pay-runs/:payType/:payRunId/edit',
  benefitPayRunDetails: '/benefits-pay-runs/:payRunId/details',
  benefitPayRunReport: '/benefits-pay-runs/:orgId/:payRunId/report',

  // Administrators
  internalDashboard: '/internal/dashboard',
  users: '/internal/users',
  organisations: '/internal/organizations',
  organisationCreate: '/internal/organizations/create',
  organisationView: '/internal/organizations/:oid/view',
  organisationEdit: '/internal/organizations/:oid/edit',
  userDetail: '/users/:id',
  userCreate: '/internal/organizations/:tenantId/users/create',
  userEdit: '/internal/organizations/:tenantId/users/:id/edit',
  administrators: '/internal/administrators',
  administratorCreate: '/internal/administrators/create',
  administratorEdit: '/internal/administrators/:id/edit',
  offices: '/internal/organizations/:oid/offices',
  officeCreate: '/internal/organizations/:orgId/create-office',
  officeEdit: '/internal/organizations/:orgId/offices/:officeId/edit',
  adminJobLevels: '/internal/jobLevels',
  adminJobLevelCreate: '/internal/joblevels/create',
  adminJobLevelEdit: '/internal/jobLevels/:id/edit',
  holidays: '/internal/holidays',
  audit: '/internal/audit',
  wallets: '/internal/e-wallets',
  walletCreate: '/internal/e-wallets/create',
  walletView: '/internal/e-wallets/:id/view',
  walletEdit: '/internal/e-wallets/:id/edit',
  settings: '/internal/settings',
  adminTransactions: '/internal/advance-pay/transactions',
  adminTransactionEdit: '/internal/advance-pay/transactions/:orgId/:employeeICNumber/:id/:period/edit',
  adminMonthlyReport: '/internal/advance-pay/monthly-report/:month',
  adminOrgMonthlyReport: '/internal/advance-pay/monthly-report/:month/:orgId',
  failedWages: '/internal/advance-pay/failed-earned-wages',
  failedWage: '/internal/advance-pay/failed-earned-wages/:id',
  adminPayRuns: '/pay-runs',
  adminPayRunDetails: '/pay-runs/:orgId/:payRunId/details',
  adminPayRunEdit: '/pay-runs/:orgId/:payRunId/edit',
  adminPayRunReport: '/pay-runs/:orgId/:payRunId/report',

  // Finance: suppliers (management, then administrators)
  suppliers: '/suppliers',
  supplierCreate: '/suppliers/create',
  supplierEdit: '/suppliers/:id/edit',
  supplierView: '/suppliers/:id/view',
  adminSuppliers: '/internal/suppliers',
  adminSupplierView: '/internal/:orgId/suppliers/:id/view',

  // Finance: disbursements (management, then administrators)
  disbursements: '/disbursements',
  disbursementCreate: '/disbursements/create',
  disbursementEdit: '/disbursements/:disbursementId/edit',
  disbursementView: '/disbursements/:disbursementId/view',
  adminDisbursements: '/internal/disbursements',
  adminDisbursementView: '/internal/:orgId/disbursements/:disbursementId/view',
  // Finance: settlements (repayments): management, then administrators
  repayments: '/repayments',
  repaymentTransactions: '/repayments/:repaymentId/:disbursementId/transactions',
  repaymentTransactionCreate: '/repayments/:repaymentId/:disbursementId/transactions/create',
  adminRepayments: '/internal/repayments',
  adminRepaymentCreate: '/internal/repayments/create',
  adminRepaymentTransactions: '/internal/:orgId/disbursement/:disbursementId/repayments/:repaymentId/transactions',
  adminRepaymentTransactionCreate:
    '/internal/:orgId/disbursement/:disbursementId/repayments/:repaymentId/transactions/create',
  adminRepaymentEdit: '/internal/:orgId/disbursement/:disbursementId/repayments/:repaymentId/edit',
  // Finance: sales and the partner files (sales, settlements) they come from (administrators)
  sales: '/internal/sales',
  uploadedDocuments: '/internal/uploaded-documents',
  uploadedDocumentCreate: '/internal/uploaded-documents/create',
  uploadedDocumentLogs: '/internal/uploaded-document-logs/:rcId/logs',
  uploadedDocumentLog: '/internal/uploaded-document-logs/:rcId/logs/:id/view',
  // Finance: transaction history (management, then administrators)
  transactionHistory: '/transactions',
  adminTransactionHistory: '/internal/transactions',
} as const;

export type RouteName = keyof typeof ROUTE_PATHS;

/** The names of the `:name` parameters of a path pattern (never when it has none). */
type ParamNames<P extends string> = P extends `${string}:${infer Param}/${infer Rest}`
  ? Param | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Param}`
    ? Param
    : never;

/** The `:name` parameters of a path pattern, as an object type. */
export type PathParams<P extends string> = string extends P ? Record<string, string> : { [K in ParamNames<P>]: string };

/** Query parameters; undefined values are left out. */
export type Query = Record<string, string | undefined>;

/** A builder: the parameters first when the path has any, then an optional query. */
export type PathBuilder<P extends string> = keyof PathParams<P> extends never
  ? (query?: Query) => string
  : (params: PathParams<P>, query?: Query) => string;

function queryString(query: Query | undefined): string {
  const entries = Object.entries(query ?? {}).filter((e): e is [string, string] => e[1] !== undefined);
  return entries.length
    ? `?${entries.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&')}`
    : '';
}

/** Fills the `:name` parameters of `pattern` (each encoded as one path segment) and appends `query`. */
export function fillPath(pattern: string, params: Partial<Record<string, string>> = {}, query?: Query): string {
  const path = pattern.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing parameter '${name}' for ${pattern}`);
    return encodeURIComponent(value);
  });
  return path + queryString(query);
}

const hasParams = (pattern: string) => pattern.includes(':');

/**
 * One builder per route, e.g. `paths.managementTransactions()`, `paths.walletView({ id })`. Built
 * from the table above at run time; the cast gives each builder the parameters of its own pattern.
 */
export const paths = Object.fromEntries(
  Object.entries(ROUTE_PATHS).map(([name, pattern]) => [
    name,
    hasParams(pattern)
      ? (params: Record<string, string>, query?: Query) => fillPath(pattern, params, query)
      : (query?: Query) => fillPath(pattern, {}, query),
  ]),
) as unknown as { [N in RouteName]: PathBuilder<(typeof ROUTE_PATHS)[N]> };
