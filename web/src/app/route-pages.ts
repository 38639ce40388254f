import type { ComponentType } from 'react';
import type { RouteName } from '../../../shared/routes';
import type { PageArea } from '../i18n/areas';
import { loadAreas } from '../i18n/i18n';
import { preloadable, type Preloadable } from './preloadable';

/** A page loaded on its first visit; `preload` fetches its chunk ahead (the router does on a reload). */
export type PageComponent = Preloadable<object>;

/** `areas`: the catalogue's areas the page uses beyond the base (web/src/i18n/areas.ts), loaded with it. */
const lazyPage = (load: () => Promise<{ default: ComponentType }>, areas: readonly PageArea[] = []): PageComponent =>
  preloadable(() => Promise.all([load(), loadAreas(areas)]).then(([page]) => page));

// One lazy import per area, so each area is its own chunk.
const auth = {
  Login: lazyPage(() => import('../features/auth/login-page').then((m) => ({ default: m.LoginPage })), ['auth']),
  InternalLogin: lazyPage(
    () => import('../features/auth/login-page').then((m) => ({ default: m.InternalLoginPage })),
    ['auth'],
  ),
  ForgotPassword: lazyPage(
    () => import('../features/auth/forgot-password-page').then((m) => ({ default: m.ForgotPasswordPage })),
    ['auth'],
  ),
  InternalForgotPassword: lazyPage(
    () => import('../features/auth/forgot-password-page').then((m) => ({ default: m.InternalForgotPasswordPage })),
    ['auth'],
  ),
  MobileLogin: lazyPage(
    () => import('../features/auth/mobile-login-page').then((m) => ({ default: m.MobileLoginPage })),
    ['auth'],
  ),
  Logout: lazyPage(() => import('../features/auth/logout-page').then((m) => ({ default: m.LogoutPage })), ['auth']),
  PasswordChange: lazyPage(
    () => import('../features/auth/password-change-page').then((m) => ({ default: m.PasswordChangePage })),
    ['auth'],
  ),
};
const adminDashboard = {
  Page: lazyPage(() =>
    import('../features/admin-dashboard/operations-dashboard-page').then((m) => ({
      default: m.OperationsDashboardPage,
    })),
  ),
};
const users = {
  List: lazyPage(() => import('../features/users/users-page').then((m) => ({ default: m.UsersPage }))),
  Detail: lazyPage(() => import('../features/users/user-detail-page').then((m) => ({ default: m.UserDetailPage }))),
  Create: lazyPage(() => import('../features/users/user-admin-pages').then((m) => ({ default: m.CreateUserPage }))),
  Edit: lazyPage(() => import('../features/users/user-admin-pages').then((m) => ({ default: m.EditUserPage }))),
};
const administrators = {
  List: lazyPage(() =>
    import('../features/users/administrators-pages').then((m) => ({ default: m.AdministratorsPage })),
  ),
  Create: lazyPage(() =>
    import('../features/users/administrators-pages').then((m) => ({ default: m.CreateAdministratorPage })),
  ),
  Edit: lazyPage(() =>
    import('../features/users/administrators-pages').then((m) => ({ default: m.EditAdministratorPage })),
  ),
};
const profile = {
  Profile: lazyPage(
    () => import('../features/profile/profile-page').then((m) => ({ default: m.ProfilePage })),
    ['profile', 'auth'],
  ),
  Setup: lazyPage(
    () => import('../features/profile/profile-setup-page').then((m) => ({ default: m.ProfileSetupPage })),
    ['profile'],
  ),
};
const dashboard = {
  Employee: lazyPage(() =>
    import('../features/dashboard/employee-dashboard-page').then((m) => ({ default: m.EmployeeDashboardPage })),
  ),
  Management: lazyPage(() =>
    import('../features/dashboard/management-dashboard-page').then((m) => ({ default: m.ManagementDashboardPage })),
  ),
};
const advancePayManagement = {
  Transactions: lazyPage(
    () =>
      import('../features/advance-pay-management/transactions-page').then((m) => ({
        default: m.ManagementTransactionsPage,
      })),
    ['advancePay'],
  ),
  Details: lazyPage(
    () =>
      import('../features/advance-pay-management/transaction-details-page').then((m) => ({
        default: m.ManagementTransactionDetailsPage,
      })),
    ['advancePay'],
  ),
  Report: lazyPage(
    () =>
      import('../features/advance-pay-management/monthly-report-page').then((m) => ({ default: m.MonthlyReportPage })),
    ['advancePay'],
  ),
  EmployeeReport: lazyPage(
    () =>
      import('../features/advance-pay-management/monthly-report-page').then((m) => ({
        default: m.EmployeeMonthlyReportPage,
      })),
    ['advancePay'],
  ),
};
const advancePayEmployee = {
  GetPaid: lazyPage(
    () => import('../features/advance-pay-employee/get-paid-page').then((m) => ({ default: m.GetPaidPage })),
    ['advancePay'],
  ),
  Transactions: lazyPage(
    () => import('../features/advance-pay-employee/transactions-page').then((m) => ({ default: m.TransactionsPage })),
    ['advancePay'],
  ),
  Details: lazyPage(
    () =>
      import('../features/advance-pay-employee/transaction-details-page').then((m) => ({
        default: m.TransactionDetailsPage,
      })),
    ['advancePay'],
  ),
};
const advancePayStatements = {
  List: lazyPage(
    () =>
      import('../features/advance-pay-statements/monthly-statements-page').then((m) => ({
        default: m.MonthlyStatementsPage,
      })),
    ['advancePay', 'statements'],
  ),
  View: lazyPage(
    () =>
      import('../features/advance-pay-statements/monthly-statement-page').then((m) => ({
        default: m.MonthlyStatementPage,
      })),
    ['advancePay', 'statements'],
  ),
};
const employees = {
  List: lazyPage(() => import('../features/employees/employees-page').then((m) => ({ default: m.EmployeesPage }))),
  Create: lazyPage(() =>
    import('../features/employees/employee-pages').then((m) => ({ default: m.CreateEmployeePage })),
  ),
  Update: lazyPage(() =>
    import('../features/employees/employee-pages').then((m) => ({ default: m.UpdateEmployeePage })),
  ),
  View: lazyPage(() => import('../features/employees/employee-pages').then((m) => ({ default: m.ViewEmployeePage }))),
  Approve: lazyPage(() =>
    import('../features/employees/approve-employees-page').then((m) => ({ default: m.ApproveEmployeesPage })),
  ),
  MissingPaymentElection: lazyPage(() =>
    import('../features/employees/missing-payment-election-page').then((m) => ({
      default: m.MissingPaymentElectionPage,
    })),
  ),
};
const employeeImport = {
  BulkImport: lazyPage(() =>
    import('../features/employees/bulk-import/bulk-import-page').then((m) => ({ default: m.BulkImportPage })),
  ),
};
const benefitPayRuns = {
  List: lazyPage(() => import('../features/benefit-pay-runs/pay-runs-page').then((m) => ({ default: m.PayRunsPage }))),
  Create: lazyPage(() =>
    import('../features/benefit-pay-runs/pay-run-form-page').then((m) => ({ default: m.PayRunCreatePage })),
  ),
  Edit: lazyPage(() =>
    import('../features/benefit-pay-runs/pay-run-form-page').then((m) => ({ default: m.PayRunEditPage })),
  ),
  Details: lazyPage(() =>
    import('../features/benefit-pay-runs/pay-run-details-page').then((m) => ({ default: m.PayRunDetailsPage })),
  ),
  Report: lazyPage(() =>
    import('../features/benefit-pay-runs/pay-run-report-page').then((m) => ({ default: m.PayRunReportPage })),
  ),
  AdminList: lazyPage(() =>
    import('../features/benefit-pay-runs/admin-pay-runs-page').then((m) => ({ default: m.AdminPayRunsPage })),
  ),
  AdminDetails: lazyPage(() =>
    import('../features/benefit-pay-runs/pay-run-details-page').then((m) => ({ default: m.AdminPayRunDetailsPage })),
  ),
  AdminEdit: lazyPage(() =>
    import('../features/benefit-pay-runs/admin-edit-status-page').then((m) => ({
      default: m.AdminEditPayRunStatusPage,
    })),
  ),
  AdminReport: lazyPage(() =>
    import('../features/benefit-pay-runs/pay-run-report-page').then((m) => ({ default: m.AdminPayRunReportPage })),
  ),
};
const employeeCategories = {
  List: lazyPage(() =>
    import('../features/employee-categories/employee-categories-page').then((m) => ({
      default: m.EmployeeCategoriesPage,
    })),
  ),
  Create: lazyPage(() =>
    import('../features/employee-categories/employee-category-form-page').then((m) => ({
      default: m.EmployeeCategoryCreatePage,
    })),
  ),
  Update: lazyPage(() =>
    import('../features/employee-categories/employee-category-form-page').then((m) => ({
      default: m.EmployeeCategoryUpdatePage,
    })),
  ),
};
const employeeBenefits = {
  List: lazyPage(() =>
    import('../features/employee-benefits/employee-benefits-page').then((m) => ({ default: m.EmployeeBenefitsPage })),
  ),
  Create: lazyPage(() =>
    import('../features/employee-benefits/employee-benefit-form-page').then((m) => ({
      default: m.EmployeeBenefitCreatePage,
    })),
  ),
  Update: lazyPage(() =>
    import('../features/employee-benefits/employee-benefit-form-page').then((m) => ({
      default: m.EmployeeBenefitUpdatePage,
    })),
  ),
  Mine: lazyPage(
    () => import('../features/employee-benefits/my-benefits-page').then((m) => ({ default: m.MyBenefitsPage })),
    ['benefits'],
  ),
};
const walletElection = {
  List: lazyPage(
    () => import('../features/wallet-election/elected-wallets-page').then((m) => ({ default: m.ElectedWalletsPage })),
    ['wallets'],
  ),
  Elect: lazyPage(
    () => import('../features/wallet-election/election-form-page').then((m) => ({ default: m.ElectWalletPage })),
    ['wallets'],
  ),
  Edit: lazyPage(
    () => import('../features/wallet-election/election-form-page').then((m) => ({ default: m.EditElectedWalletPage })),
    ['wallets'],
  ),
};

const teams = {
  List: lazyPage(() => import('../features/teams/teams-pages').then((m) => ({ default: m.TeamsPage }))),
  Create: lazyPage(() => import('../features/teams/teams-pages').then((m) => ({ default: m.TeamCreatePage }))),
  Update: lazyPage(() => import('../features/teams/teams-pages').then((m) => ({ default: m.TeamUpdatePage }))),
};
const compensation = {
  List: lazyPage(() =>
    import('../features/compensation-policies/compensation-policies-page').then((m) => ({
      default: m.CompensationPoliciesPage,
    })),
  ),
  Create: lazyPage(() =>
    import('../features/compensation-policies/policy-form-page').then((m) => ({ default: m.PolicyCreatePage })),
  ),
  Edit: lazyPage(() =>
    import('../features/compensation-policies/policy-form-page').then((m) => ({ default: m.PolicyEditPage })),
  ),
  Details: lazyPage(() =>
    import('../features/compensation-policies/policy-details-page').then((m) => ({ default: m.PolicyDetailsPage })),
  ),
  RangeCreate: lazyPage(() =>
    import('../features/compensation-policies/pay-range-form-page').then((m) => ({ default: m.PayRangeCreatePage })),
  ),
  RangeEdit: lazyPage(() =>
    import('../features/compensation-policies/pay-range-form-page').then((m) => ({ default: m.PayRangeEditPage })),
  ),
};

const offices = {
  List: lazyPage(() => import('../features/offices/offices-page').then((m) => ({ default: m.OfficesPage }))),
  Create: lazyPage(() => import('../features/offices/office-form-page').then((m) => ({ default: m.OfficeCreatePage }))),
  Edit: lazyPage(() => import('../features/offices/office-form-page').then((m) => ({ default: m.OfficeEditPage }))),
};
const holidays = lazyPage(() =>
  import('../features/holidays/holidays-page').then((m) => ({ default: m.HolidaysPage })),
);
const audit = {
  Admin: lazyPage(() => import('../features/audit/audit-page').then((m) => ({ default: m.AdminAuditPage }))),
  Org: lazyPage(() => import('../features/audit/audit-page').then((m) => ({ default: m.OrgAuditPage }))),
};
const jobLevels = {
  AdminList: lazyPage(() =>
    import('../features/job-levels/admin-job-levels-pages').then((m) => ({ default: m.AdminJobLevelsPage })),
  ),
  AdminCreate: lazyPage(() =>
    import('../features/job-levels/admin-job-levels-pages').then((m) => ({ default: m.AdminJobLevelCreatePage })),
  ),
  AdminEdit: lazyPage(() =>
    import('../features/job-levels/admin-job-levels-pages').then((m) => ({ default: m.AdminJobLevelEditPage })),
  ),
  List: lazyPage(() => import('../features/job-levels/job-levels-pages').then((m) => ({ default: m.JobLevelsPage }))),
  Create: lazyPage(() =>
    import('../features/job-levels/job-levels-pages').then((m) => ({ default: m.JobLevelCreatePage })),
  ),
  Edit: lazyPage(() =>
    import('../features/job-levels/job-levels-pages').then((m) => ({ default: m.JobLevelEditPage })),
  ),
};

const wallets = {
  List: lazyPage(() => import('../features/wallets/wallets-page').then((m) => ({ default: m.WalletsPage }))),
  Create: lazyPage(() => import('../features/wallets/wallet-pages').then((m) => ({ default: m.CreateWalletPage }))),
  View: lazyPage(() => import('../features/wallets/wallet-pages').then((m) => ({ default: m.ViewWalletPage }))),
  Edit: lazyPage(() => import('../features/wallets/wallet-pages').then((m) => ({ default: m.EditWalletPage }))),
};
const withdrawalPolicies = {
  Page: lazyPage(() =>
    import('../features/withdrawal-policies/withdrawal-policies-page').then((m) => ({
      default: m.WithdrawalPoliciesPage,
    })),
  ),
  CreateAdvanced: lazyPage(() =>
    import('../features/withdrawal-policies/advanced-policy-pages').then((m) => ({
      default: m.AdvancedPolicyCreatePage,
    })),
  ),
  EditAdvanced: lazyPage(() =>
    import('../features/withdrawal-policies/advanced-policy-pages').then((m) => ({
      default: m.AdvancedPolicyEditPage,
    })),
  ),
};
const notificationsEmail = {
  Page: lazyPage(() =>
    import('../features/notifications-email/notifications-email-page').then((m) => ({
      default: m.NotificationsEmailPage,
    })),
  ),
};
const advancePayAdmin = {
  Transactions: lazyPage(
    () => import('../features/advance-pay-admin/transactions-page').then((m) => ({ default: m.AdminTransactionsPage })),
    ['advancePay'],
  ),
  Edit: lazyPage(
    () =>
      import('../features/advance-pay-admin/edit-transaction-page').then((m) => ({
        default: m.AdminEditTransactionPage,
      })),
    ['advancePay'],
  ),
  Report: lazyPage(
    () =>
      import('../features/advance-pay-admin/monthly-report-page').then((m) => ({
        default: m.InternalMonthlyReportPage,
      })),
    ['advancePay'],
  ),
  OrgReport: lazyPage(
    () =>
      import('../features/advance-pay-admin/monthly-report-page').then((m) => ({
        default: m.InternalOrgMonthlyReportPage,
      })),
    ['advancePay'],
  ),
  FailedWages: lazyPage(() =>
    import('../features/advance-pay-admin/failed-wages-pages').then((m) => ({ default: m.FailedEarnedWagesPage })),
  ),
  FailedWage: lazyPage(() =>
    import('../features/advance-pay-admin/failed-wages-pages').then((m) => ({ default: m.FailedEarnedWagePage })),
  ),
};
const settings = {
  Page: lazyPage(() => import('../features/settings/settings-page').then((m) => ({ default: m.SettingsPage }))),
};

const organisations = {
  List: lazyPage(() =>
    import('../features/organisations/organisations-page').then((m) => ({ default: m.OrganisationsPage })),
  ),
  Create: lazyPage(() =>
    import('../features/organisations/organisation-pages').then((m) => ({ default: m.CreateOrganisationPage })),
  ),
  View: lazyPage(() =>
    import('../features/organisations/organisation-pages').then((m) => ({ default: m.ViewOrganisationPage })),
  ),
  Edit: lazyPage(() =>
    import('../features/organisations/organisation-pages').then((m) => ({ default: m.EditOrganisationPage })),
  ),
};

// Finance: suppliers
const suppliers = {
  List: lazyPage(() => import('../features/suppliers/suppliers-page').then((m) => ({ default: m.SuppliersPage }))),
  AdminList: lazyPage(() =>
    import('../features/suppliers/suppliers-page').then((m) => ({ default: m.AdminSuppliersPage })),
  ),
  Create: lazyPage(
    () => import('../features/suppliers/supplier-form-page').then((m) => ({ default: m.CreateSupplierPage })),
    ['profile'],
  ),
  Edit: lazyPage(
    () => import('../features/suppliers/supplier-form-page').then((m) => ({ default: m.EditSupplierPage })),
    ['profile'],
  ),
  View: lazyPage(() =>
    import('../features/suppliers/supplier-view-page').then((m) => ({ default: m.SupplierViewPage })),
  ),
  AdminView: lazyPage(() =>
    import('../features/suppliers/supplier-view-page').then((m) => ({ default: m.AdminSupplierViewPage })),
  ),
};

// Finance: disbursements
const disbursements = {
  List: lazyPage(() =>
    import('../features/disbursements/disbursements-page').then((m) => ({ default: m.DisbursementsPage })),
  ),
  AdminList: lazyPage(() =>
    import('../features/disbursements/disbursements-page').then((m) => ({ default: m.AdminDisbursementsPage })),
  ),
  Create: lazyPage(
    () =>
      import('../features/disbursements/disbursement-form-page').then((m) => ({ default: m.CreateDisbursementPage })),
    ['profile'],
  ),
  Edit: lazyPage(
    () => import('../features/disbursements/disbursement-form-page').then((m) => ({ default: m.EditDisbursementPage })),
    ['profile'],
  ),
  View: lazyPage(() =>
    import('../features/disbursements/disbursement-view-page').then((m) => ({ default: m.DisbursementViewPage })),
  ),
  AdminView: lazyPage(() =>
    import('../features/disbursements/disbursement-view-page').then((m) => ({
      default: m.AdminDisbursementViewPage,
    })),
  ),
};

// Finance: settlements
const settlements = {
  List: lazyPage(() =>
    import('../features/settlements/settlements-page').then((m) => ({ default: m.SettlementsPage })),
  ),
  AdminList: lazyPage(() =>
    import('../features/settlements/settlements-page').then((m) => ({ default: m.AdminSettlementsPage })),
  ),
  Details: lazyPage(() =>
    import('../features/settlements/settlement-details-page').then((m) => ({ default: m.SettlementDetailsPage })),
  ),
  AdminDetails: lazyPage(() =>
    import('../features/settlements/settlement-details-page').then((m) => ({
      default: m.AdminSettlementDetailsPage,
    })),
  ),
  Create: lazyPage(() =>
    import('../features/settlements/settlement-form-page').then((m) => ({ default: m.CreateSettlementPage })),
  ),
  Edit: lazyPage(() =>
    import('../features/settlements/settlement-form-page').then((m) => ({ default: m.EditSettlementPage })),
  ),
  NewTransaction: lazyPage(() =>
    import('../features/settlements/settlement-transaction-form-page').then((m) => ({
      default: m.NewSettlementTransactionPage,
    })),
  ),
};

// Finance: sales, and the partner files they come from
const sales = {
  List: lazyPage(() => import('../features/sales/sales-page').then((m) => ({ default: m.SalesPage })), ['advancePay']),
};
const uploadedDocuments = {
  List: lazyPage(() =>
    import('../features/uploaded-documents/uploaded-documents-page').then((m) => ({
      default: m.UploadedDocumentsPage,
    })),
  ),
  Create: lazyPage(() =>
    import('../features/uploaded-documents/upload-document-page').then((m) => ({
      default: m.UploadDocumentPage,
    })),
  ),
  Logs: lazyPage(() =>
    import('../features/uploaded-documents/document-logs-page').then((m) => ({ default: m.DocumentLogsPage })),
  ),
  Log: lazyPage(() =>
    import('../features/uploaded-documents/document-log-page').then((m) => ({ default: m.DocumentLogPage })),
  ),
};

// Finance: transaction history
const transactionHistory = {
  List: lazyPage(
    () =>
      import('../features/transaction-history/transaction-history-page').then((m) => ({
        default: m.TransactionHistoryPage,
      })),
    ['advancePay'],
  ),
  AdminList: lazyPage(
    () =>
      import('../features/transaction-history/transaction-history-page').then((m) => ({
        default: m.AdminTransactionHistoryPage,
      })),
    ['advancePay'],
  ),
};

/** The page of every route (only the router imports this, so pages never import themselves back). */
export const ROUTE_PAGES: Record<RouteName, PageComponent> = {
  login: auth.Login,
  internalLogin: auth.InternalLogin,
  forgotPassword: auth.ForgotPassword,
  internalForgotPassword: auth.InternalForgotPassword,
  mobileLogin: auth.MobileLogin,
  logout: auth.Logout,
  passwordChange: auth.PasswordChange,
  dashboard: dashboard.Employee,
  profile: profile.Profile,
  profileSetup: profile.Setup,
  getPaid: advancePayEmployee.GetPaid,
  employeeTransactions: advancePayEmployee.Transactions,
  employeeTransaction: advancePayEmployee.Details,
  statements: advancePayStatements.List,
  statement: advancePayStatements.View,
  userBenefits: employeeBenefits.Mine,
  electWallets: walletElection.Elect,
  electedWallets: walletElection.List,
  electedWalletEdit: walletElection.Edit,
  managementDashboard: dashboard.Management,
  missingPaymentElection: employees.MissingPaymentElection,
  employees: employees.List,
  employeeCreate: employees.Create,
  employeeUpdate: employees.Update,
  employeeView: employees.View,
  employeesApprove: employees.Approve,
  employeesBulkImport: employeeImport.BulkImport,
  employeeCategories: employeeCategories.List,
  employeeCategoryCreate: employeeCategories.Create,
  employeeCategoryUpdate: employeeCategories.Update,
  employeeBenefits: employeeBenefits.List,
  employeeBenefitCreate: employeeBenefits.Create,
  employeeBenefitUpdate: employeeBenefits.Update,
  jobLevels: jobLevels.List,
  jobLevelCreate: jobLevels.Create,
  jobLevelEdit: jobLevels.Edit,
  teams: teams.List,
  teamCreate: teams.Create,
  teamUpdate: teams.Update,
  compensationPolicies: compensation.List,
  compensationPolicyCreate: compensation.Create,
  compensationPolicyEdit: compensation.Edit,
  compensationPolicyDetails: compensation.Details,
  payRangeCreate: compensation.RangeCreate,
  payRangeEdit: compensation.RangeEdit,
  notificationsEmail: notificationsEmail.Page,
  orgAudit: audit.Org,
  withdrawalPolicies: withdrawalPolicies.Page,
  advancedPolicyCreate: withdrawalPolicies.CreateAdvanced,
  advancedPolicyEdit: withdrawalPolicies.EditAdvanced,
  managementTransactions: advancePayManagement.Transactions,
  managementTransaction: advancePayManagement.Details,
  monthlyReport: advancePayManagement.Report,
  employeeMonthlyReport: advancePayManagement.EmployeeReport,
  internalDashboard: adminDashboard.Page,
  users: users.List,
  organisations: organisations.List,
  organisationCreate: organisations.Create,
  organisationView: organisations.View,
  organisationEdit: organisations.Edit,
  userDetail: users.Detail,
  userCreate: users.Create,
  userEdit: users.Edit,
  administrators: administrators.List,
  administratorCreate: administrators.Create,
  administratorEdit: administrators.Edit,
  offices: offices.List,
  officeCreate: offices.Create,
  officeEdit: offices.Edit,
  adminJobLevels: jobLevels.AdminList,
  adminJobLevelCreate: jobLevels.AdminCreate,
  adminJobLevelEdit: jobLevels.AdminEdit,
  holidays,
  audit: audit.Admin,
  wallets: wallets.List,
  walletCreate: wallets.Create,
  walletView: wallets.View,
  walletEdit: wallets.Edit,
  settings: settings.Page,
  adminTransactions: advancePayAdmin.Transactions,
  adminTransactionEdit: advancePayAdmin.Edit,
  adminMonthlyReport: advancePayAdmin.Report,
  adminOrgMonthlyReport: advancePayAdmin.OrgReport,
  failedWages: advancePayAdmin.FailedWages,
  failedWage: advancePayAdmin.FailedWage,
  benefitPayRuns: benefitPayRuns.List,
  benefitPayRunCreate: benefitPayRuns.Create,
  benefitPayRunEdit: benefitPayRuns.Edit,
  benefitPayRunDetails: benefitPayRuns.Details,
  benefitPayRunReport: benefitPayRuns.Report,
  adminPayRuns: benefitPayRuns.AdminList,
  adminPayRunDetails: benefitPayRuns.AdminDetails,
  adminPayRunEdit: benefitPayRuns.AdminEdit,
  adminPayRunReport: benefitPayRuns.AdminReport,
  // Finance: suppliers
  suppliers: suppliers.List,
  supplierCreate: suppliers.Create,
  supplierEdit: suppliers.Edit,
  supplierView: suppliers.View,
  adminSuppliers: suppliers.AdminList,
  adminSupplierView: suppliers.AdminView,
  // Finance: disbursements
  disbursements: disbursements.List,
  disbursementCreate: disbursements.Create,
  disbursementEdit: disbursements.Edit,
  disbursementView: disbursements.View,
  adminDisbursements: disbursements.AdminList,
  adminDisbursementView: disbursements.AdminView,
  // Finance: settlements
  repayments: settlements.List,
  repaymentTransactions: settlements.Details,
  repaymentTransactionCreate: settlements.NewTransaction,
  adminRepayments: settlements.AdminList,
  adminRepaymentCreate: settlements.Create,
  adminRepaymentTransactions: settlements.AdminDetails,
  adminRepaymentTransactionCreate: settlements.NewTransaction,
  adminRepaymentEdit: settlements.Edit,
  // Finance: transaction history
  sales: sales.List,
  uploadedDocuments: uploadedDocuments.List,
  uploadedDocumentCreate: uploadedDocuments.Create,
  uploadedDocumentLogs: uploadedDocuments.Logs,
  uploadedDocumentLog: uploadedDocuments.Log,
  transactionHistory: transactionHistory.List,
  adminTransactionHistory: transactionHistory.AdminList,
};
