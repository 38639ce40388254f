import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RouteName } from '../../../shared/routes';

// One lazy import per area, so each area is its own chunk.
const auth = {
  Login: lazy(() => import('../features/auth/login-page').then((m) => ({ default: m.LoginPage }))),
  InternalLogin: lazy(() => import('../features/auth/login-page').then((m) => ({ default: m.InternalLoginPage }))),
  Logout: lazy(() => import('../features/auth/logout-page').then((m) => ({ default: m.LogoutPage }))),
  PasswordChange: lazy(() =>
    import('../features/auth/password-change-page').then((m) => ({ default: m.PasswordChangePage })),
  ),
};
const adminDashboard = {
  Page: lazy(() =>
    import('../features/admin-dashboard/operations-dashboard-page').then((m) => ({
      default: m.OperationsDashboardPage,
    })),
  ),
};
const users = {
  List: lazy(() => import('../features/users/users-page').then((m) => ({ default: m.UsersPage }))),
  Detail: lazy(() => import('../features/users/user-detail-page').then((m) => ({ default: m.UserDetailPage }))),
  Create: lazy(() => import('../features/users/user-admin-pages').then((m) => ({ default: m.CreateUserPage }))),
  Edit: lazy(() => import('../features/users/user-admin-pages').then((m) => ({ default: m.EditUserPage }))),
};
const administrators = {
  List: lazy(() =>
    import('../features/administrators/administrators-pages').then((m) => ({ default: m.AdministratorsPage })),
  ),
  Create: lazy(() =>
    import('../features/administrators/administrators-pages').then((m) => ({ default: m.CreateAdministratorPage })),
  ),
  Edit: lazy(() =>
    import('../features/administrators/administrators-pages').then((m) => ({ default: m.EditAdministratorPage })),
  ),
};
const profile = {
  Profile: lazy(() => import('../features/profile/profile-page').then((m) => ({ default: m.ProfilePage }))),
  Setup: lazy(() => import('../features/profile/profile-setup-page').then((m) => ({ default: m.ProfileSetupPage }))),
};
const dashboard = {
  Employee: lazy(() =>
    import('../features/dashboard/employee-dashboard-page').then((m) => ({ default: m.EmployeeDashboardPage })),
  ),
  Management: lazy(() =>
    import('../features/dashboard/management-dashboard-page').then((m) => ({ default: m.ManagementDashboardPage })),
  ),
};
const advancePayManagement = {
  Transactions: lazy(() =>
    import('../features/advance-pay-management/transactions-page').then((m) => ({
      default: m.ManagementTransactionsPage,
    })),
  ),
  Details: lazy(() =>
    import('../features/advance-pay-management/transaction-details-page').then((m) => ({
      default: m.ManagementTransactionDetailsPage,
    })),
  ),
  Report: lazy(() =>
    import('../features/advance-pay-management/monthly-report-page').then((m) => ({ default: m.MonthlyReportPage })),
  ),
  EmployeeReport: lazy(() =>
    import('../features/advance-pay-management/monthly-report-page').then((m) => ({
      default: m.EmployeeMonthlyReportPage,
    })),
  ),
};
const advancePayEmployee = {
  GetPaid: lazy(() =>
    import('../features/advance-pay-employee/get-paid-page').then((m) => ({ default: m.GetPaidPage })),
  ),
  Transactions: lazy(() =>
    import('../features/advance-pay-employee/transactions-page').then((m) => ({ default: m.TransactionsPage })),
  ),
  Details: lazy(() =>
    import('../features/advance-pay-employee/transaction-details-page').then((m) => ({
      default: m.TransactionDetailsPage,
    })),
  ),
};
const advancePayStatements = {
  List: lazy(() =>
    import('../features/advance-pay-statements/monthly-statements-page').then((m) => ({
      default: m.MonthlyStatementsPage,
    })),
  ),
  View: lazy(() =>
    import('../features/advance-pay-statements/monthly-statement-page').then((m) => ({
      default: m.MonthlyStatementPage,
    })),
  ),
};
const employees = {
  List: lazy(() => import('../features/employees/employees-page').then((m) => ({ default: m.EmployeesPage }))),
  Create: lazy(() => import('../features/employees/employee-pages').then((m) => ({ default: m.CreateEmployeePage }))),
  Update: lazy(() => import('../features/employees/employee-pages').then((m) => ({ default: m.UpdateEmployeePage }))),
  View: lazy(() => import('../features/employees/employee-pages').then((m) => ({ default: m.ViewEmployeePage }))),
  Approve: lazy(() =>
    import('../features/employees/approve-employees-page').then((m) => ({ default: m.ApproveEmployeesPage })),
  ),
  MissingPaymentElection: lazy(() =>
    import('../features/employees/missing-payment-election-page').then((m) => ({
      default: m.MissingPaymentElectionPage,
    })),
  ),
};
const employeeImport = {
  BulkImport: lazy(() =>
    import('../features/employees/bulk-import/bulk-import-page').then((m) => ({ default: m.BulkImportPage })),
  ),
};
const benefitPayRuns = {
  List: lazy(() => import('../features/benefit-pay-runs/pay-runs-page').then((m) => ({ default: m.PayRunsPage }))),
  Create: lazy(() =>
    import('../features/benefit-pay-runs/pay-run-form-page').then((m) => ({ default: m.PayRunCreatePage })),
  ),
  Edit: lazy(() =>
    import('../features/benefit-pay-runs/pay-run-form-page').then((m) => ({ default: m.PayRunEditPage })),
  ),
  Details: lazy(() =>
    import('../features/benefit-pay-runs/pay-run-details-page').then((m) => ({ default: m.PayRunDetailsPage })),
  ),
  Report: lazy(() =>
    import('../features/benefit-pay-runs/pay-run-report-page').then((m) => ({ default: m.PayRunReportPage })),
  ),
  AdminList: lazy(() =>
    import('../features/benefit-pay-runs/admin-pay-runs-page').then((m) => ({ default: m.AdminPayRunsPage })),
  ),
  AdminDetails: lazy(() =>
    import('../features/benefit-pay-runs/pay-run-details-page').then((m) => ({ default: m.AdminPayRunDetailsPage })),
  ),
  AdminEdit: lazy(() =>
    import('../features/benefit-pay-runs/admin-edit-status-page').then((m) => ({
      default: m.AdminEditPayRunStatusPage,
    })),
  ),
  AdminReport: lazy(() =>
    import('../features/benefit-pay-runs/pay-run-report-page').then((m) => ({ default: m.AdminPayRunReportPage })),
  ),
};
const employeeCategories = {
  List: lazy(() =>
    import('../features/employee-categories/employee-categories-page').then((m) => ({
      default: m.EmployeeCategoriesPage,
    })),
  ),
  Create: lazy(() =>
    import('../features/employee-categories/employee-category-form-page').then((m) => ({
      default: m.EmployeeCategoryCreatePage,
    })),
  ),
  Update: lazy(() =>
    import('../features/employee-categories/employee-category-form-page').then((m) => ({
      default: m.EmployeeCategoryUpdatePage,
    })),
  ),
};
const employeeBenefits = {
  List: lazy(() =>
    import('../features/employee-benefits/employee-benefits-page').then((m) => ({ default: m.EmployeeBenefitsPage })),
  ),
  Create: lazy(() =>
    import('../features/employee-benefits/employee-benefit-form-page').then((m) => ({
      default: m.EmployeeBenefitCreatePage,
    })),
  ),
  Update: lazy(() =>
    import('../features/employee-benefits/employee-benefit-form-page').then((m) => ({
      default: m.EmployeeBenefitUpdatePage,
    })),
  ),
  Mine: lazy(() =>
    import('../features/employee-benefits/my-benefits-page').then((m) => ({ default: m.MyBenefitsPage })),
  ),
};
const walletElection = {
  List: lazy(() =>
    import('../features/wallet-election/elected-wallets-page').then((m) => ({ default: m.ElectedWalletsPage })),
  ),
  Elect: lazy(() =>
    import('../features/wallet-election/election-form-page').then((m) => ({ default: m.ElectWalletPage })),
  ),
  Edit: lazy(() =>
    import('../features/wallet-election/election-form-page').then((m) => ({ default: m.EditElectedWalletPage })),
  ),
};

const teams = {
  List: lazy(() => import('../features/teams/teams-pages').then((m) => ({ default: m.TeamsPage }))),
  Create: lazy(() => import('../features/teams/teams-pages').then((m) => ({ default: m.TeamCreatePage }))),
  Update: lazy(() => import('../features/teams/teams-pages').then((m) => ({ default: m.TeamUpdatePage }))),
};
const compensation = {
  List: lazy(() =>
    import('../features/compensation-policies/compensation-policies-page').then((m) => ({
      default: m.CompensationPoliciesPage,
    })),
  ),
  Create: lazy(() =>
    import('../features/compensation-policies/policy-form-page').then((m) => ({ default: m.PolicyCreatePage })),
  ),
  Edit: lazy(() =>
    import('../features/compensation-policies/policy-form-page').then((m) => ({ default: m.PolicyEditPage })),
  ),
  Details: lazy(() =>
    import('../features/compensation-policies/policy-details-page').then((m) => ({ default: m.PolicyDetailsPage })),
  ),
  RangeCreate: lazy(() =>
    import('../features/compensation-policies/pay-range-form-page').then((m) => ({ default: m.PayRangeCreatePage })),
  ),
  RangeEdit: lazy(() =>
    import('../features/compensation-policies/pay-range-form-page').then((m) => ({ default: m.PayRangeEditPage })),
  ),
};

const offices = {
  List: lazy(() => import('../features/offices/offices-page').then((m) => ({ default: m.OfficesPage }))),
  Create: lazy(() => import('../features/offices/office-form-page').then((m) => ({ default: m.OfficeCreatePage }))),
  Edit: lazy(() => import('../features/offices/office-form-page').then((m) => ({ default: m.OfficeEditPage }))),
};
const jobLevels = {
  AdminList: lazy(() =>
    import('../features/job-levels/admin-job-levels-pages').then((m) => ({ default: m.AdminJobLevelsPage })),
  ),
  AdminCreate: lazy(() =>
    import('../features/job-levels/admin-job-levels-pages').then((m) => ({ default: m.AdminJobLevelCreatePage })),
  ),
  AdminEdit: lazy(() =>
    import('../features/job-levels/admin-job-levels-pages').then((m) => ({ default: m.AdminJobLevelEditPage })),
  ),
  List: lazy(() => import('../features/job-levels/job-levels-pages').then((m) => ({ default: m.JobLevelsPage }))),
  Create: lazy(() =>
    import('../features/job-levels/job-levels-pages').then((m) => ({ default: m.JobLevelCreatePage })),
  ),
  Edit: lazy(() => import('../features/job-levels/job-levels-pages').then((m) => ({ default: m.JobLevelEditPage }))),
};

const wallets = {
  List: lazy(() => import('../features/wallets/wallets-page').then((m) => ({ default: m.WalletsPage }))),
  Create: lazy(() => import('../features/wallets/wallet-pages').then((m) => ({ default: m.CreateWalletPage }))),
  View: lazy(() => import('../features/wallets/wallet-pages').then((m) => ({ default: m.ViewWalletPage }))),
  Edit: lazy(() => import('../features/wallets/wallet-pages').then((m) => ({ default: m.EditWalletPage }))),
};
const withdrawalPolicies = {
  Page: lazy(() =>
    import('../features/withdrawal-policies/withdrawal-policies-page').then((m) => ({
      default: m.WithdrawalPoliciesPage,
    })),
  ),
  CreateAdvanced: lazy(() =>
    import('../features/withdrawal-policies/advanced-policy-pages').then((m) => ({
      default: m.AdvancedPolicyCreatePage,
    })),
  ),
  EditAdvanced: lazy(() =>
    import('../features/withdrawal-policies/advanced-policy-pages').then((m) => ({
      default: m.AdvancedPolicyEditPage,
    })),
  ),
};
const notificationsEmail = {
  Page: lazy(() =>
    import('../features/notifications-email/notifications-email-page').then((m) => ({
      default: m.NotificationsEmailPage,
    })),
  ),
};
const advancePayAdmin = {
  Transactions: lazy(() =>
    import('../features/advance-pay-admin/transactions-page').then((m) => ({ default: m.AdminTransactionsPage })),
  ),
  Edit: lazy(() =>
    import('../features/advance-pay-admin/edit-transaction-page').then((m) => ({
      default: m.AdminEditTransactionPage,
    })),
  ),
  Report: lazy(() =>
    import('../features/advance-pay-admin/monthly-report-page').then((m) => ({ default: m.InternalMonthlyReportPage })),
  ),
  OrgReport: lazy(() =>
    import('../features/advance-pay-admin/monthly-report-page').then((m) => ({
      default: m.InternalOrgMonthlyReportPage,
    })),
  ),
  FailedWages: lazy(() =>
    import('../features/advance-pay-admin/failed-wages-pages').then((m) => ({ default: m.FailedEarnedWagesPage })),
  ),
  FailedWage: lazy(() =>
    import('../features/advance-pay-admin/failed-wages-pages').then((m) => ({ default: m.FailedEarnedWagePage })),
  ),
};
const settings = {
  Page: lazy(() => import('../features/settings/settings-page').then((m) => ({ default: m.SettingsPage }))),
};

const organisations = {
  List: lazy(() =>
    import('../features/organisations/organisations-page').then((m) => ({ default: m.OrganisationsPage })),
  ),
  Create: lazy(() =>
    import('../features/organisations/organisation-pages').then((m) => ({ default: m.CreateOrganisationPage })),
  ),
  View: lazy(() =>
    import('../features/organisations/organisation-pages').then((m) => ({ default: m.ViewOrganisationPage })),
  ),
  Edit: lazy(() =>
    import('../features/organisations/organisation-pages').then((m) => ({ default: m.EditOrganisationPage })),
  ),
};

// Finance: suppliers
const suppliers = {
  List: lazy(() => import('../features/suppliers/suppliers-page').then((m) => ({ default: m.SuppliersPage }))),
  AdminList: lazy(() =>
    import('../features/suppliers/suppliers-page').then((m) => ({ default: m.AdminSuppliersPage })),
  ),
  Create: lazy(() =>
    import('../features/suppliers/supplier-form-page').then((m) => ({ default: m.CreateSupplierPage })),
  ),
  Edit: lazy(() => import('../features/suppliers/supplier-form-page').then((m) => ({ default: m.EditSupplierPage }))),
  View: lazy(() => import('../features/suppliers/supplier-view-page').then((m) => ({ default: m.SupplierViewPage }))),
  AdminView: lazy(() =>
    import('../features/suppliers/supplier-view-page').then((m) => ({ default: m.AdminSupplierViewPage })),
  ),
};

// Finance: disbursements
const disbursements = {
  List: lazy(() =>
    import('../features/disbursements/disbursements-page').then((m) => ({ default: m.DisbursementsPage })),
  ),
  AdminList: lazy(() =>
    import('../features/disbursements/disbursements-page').then((m) => ({ default: m.AdminDisbursementsPage })),
  ),
  Create: lazy(() =>
    import('../features/disbursements/disbursement-form-page').then((m) => ({ default: m.CreateDisbursementPage })),
  ),
  Edit: lazy(() =>
    import('../features/disbursements/disbursement-form-page').then((m) => ({ default: m.EditDisbursementPage })),
  ),
  View: lazy(() =>
    import('../features/disbursements/disbursement-view-page').then((m) => ({ default: m.DisbursementViewPage })),
  ),
  AdminView: lazy(() =>
    import('../features/disbursements/disbursement-view-page').then((m) => ({
      default: m.AdminDisbursementViewPage,
    })),
  ),
};

// Finance: settlements
const settlements = {
  List: lazy(() => import('../features/settlements/settlements-page').then((m) => ({ default: m.SettlementsPage }))),
  AdminList: lazy(() =>
    import('../features/settlements/settlements-page').then((m) => ({ default: m.AdminSettlementsPage })),
  ),
  Details: lazy(() =>
    import('../features/settlements/settlement-details-page').then((m) => ({ default: m.SettlementDetailsPage })),
  ),
  AdminDetails: lazy(() =>
    import('../features/settlements/settlement-details-page').then((m) => ({
      default: m.AdminSettlementDetailsPage,
    })),
  ),
  Create: lazy(() =>
    import('../features/settlements/settlement-form-page').then((m) => ({ default: m.CreateSettlementPage })),
  ),
  Edit: lazy(() =>
    import('../features/settlements/settlement-form-page').then((m) => ({ default: m.EditSettlementPage })),
  ),
  NewTransaction: lazy(() =>
    import('../features/settlements/settlement-transaction-form-page').then((m) => ({
      default: m.NewSettlementTransactionPage,
    })),
  ),
};

// Finance: sales, and the partner files they come from
const sales = {
  List: lazy(() => import('../features/sales/sales-page').then((m) => ({ default: m.SalesPage }))),
};
const uploadedDocuments = {
  List: lazy(() =>
    import('../features/uploaded-documents/uploaded-documents-page').then((m) => ({
      default: m.UploadedDocumentsPage,
    })),
  ),
  Create: lazy(() =>
    import('../features/uploaded-documents/upload-document-page').then((m) => ({
      default: m.UploadDocumentPage,
    })),
  ),
  Logs: lazy(() =>
    import('../features/uploaded-documents/document-logs-page').then((m) => ({ default: m.DocumentLogsPage })),
  ),
  Log: lazy(() =>
    import('../features/uploaded-documents/document-log-page').then((m) => ({ default: m.DocumentLogPage })),
  ),
};

// Finance: transaction history
const transactionHistory = {
  List: lazy(() =>
    import('../features/transaction-history/transaction-history-page').then((m) => ({
      default: m.TransactionHistoryPage,
    })),
  ),
  AdminList: lazy(() =>
    import('../features/transaction-history/transaction-history-page').then((m) => ({
      default: m.AdminTransactionHistoryPage,
    })),
  ),
};

/** The page of every route (only the router imports this, so pages never import themselves back). */
export const ROUTE_PAGES: Record<RouteName, LazyExoticComponent<ComponentType>> = {
  login: auth.Login,
  internalLogin: auth.InternalLogin,
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
