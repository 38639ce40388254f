import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { Organisation } from '../../../shared/domain/organisation';

/**
 * Who may open a route (spec part 1 §2 "Access rules for routes"):
 * - public: anyone;
 * - admin: admin or superadmin, else /internal;
 * - superadmin: superadmin only, else /internal;
 * - management: a signed-in Manager or Executive, else /login; terms must be accepted;
 * - employee: a signed-in non-admin, else /login; terms must be accepted.
 */
export type GuardKind = 'public' | 'admin' | 'superadmin' | 'management' | 'employee';

/** Organisation switches a route depends on (the variant flag of spec §2). */
export type OrgFlag = 'advancePay' | 'eBenefits' | 'disbursements';

/**
 * The switches as every view of `orgs-getOrgInfo` carries them; an employee's view has no
 * disbursements (credit terms are not an employee's business), so that switch reads as off.
 */
export type OrgSwitches = Pick<Organisation, 'advancePay' | 'eBenefits'> & { disbursements?: Pick<Organisation['disbursements'], 'enable'> };

/** Side-menu sections, in menu order (spec part 1 §2 menus). */
export const MENU_SECTIONS = ['', 'Advance Pay', 'Directory', 'Settings', 'Finance'] as const;
export type MenuSection = (typeof MENU_SECTIONS)[number];

export interface AppRoute {
  /** Full path as the router matches it. */
  path: string;
  guard: GuardKind;
  /** The organisation must have this switched on. */
  flag?: OrgFlag;
  /** Menu entry (absent: reachable but not in the side menu). Section '' = top level. */
  menu?: { section: MenuSection; label: string };
  /** Rendered inside the shell (side menu and top bar). */
  shell: boolean;
  page: LazyExoticComponent<ComponentType>;
}

// One lazy import per area, so each area is its own chunk.
const auth = {
  Login: lazy(() => import('../features/auth/login-page').then((m) => ({ default: m.LoginPage }))),
  InternalLogin: lazy(() => import('../features/auth/login-page').then((m) => ({ default: m.InternalLoginPage }))),
  Logout: lazy(() => import('../features/auth/logout-page').then((m) => ({ default: m.LogoutPage }))),
  PasswordChange: lazy(() => import('../features/auth/password-change-page').then((m) => ({ default: m.PasswordChangePage }))),
};
const users = {
  List: lazy(() => import('../features/users/users-page').then((m) => ({ default: m.UsersPage }))),
  Detail: lazy(() => import('../features/users/user-detail-page').then((m) => ({ default: m.UserDetailPage }))),
  Create: lazy(() => import('../features/users/user-admin-pages').then((m) => ({ default: m.CreateUserPage }))),
  Edit: lazy(() => import('../features/users/user-admin-pages').then((m) => ({ default: m.EditUserPage }))),
};
const administrators = {
  List: lazy(() => import('../features/administrators/administrators-pages').then((m) => ({ default: m.AdministratorsPage }))),
  Create: lazy(() => import('../features/administrators/administrators-pages').then((m) => ({ default: m.CreateAdministratorPage }))),
  Edit: lazy(() => import('../features/administrators/administrators-pages').then((m) => ({ default: m.EditAdministratorPage }))),
};
const profile = {
  Profile: lazy(() => import('../features/profile/profile-page').then((m) => ({ default: m.ProfilePage }))),
  Setup: lazy(() => import('../features/profile/profile-setup-page').then((m) => ({ default: m.ProfileSetupPage }))),
};
const dashboard = {
  Employee: lazy(() => import('../features/dashboard/employee-dashboard-page').then((m) => ({ default: m.EmployeeDashboardPage }))),
  Management: lazy(() => import('../features/dashboard/management-dashboard-page').then((m) => ({ default: m.ManagementDashboardPage }))),
};
const advancePayManagement = {
  Transactions: lazy(() => import('../features/advance-pay-management/transactions-page').then((m) => ({ default: m.ManagementTransactionsPage }))),
  Details: lazy(() => import('../features/advance-pay-management/transaction-details-page').then((m) => ({ default: m.ManagementTransactionDetailsPage }))),
  Report: lazy(() => import('../features/advance-pay-management/monthly-report-page').then((m) => ({ default: m.MonthlyReportPage }))),
  EmployeeReport: lazy(() => import('../features/advance-pay-management/monthly-report-page').then((m) => ({ default: m.EmployeeMonthlyReportPage }))),
};
const advancePayEmployee = {
  GetPaid: lazy(() => import('../features/advance-pay-employee/get-paid-page').then((m) => ({ default: m.GetPaidPage }))),
  Transactions: lazy(() => import('../features/advance-pay-employee/transactions-page').then((m) => ({ default: m.TransactionsPage }))),
  Details: lazy(() => import('../features/advance-pay-employee/transaction-details-page').then((m) => ({ default: m.TransactionDetailsPage }))),
};
const advancePayStatements = {
  List: lazy(() => import('../features/advance-pay-statements/monthly-statements-page').then((m) => ({ default: m.MonthlyStatementsPage }))),
  View: lazy(() => import('../features/advance-pay-statements/monthly-statement-page').then((m) => ({ default: m.MonthlyStatementPage }))),
};
const employees = {
  List: lazy(() => import('../features/employees/employees-page').then((m) => ({ default: m.EmployeesPage }))),
  Create: lazy(() => import('../features/employees/employee-pages').then((m) => ({ default: m.CreateEmployeePage }))),
  Update: lazy(() => import('../features/employees/employee-pages').then((m) => ({ default: m.UpdateEmployeePage }))),
  View: lazy(() => import('../features/employees/employee-pages').then((m) => ({ default: m.ViewEmployeePage }))),
  Approve: lazy(() => import('../features/employees/approve-employees-page').then((m) => ({ default: m.ApproveEmployeesPage }))),
  MissingPaymentElection: lazy(() =>
    import('../features/employees/missing-payment-election-page').then((m) => ({ default: m.MissingPaymentElectionPage })),
  ),
};
const employeeImport = {
  BulkImport: lazy(() => import('../features/employees/bulk-import/bulk-import-page').then((m) => ({ default: m.BulkImportPage }))),
};
const employeeCategories = {
  List: lazy(() => import('../features/employee-categories/employee-categories-page').then((m) => ({ default: m.EmployeeCategoriesPage }))),
  Create: lazy(() => import('../features/employee-categories/employee-category-form-page').then((m) => ({ default: m.EmployeeCategoryCreatePage }))),
  Update: lazy(() => import('../features/employee-categories/employee-category-form-page').then((m) => ({ default: m.EmployeeCategoryUpdatePage }))),
};

const offices = {
  List: lazy(() => import('../features/offices/offices-page').then((m) => ({ default: m.OfficesPage }))),
  Create: lazy(() => import('../features/offices/office-form-page').then((m) => ({ default: m.OfficeCreatePage }))),
  Edit: lazy(() => import('../features/offices/office-form-page').then((m) => ({ default: m.OfficeEditPage }))),
};
const jobLevels = {
  AdminList: lazy(() => import('../features/job-levels/admin-job-levels-pages').then((m) => ({ default: m.AdminJobLevelsPage }))),
  AdminCreate: lazy(() => import('../features/job-levels/admin-job-levels-pages').then((m) => ({ default: m.AdminJobLevelCreatePage }))),
  AdminEdit: lazy(() => import('../features/job-levels/admin-job-levels-pages').then((m) => ({ default: m.AdminJobLevelEditPage }))),
  List: lazy(() => import('../features/job-levels/job-levels-pages').then((m) => ({ default: m.JobLevelsPage }))),
  Create: lazy(() => import('../features/job-levels/job-levels-pages').then((m) => ({ default: m.JobLevelCreatePage }))),
  Edit: lazy(() => import('../features/job-levels/job-levels-pages').then((m) => ({ default: m.JobLevelEditPage }))),
};

const wallets = {
  List: lazy(() => import('../features/wallets/wallets-page').then((m) => ({ default: m.WalletsPage }))),
  Create: lazy(() => import('../features/wallets/wallet-pages').then((m) => ({ default: m.CreateWalletPage }))),
  View: lazy(() => import('../features/wallets/wallet-pages').then((m) => ({ default: m.ViewWalletPage }))),
  Edit: lazy(() => import('../features/wallets/wallet-pages').then((m) => ({ default: m.EditWalletPage }))),
};
const withdrawalPolicies = {
  Page: lazy(() => import('../features/withdrawal-policies/withdrawal-policies-page').then((m) => ({ default: m.WithdrawalPoliciesPage }))),
  CreateAdvanced: lazy(() => import('../features/withdrawal-policies/advanced-policy-pages').then((m) => ({ default: m.AdvancedPolicyCreatePage }))),
  EditAdvanced: lazy(() => import('../features/withdrawal-policies/advanced-policy-pages').then((m) => ({ default: m.AdvancedPolicyEditPage }))),
};
const notificationsEmail = {
  Page: lazy(() => import('../features/notifications-email/notifications-email-page').then((m) => ({ default: m.NotificationsEmailPage }))),
};
const advancePayAdmin = {
  Transactions: lazy(() => import('../features/advance-pay-admin/transactions-page').then((m) => ({ default: m.AdminTransactionsPage }))),
  Edit: lazy(() => import('../features/advance-pay-admin/edit-transaction-page').then((m) => ({ default: m.AdminEditTransactionPage }))),
  Report: lazy(() => import('../features/advance-pay-admin/monthly-report-page').then((m) => ({ default: m.InternalMonthlyReportPage }))),
  OrgReport: lazy(() => import('../features/advance-pay-admin/monthly-report-page').then((m) => ({ default: m.InternalOrgMonthlyReportPage }))),
  FailedWages: lazy(() => import('../features/advance-pay-admin/failed-wages-pages').then((m) => ({ default: m.FailedEarnedWagesPage }))),
  FailedWage: lazy(() => import('../features/advance-pay-admin/failed-wages-pages').then((m) => ({ default: m.FailedEarnedWagePage }))),
};
const adminDashboard = {
  Page: lazy(() => import('../features/admin-dashboard/operations-dashboard-page').then((m) => ({ default: m.OperationsDashboardPage }))),
};
const settings = {
  Page: lazy(() => import('../features/settings/settings-page').then((m) => ({ default: m.SettingsPage }))),
};

const organisations = {
  List: lazy(() => import('../features/organisations/organisations-page').then((m) => ({ default: m.OrganisationsPage }))),
  Create: lazy(() => import('../features/organisations/organisation-pages').then((m) => ({ default: m.CreateOrganisationPage }))),
  View: lazy(() => import('../features/organisations/organisation-pages').then((m) => ({ default: m.ViewOrganisationPage }))),
  Edit: lazy(() => import('../features/organisations/organisation-pages').then((m) => ({ default: m.EditOrganisationPage }))),
};

/**
 * THE route table: the router and the side menu are both built from it, so a menu
 * entry exists exactly when its page does. Only pages that exist are listed.
 */
export const ROUTES: readonly AppRoute[] = [
  { path: '/login', guard: 'public', shell: false, page: auth.Login },
  { path: '/internal', guard: 'public', shell: false, page: auth.InternalLogin },
  { path: '/logout', guard: 'public', shell: false, page: auth.Logout },
  { path: '/password-change', guard: 'public', shell: true, page: auth.PasswordChange },

  // Employee menu
  { path: '/dashboard', guard: 'employee', shell: true, menu: { section: '', label: 'Dashboard' }, page: dashboard.Employee },
  { path: '/profile', guard: 'employee', shell: true, menu: { section: '', label: 'Profile' }, page: profile.Profile },
  { path: '/profile-setup', guard: 'employee', shell: true, page: profile.Setup },
  // Employee Advance Pay (menu section 'Advance Pay', flag 'advancePay')
  { path: '/advance-pay/get-paid', guard: 'employee', flag: 'advancePay', shell: true, menu: { section: 'Advance Pay', label: 'Get Paid' }, page: advancePayEmployee.GetPaid },
  { path: '/advance-pay/transactions', guard: 'employee', flag: 'advancePay', shell: true, menu: { section: 'Advance Pay', label: 'Transactions' }, page: advancePayEmployee.Transactions },
  { path: '/advance-pay/transactions/:transactionId/details', guard: 'employee', flag: 'advancePay', shell: true, page: advancePayEmployee.Details },
  { path: '/advance-pay/statements/monthly', guard: 'employee', flag: 'advancePay', shell: true, menu: { section: 'Advance Pay', label: 'Monthly Statements' }, page: advancePayStatements.List },
  { path: '/advance-pay/statements/monthly/:statementId', guard: 'employee', flag: 'advancePay', shell: true, page: advancePayStatements.View },

  // Management menu
  { path: '/management/dashboard', guard: 'management', shell: true, menu: { section: '', label: 'Dashboard' }, page: dashboard.Management },
  { path: '/employees/missing-payment-election', guard: 'management', flag: 'eBenefits', shell: true, menu: { section: '', label: 'Missing Payment Election' }, page: employees.MissingPaymentElection },
  { path: '/employees', guard: 'management', shell: true, menu: { section: 'Directory', label: 'Employees' }, page: employees.List },
  { path: '/employees/create', guard: 'management', shell: true, page: employees.Create },
  { path: '/employees/update/:employeeICNumber', guard: 'management', shell: true, page: employees.Update },
  { path: '/employees/view/:employeeICNumber', guard: 'management', shell: true, page: employees.View },
  { path: '/employees/approve', guard: 'management', shell: true, page: employees.Approve },
  { path: '/employees/bulk-import', guard: 'management', shell: true, page: employeeImport.BulkImport },
  { path: '/employee-categories', guard: 'management', flag: 'eBenefits', shell: true, menu: { section: 'Settings', label: 'Employee Categories' }, page: employeeCategories.List },
  { path: '/employee-categories/create', guard: 'management', flag: 'eBenefits', shell: true, page: employeeCategories.Create },
  { path: '/employee-categories/:id/update', guard: 'management', flag: 'eBenefits', shell: true, page: employeeCategories.Update },
  { path: '/jobLevels', guard: 'management', flag: 'eBenefits', shell: true, menu: { section: 'Settings', label: 'Job Levels' }, page: jobLevels.List },
  { path: '/jobLevels/create', guard: 'management', flag: 'eBenefits', shell: true, page: jobLevels.Create },
  { path: '/jobLevels/:jobLevelId/edit', guard: 'management', flag: 'eBenefits', shell: true, page: jobLevels.Edit },
  // Management settings: notifications e-mail and withdrawal policies (menu section 'Settings')
  { path: '/settings/notifications-email', guard: 'management', shell: true, menu: { section: 'Settings', label: 'Notifications Email' }, page: notificationsEmail.Page },
  { path: '/management/advance-pay/withdrawal-policies', guard: 'management', flag: 'advancePay', shell: true, menu: { section: 'Settings', label: 'Withdrawal Policies' }, page: withdrawalPolicies.Page },
  { path: '/management/advance-pay/withdrawal-policies/advanced/create', guard: 'management', flag: 'advancePay', shell: true, page: withdrawalPolicies.CreateAdvanced },
  { path: '/management/advance-pay/withdrawal-policies/advanced/:policyId/edit', guard: 'management', flag: 'advancePay', shell: true, page: withdrawalPolicies.EditAdvanced },
  // Management Advance Pay finance (menu section 'Finance', flag 'advancePay')
  { path: '/management/advance-pay/transactions', guard: 'management', flag: 'advancePay', shell: true, menu: { section: 'Finance', label: 'Advance Pay' }, page: advancePayManagement.Transactions },
  { path: '/management/advance-pay/transactions/:employeeICNumber/:transactionId/:period/details', guard: 'management', flag: 'advancePay', shell: true, page: advancePayManagement.Details },
  { path: '/advance-pay/org/:orgId/monthly-report/:month', guard: 'management', flag: 'advancePay', shell: true, page: advancePayManagement.Report },
  { path: '/advance-pay/org/:orgId/monthly-report/:month/:id/details', guard: 'management', flag: 'advancePay', shell: true, page: advancePayManagement.EmployeeReport },

  // Admin menu (its first entry is where administrators land)
  { path: '/internal/dashboard', guard: 'admin', shell: true, menu: { section: '', label: 'Dashboard' }, page: adminDashboard.Page },
  { path: '/internal/users', guard: 'admin', shell: true, menu: { section: 'Directory', label: 'Users' }, page: users.List },
  { path: '/internal/organizations', guard: 'admin', shell: true, menu: { section: 'Directory', label: 'Organizations' }, page: organisations.List },
  { path: '/internal/organizations/create', guard: 'admin', shell: true, page: organisations.Create },
  { path: '/internal/organizations/:oid/view', guard: 'admin', shell: true, page: organisations.View },
  { path: '/internal/organizations/:oid/edit', guard: 'admin', shell: true, page: organisations.Edit },
  { path: '/users/:id', guard: 'admin', shell: true, page: users.Detail },
  { path: '/internal/organizations/:tenantId/users/create', guard: 'admin', shell: true, page: users.Create },
  { path: '/internal/organizations/:tenantId/users/:id/edit', guard: 'superadmin', shell: true, page: users.Edit },
  { path: '/internal/administrators', guard: 'superadmin', shell: true, menu: { section: 'Directory', label: 'Administrators' }, page: administrators.List },
  { path: '/internal/administrators/create', guard: 'superadmin', shell: true, page: administrators.Create },
  { path: '/internal/administrators/:id/edit', guard: 'superadmin', shell: true, page: administrators.Edit },
  { path: '/internal/organizations/:oid/offices', guard: 'admin', shell: true, page: offices.List },
  { path: '/internal/organizations/:orgId/create-office', guard: 'admin', shell: true, page: offices.Create },
  { path: '/internal/organizations/:orgId/offices/:officeId/edit', guard: 'admin', shell: true, page: offices.Edit },
  { path: '/internal/jobLevels', guard: 'admin', shell: true, menu: { section: 'Settings', label: 'Job Levels' }, page: jobLevels.AdminList },
  { path: '/internal/joblevels/create', guard: 'admin', shell: true, page: jobLevels.AdminCreate },
  { path: '/internal/jobLevels/:id/edit', guard: 'admin', shell: true, page: jobLevels.AdminEdit },
  { path: '/internal/e-wallets', guard: 'admin', shell: true, menu: { section: 'Settings', label: 'E-Wallets' }, page: wallets.List },
  { path: '/internal/e-wallets/create', guard: 'admin', shell: true, page: wallets.Create },
  { path: '/internal/e-wallets/:id/view', guard: 'admin', shell: true, page: wallets.View },
  { path: '/internal/e-wallets/:id/edit', guard: 'admin', shell: true, page: wallets.Edit },
  { path: '/internal/settings', guard: 'admin', shell: true, menu: { section: 'Settings', label: 'Settings' }, page: settings.Page },
  // Admin Advance Pay (menu section 'Finance')
  { path: '/internal/advance-pay/transactions', guard: 'admin', shell: true, menu: { section: 'Finance', label: 'Advance Pay' }, page: advancePayAdmin.Transactions },
  { path: '/internal/advance-pay/transactions/:orgId/:employeeICNumber/:id/:period/edit', guard: 'admin', shell: true, page: advancePayAdmin.Edit },
  { path: '/internal/advance-pay/monthly-report/:month', guard: 'admin', shell: true, page: advancePayAdmin.Report },
  { path: '/internal/advance-pay/monthly-report/:month/:orgId', guard: 'admin', shell: true, page: advancePayAdmin.OrgReport },
  { path: '/internal/advance-pay/failed-earned-wages', guard: 'admin', shell: true, page: advancePayAdmin.FailedWages },
  { path: '/internal/advance-pay/failed-earned-wages/:id', guard: 'admin', shell: true, page: advancePayAdmin.FailedWage },
];

/** The organisation has the switch on. */
export function hasFlag(org: OrgSwitches | undefined, flag: OrgFlag | undefined): boolean {
  if (!flag) return true;
  if (!org) return false;
  if (flag === 'disbursements') return org.disbursements?.enable === 'yes';
  return org[flag] === 'yes';
}
