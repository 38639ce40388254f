import type { Organisation } from '../../../shared/domain/organisations/organisation';
import { ROUTE_PATHS, type RouteName } from '../../../shared/routes';

/**
 * Who may open a route:
 * - public: anyone;
 * - admin: admin or superadmin, else /internal;
 * - superadmin: superadmin only, else /internal;
 * - management: a signed-in Manager or Executive, else /login; terms must be accepted;
 * - employee: a signed-in non-admin, else /login; terms must be accepted.
 */
export type GuardKind = 'public' | 'admin' | 'superadmin' | 'management' | 'manager' | 'employee';

/** Organisation switches a route depends on. */
export type OrgFlag = 'advancePay' | 'eBenefits' | 'disbursements';

/**
 * The switches as every view of `orgs-getOrgInfo` carries them; an employee's view has no
 * disbursements (credit terms are not an employee's business), so that switch reads as off.
 */
export type OrgSwitches = Pick<Organisation, 'advancePay' | 'eBenefits'> & {
  disbursements?: Pick<Organisation['disbursements'], 'enable'>;
};

/** Side-menu sections, in menu order. */
export const MENU_SECTIONS = ['', 'Advance Pay', 'Directory', 'Settings', 'Finance'] as const;
export type MenuSection = (typeof MENU_SECTIONS)[number];

/** A route's description without its page component (the pages are attached by the router only). */
export interface RouteSpec {
  name: RouteName;
  guard: GuardKind;
  /** The organisation must have this switched on. */
  flag?: OrgFlag;
  /** Menu entry (absent: reachable but not in the side menu). Section '' = top level. */
  menu?: { section: MenuSection; label: string };
  /** Rendered inside the shell (side menu and top bar). */
  shell: boolean;
  /** The page's title: the document title and its breadcrumb label (a page may show a name instead). */
  title: string;
  /** The page one breadcrumb up. */
  parent?: RouteName;
  /** The parent's path parameters from this route's, where their names differ (default: the same names). */
  parentParams?: (params: Record<string, string>) => Record<string, string>;
}

export interface AppRoute extends RouteSpec {
  /** Full path as the router matches it. */
  path: string;
}

const SPECS: readonly RouteSpec[] = [
  { name: 'login', guard: 'public', shell: false, title: 'Login' },
  { name: 'internalLogin', guard: 'public', shell: false, title: 'Internal Login' },
  { name: 'forgotPassword', guard: 'public', shell: false, title: 'Forgot Password' },
  { name: 'internalForgotPassword', guard: 'public', shell: false, title: 'Forgot Password' },
  { name: 'mobileLogin', guard: 'public', shell: false, title: 'Login' },
  { name: 'logout', guard: 'public', shell: false, title: 'Logout' },
  { name: 'passwordChange', guard: 'public', shell: true, title: 'Change Password' },

  // Employee menu
  { name: 'dashboard', guard: 'employee', shell: true, menu: { section: '', label: 'Dashboard' }, title: 'Dashboard' },
  { name: 'profile', guard: 'employee', shell: true, menu: { section: '', label: 'Profile' }, title: 'Profile' },
  { name: 'profileSetup', guard: 'employee', shell: true, title: 'Profile Setup' },
  // Employee eBenefits: own benefits and wallet election
  {
    name: 'userBenefits',
    guard: 'employee',
    flag: 'eBenefits',
    shell: true,
    menu: { section: '', label: 'My Benefits' },
    title: 'My Benefits',
  },
  {
    name: 'electedWallets',
    guard: 'employee',
    flag: 'eBenefits',
    shell: true,
    menu: { section: '', label: 'Elected Wallets' },
    title: 'Elected Wallets',
  },
  {
    name: 'electWallets',
    guard: 'employee',
    flag: 'eBenefits',
    shell: true,
    title: 'Payment Election',
    parent: 'electedWallets',
  },
  {
    name: 'electedWalletEdit',
    guard: 'employee',
    flag: 'eBenefits',
    shell: true,
    title: 'Edit Wallet Allocation',
    parent: 'electedWallets',
  },
  // Employee Advance Pay (menu section 'Advance Pay', flag 'advancePay')
  {
    name: 'getPaid',
    guard: 'employee',
    flag: 'advancePay',
    shell: true,
    menu: { section: 'Advance Pay', label: 'Get Paid' },
    title: 'Get Paid',
  },
  {
    name: 'employeeTransactions',
    guard: 'employee',
    flag: 'advancePay',
    shell: true,
    menu: { section: 'Advance Pay', label: 'Transactions' },
    title: 'Transactions',
  },
  {
    name: 'employeeTransaction',
    guard: 'employee',
    flag: 'advancePay',
    shell: true,
    title: 'Transaction Details',
    parent: 'employeeTransactions',
  },
  {
    name: 'statements',
    guard: 'employee',
    flag: 'advancePay',
    shell: true,
    menu: { section: 'Advance Pay', label: 'Monthly Statements' },
    title: 'Monthly Statements',
  },
  {
    name: 'statement',
    guard: 'employee',
    flag: 'advancePay',
    shell: true,
    title: 'Monthly Statement',
    parent: 'statements',
  },

  // Management menu
  {
    name: 'managementDashboard',
    guard: 'management',
    shell: true,
    menu: { section: '', label: 'Dashboard' },
    title: 'Dashboard',
  },
  // Management eBenefits: teams (top-level menu, before Missing Payment Election as the spec orders it)
  {
    name: 'teams',
    guard: 'management',
    flag: 'eBenefits',
    shell: true,
    menu: { section: '', label: 'Teams' },
    title: 'Teams',
  },
  { name: 'teamCreate', guard: 'management', flag: 'eBenefits', shell: true, title: 'Create Team', parent: 'teams' },
  { name: 'teamUpdate', guard: 'management', flag: 'eBenefits', shell: true, title: 'Team', parent: 'teams' },
  {
    name: 'missingPaymentElection',
    guard: 'management',
    flag: 'eBenefits',
    shell: true,
    menu: { section: '', label: 'Missing Payment Election' },
    title: 'Missing Payment Election',
  },
  // Management eBenefits: compensation policies (top-level menu after Missing Payment Election, flag 'eBenefits')
  {
    name: 'compensationPolicies',
    guard: 'management',
    flag: 'eBenefits',
    shell: true,
    menu: { section: '', label: 'Compensation Policies' },
    title: 'Compensation Policies',
  },
  {
    name: 'compensationPolicyCreate',
    guard: 'management',
    flag: 'eBenefits',
    shell: true,
    title: 'Create Compensation Policy',
    parent: 'compensationPolicies',
  },
  {
    name: 'compensationPolicyEdit',
    guard: 'management',
    flag: 'eBenefits',
    shell: true,
    title: 'Edit Compensation Policy',
    parent: 'compensationPolicyDetails',
  },
  {
    name: 'compensationPolicyDetails',
    guard: 'management',
    flag: 'eBenefits',
    shell: true,
    title: 'Compensation Policy',
    parent: 'compensationPolicies',
  },
  {
    name: 'payRangeCreate',
    guard: 'management',
    flag: 'eBenefits',
    shell: true,
    title: 'Annual Fixed Compensation Range',
    parent: 'compensationPolicyDetails',
  },
  {
    name: 'payRangeEdit',
    guard: 'management',
    flag: 'eBenefits',
    shell: true,
    title: 'Edit Policy Allocation',
    parent: 'compensationPolicyDetails',
  },
  {
    name: 'employees',
    guard: 'management',
    shell: true,
    menu: { section: 'Directory', label: 'Employees' },
    title: 'Employees',
  },
  { name: 'employeeCreate', guard: 'management', shell: true, title: 'Create Employee', parent: 'employees' },
  { name: 'employeeUpdate', guard: 'management', shell: true, title: 'Update Employee', parent: 'employeeView' },
  { name: 'employeeView', guard: 'management', shell: true, title: 'Employee Details', parent: 'employees' },
  { name: 'employeesApprove', guard: 'management', shell: true, title: 'Approve Employees', parent: 'employees' },
  { name: 'employeesBulkImport', guard: 'management', shell: true, title: 'Bulk Import', parent: 'employees' },
  {
    name: 'employeeCategories',
    guard: 'management',
    flag: 'eBenefits',
    shell: true,
    menu: { section: 'Settings', label: 'Employee Categories' },
    title: 'Employee Categories',
  },
  {
    name: 'employeeCategoryCreate',
    guard: 'management',
    flag: 'eBenefits',
    shell: true,
    title: 'Create Employee Category',
    parent: 'employeeCategories',
  },
  {
    name: 'employeeCategoryUpdate',
    guard: 'management',
    flag: 'eBenefits',
    shell: true,
    title: 'Employee Category',
    parent: 'employeeCategories',
  },
  {
    name: 'employeeBenefits',
    guard: 'management',
    flag: 'eBenefits',
    shell: true,
    menu: { section: 'Settings', label: 'Employee Benefits' },
    title: 'Employee Benefits',
  },
  {
    name: 'employeeBenefitCreate',
    guard: 'management',
    flag: 'eBenefits',
    shell: true,
    title: 'Create Employee Benefit',
    parent: 'employeeBenefits',
  },
  {
    name: 'employeeBenefitUpdate',
    guard: 'management',
    flag: 'eBenefits',
    shell: true,
    title: 'Employee Benefit',
    parent: 'employeeBenefits',
  },
  {
    name: 'jobLevels',
    guard: 'management',
    flag: 'eBenefits',
    shell: true,
    menu: { section: 'Settings', label: 'Job Levels' },
    title: 'Job Levels',
  },
  {
    name: 'jobLevelCreate',
    guard: 'management',
    flag: 'eBenefits',
    shell: true,
    title: 'Create Job Level',
    parent: 'jobLevels',
  },
  {
    name: 'jobLevelEdit',
    guard: 'management',
    flag: 'eBenefits',
    shell: true,
    title: 'Edit Job Level',
    parent: 'jobLevels',
  },
  // Management settings: notifications e-mail and withdrawal policies (menu section 'Settings')
  {
    name: 'notificationsEmail',
    guard: 'management',
    shell: true,
    menu: { section: 'Settings', label: 'Notifications Email' },
    title: 'Notifications Email',
  },
  {
    name: 'orgAudit',
    guard: 'manager',
    shell: true,
    menu: { section: 'Settings', label: 'Audit Trail' },
    title: 'Audit Trail',
  },
  {
    name: 'withdrawalPolicies',
    guard: 'management',
    flag: 'advancePay',
    shell: true,
    menu: { section: 'Settings', label: 'Withdrawal Policies' },
    title: 'Withdrawal Policies',
  },
  {
    name: 'advancedPolicyCreate',
    guard: 'management',
    flag: 'advancePay',
    shell: true,
    title: 'Create Advanced Policy',
    parent: 'withdrawalPolicies',
  },
  {
    name: 'advancedPolicyEdit',
    guard: 'management',
    flag: 'advancePay',
    shell: true,
    title: 'Edit Advanced Policy',
    parent: 'withdrawalPolicies',
  },
  // Management Advance Pay finance (menu section 'Finance', flag 'advancePay')
  {
    name: 'managementTransactions',
    guard: 'management',
    flag: 'advancePay',
    shell: true,
    menu: { section: 'Finance', label: 'Advance Pay' },
    title: 'Advance Pay',
  },
  {
    name: 'managementTransaction',
    guard: 'management',
    flag: 'advancePay',
    shell: true,
    title: 'Transaction Details',
    parent: 'managementTransactions',
  },
  {
    name: 'monthlyReport',
    guard: 'management',
    flag: 'advancePay',
    shell: true,
    title: 'Monthly Report',
    parent: 'managementTransactions',
  },
  {
    name: 'employeeMonthlyReport',
    guard: 'management',
    flag: 'advancePay',
    shell: true,
    title: 'Employee Monthly Report',
    parent: 'monthlyReport',
  },
  // Benefit pay runs (top-level menu entry, flag 'eBenefits')
  {
    name: 'benefitPayRuns',
    guard: 'management',
    flag: 'eBenefits',
    shell: true,
    menu: { section: '', label: 'Benefits Pay Runs' },
    title: 'Benefits Pay Runs',
  },
  {
    name: 'benefitPayRunCreate',
    guard: 'management',
    flag: 'eBenefits',
    shell: true,
    title: 'Create Pay Run',
    parent: 'benefitPayRuns',
  },
  {
    name: 'benefitPayRunEdit',
    guard: 'management',
    flag: 'eBenefits',
    shell: true,
    title: 'Edit Pay Run',
    parent: 'benefitPayRunDetails',
  },
  {
    name: 'benefitPayRunDetails',
    guard: 'management',
    flag: 'eBenefits',
    shell: true,
    title: 'Pay Run Details',
    parent: 'benefitPayRuns',
  },
  {
    name: 'benefitPayRunReport',
    guard: 'management',
    flag: 'eBenefits',
    shell: true,
    title: 'Pay Run Report',
    parent: 'benefitPayRunDetails',
  },

  // Admin menu (its first entry is where administrators land)
  {
    name: 'internalDashboard',
    guard: 'admin',
    shell: true,
    menu: { section: '', label: 'Dashboard' },
    title: 'Dashboard',
  },
  { name: 'users', guard: 'admin', shell: true, menu: { section: 'Directory', label: 'Users' }, title: 'Users' },
  {
    name: 'organisations',
    guard: 'admin',
    shell: true,
    menu: { section: 'Directory', label: 'Organizations' },
    title: 'Organizations',
  },
  { name: 'organisationCreate', guard: 'admin', shell: true, title: 'Create Organization', parent: 'organisations' },
  { name: 'organisationView', guard: 'admin', shell: true, title: 'Organization Details', parent: 'organisations' },
  { name: 'organisationEdit', guard: 'admin', shell: true, title: 'Edit Organization', parent: 'organisationView' },
  { name: 'userDetail', guard: 'admin', shell: true, title: 'User Details', parent: 'users' },
  { name: 'userCreate', guard: 'admin', shell: true, title: 'Create User', parent: 'users' },
  { name: 'userEdit', guard: 'superadmin', shell: true, title: 'Edit User', parent: 'users' },
  {
    name: 'administrators',
    guard: 'superadmin',
    shell: true,
    menu: { section: 'Directory', label: 'Administrators' },
    title: 'Administrators',
  },
  {
    name: 'administratorCreate',
    guard: 'superadmin',
    shell: true,
    title: 'Create Administrator',
    parent: 'administrators',
  },
  {
    name: 'administratorEdit',
    guard: 'superadmin',
    shell: true,
    title: 'Edit Administrator',
    parent: 'administrators',
  },
  { name: 'offices', guard: 'admin', shell: true, title: 'Offices', parent: 'organisationView' },
  {
    name: 'officeCreate',
    guard: 'admin',
    shell: true,
    title: 'Create Office',
    parent: 'offices',
    parentParams: (p) => ({ oid: p.orgId }),
  },
  {
    name: 'officeEdit',
    guard: 'admin',
    shell: true,
    title: 'Edit Office',
    parent: 'offices',
    parentParams: (p) => ({ oid: p.orgId }),
  },
  {
    name: 'adminJobLevels',
    guard: 'admin',
    shell: true,
    menu: { section: 'Settings', label: 'Job Levels' },
    title: 'Job Levels',
  },
  { name: 'adminJobLevelCreate', guard: 'admin', shell: true, title: 'Create Job Level', parent: 'adminJobLevels' },
  { name: 'adminJobLevelEdit', guard: 'admin', shell: true, title: 'Edit Job Level', parent: 'adminJobLevels' },
  {
    name: 'holidays',
    guard: 'admin',
    shell: true,
    menu: { section: 'Settings', label: 'Public Holidays' },
    title: 'Public Holidays',
  },
  {
    name: 'audit',
    guard: 'admin',
    shell: true,
    menu: { section: 'Settings', label: 'Audit Trail' },
    title: 'Audit Trail',
  },
  {
    name: 'wallets',
    guard: 'admin',
    shell: true,
    menu: { section: 'Settings', label: 'E-Wallets' },
    title: 'E-Wallets',
  },
  { name: 'walletCreate', guard: 'admin', shell: true, title: 'Create Wallet', parent: 'wallets' },
  { name: 'walletView', guard: 'admin', shell: true, title: 'Wallet Details', parent: 'wallets' },
  { name: 'walletEdit', guard: 'admin', shell: true, title: 'Edit Wallet', parent: 'walletView' },
  {
    name: 'settings',
    guard: 'admin',
    shell: true,
    menu: { section: 'Settings', label: 'Settings' },
    title: 'Settings',
  },
  // Admin Advance Pay (menu section 'Finance')
  {
    name: 'adminTransactions',
    guard: 'admin',
    shell: true,
    menu: { section: 'Finance', label: 'Advance Pay' },
    title: 'Advance Pay',
  },
  { name: 'adminTransactionEdit', guard: 'admin', shell: true, title: 'Edit Transaction', parent: 'adminTransactions' },
  { name: 'adminMonthlyReport', guard: 'admin', shell: true, title: 'Monthly Report', parent: 'adminTransactions' },
  {
    name: 'adminOrgMonthlyReport',
    guard: 'admin',
    shell: true,
    title: 'Organization Monthly Report',
    parent: 'adminMonthlyReport',
  },
  { name: 'failedWages', guard: 'admin', shell: true, title: 'Failed Earned Wages', parent: 'adminTransactions' },
  { name: 'failedWage', guard: 'admin', shell: true, title: 'Failed Earned Wage', parent: 'failedWages' },
  // Admin pay runs: no menu entry (the admin dashboard's card leads here)
  { name: 'adminPayRuns', guard: 'admin', shell: true, title: 'Pay Runs' },
  { name: 'adminPayRunDetails', guard: 'admin', shell: true, title: 'Pay Run Details', parent: 'adminPayRuns' },
  { name: 'adminPayRunEdit', guard: 'admin', shell: true, title: 'Edit Pay Run Status', parent: 'adminPayRunDetails' },
  { name: 'adminPayRunReport', guard: 'admin', shell: true, title: 'Pay Run Report', parent: 'adminPayRunDetails' },

  // Finance: suppliers. Management's need the organisation's Disbursements switch (suppliers are
  // paid through disbursements); administrators see every organisation's.
  {
    name: 'suppliers',
    guard: 'management',
    flag: 'disbursements',
    shell: true,
    menu: { section: 'Finance', label: 'Suppliers' },
    title: 'Suppliers',
  },
  {
    name: 'supplierCreate',
    guard: 'management',
    flag: 'disbursements',
    shell: true,
    title: 'Create Supplier',
    parent: 'suppliers',
  },
  {
    name: 'supplierEdit',
    guard: 'management',
    flag: 'disbursements',
    shell: true,
    title: 'Edit Supplier',
    parent: 'supplierView',
  },
  {
    name: 'supplierView',
    guard: 'management',
    flag: 'disbursements',
    shell: true,
    title: 'Supplier',
    parent: 'suppliers',
  },
  {
    name: 'adminSuppliers',
    guard: 'admin',
    shell: true,
    menu: { section: 'Finance', label: 'Suppliers' },
    title: 'Suppliers',
  },
  { name: 'adminSupplierView', guard: 'admin', shell: true, title: 'Supplier', parent: 'adminSuppliers' },

  // Finance: disbursements, beside suppliers: management's need the organisation's Disbursements
  // switch; administrators see every organisation's from approval on.
  {
    name: 'disbursements',
    guard: 'management',
    flag: 'disbursements',
    shell: true,
    menu: { section: 'Finance', label: 'Disbursements' },
    title: 'Disbursements',
  },
  {
    name: 'disbursementCreate',
    guard: 'management',
    flag: 'disbursements',
    shell: true,
    title: 'New Disbursement',
    parent: 'disbursements',
  },
  {
    name: 'disbursementEdit',
    guard: 'management',
    flag: 'disbursements',
    shell: true,
    title: 'Edit Disbursement',
    parent: 'disbursementView',
  },
  {
    name: 'disbursementView',
    guard: 'management',
    flag: 'disbursements',
    shell: true,
    title: 'Disbursement',
    parent: 'disbursements',
  },
  {
    name: 'adminDisbursements',
    guard: 'admin',
    shell: true,
    menu: { section: 'Finance', label: 'Disbursements' },
    title: 'Disbursements',
  },
  { name: 'adminDisbursementView', guard: 'admin', shell: true, title: 'Disbursement', parent: 'adminDisbursements' },
  // Finance: settlements (repayments). Management reads its own (the Disbursements switch on);
  // administrators create settlements and record, correct and void their transactions.
  {
    name: 'repayments',
    guard: 'management',
    flag: 'disbursements',
    shell: true,
    menu: { section: 'Finance', label: 'Settlements' },
    title: 'Settlements',
  },
  {
    name: 'repaymentTransactions',
    guard: 'management',
    flag: 'disbursements',
    shell: true,
    title: 'Settlement Transactions',
    parent: 'repayments',
  },
  // Recording a payment is the administrators' (their own route under /internal): kept guarded.
  {
    name: 'repaymentTransactionCreate',
    guard: 'admin',
    shell: true,
    title: 'New Settlement Transaction',
    parent: 'adminRepayments',
  },
  {
    name: 'adminRepayments',
    guard: 'admin',
    shell: true,
    menu: { section: 'Finance', label: 'Settlements' },
    title: 'Settlements',
  },
  { name: 'adminRepaymentCreate', guard: 'admin', shell: true, title: 'New Settlement', parent: 'adminRepayments' },
  {
    name: 'adminRepaymentTransactions',
    guard: 'admin',
    shell: true,
    title: 'Settlement Transactions',
    parent: 'adminRepayments',
  },
  {
    name: 'adminRepaymentTransactionCreate',
    guard: 'admin',
    shell: true,
    title: 'New Settlement Transaction',
    parent: 'adminRepaymentTransactions',
  },
  {
    name: 'adminRepaymentEdit',
    guard: 'admin',
    shell: true,
    title: 'Edit Settlement',
    parent: 'adminRepaymentTransactions',
  },
  // Finance: sales and the partner files they come from, administrators only (the spec's menu order:
  // after settlements, before transaction history).
  { name: 'sales', guard: 'admin', shell: true, menu: { section: 'Finance', label: 'Sales' }, title: 'Sales' },
  {
    name: 'uploadedDocuments',
    guard: 'admin',
    shell: true,
    menu: { section: 'Finance', label: 'Upload Documents' },
    title: 'Upload Sale',
  },
  {
    name: 'uploadedDocumentCreate',
    guard: 'admin',
    shell: true,
    title: 'Upload Document',
    parent: 'uploadedDocuments',
  },
  {
    name: 'uploadedDocumentLogs',
    guard: 'admin',
    shell: true,
    title: 'Uploaded Document Logs',
    parent: 'uploadedDocuments',
  },
  {
    name: 'uploadedDocumentLog',
    guard: 'admin',
    shell: true,
    title: 'Uploaded Document Log',
    parent: 'uploadedDocumentLogs',
  },
  // Finance: transaction history. Management's needs the organisation's Disbursements switch (its
  // rows are disbursements and their settlements); administrators see every organisation's.
  {
    name: 'transactionHistory',
    guard: 'management',
    flag: 'disbursements',
    shell: true,
    menu: { section: 'Finance', label: 'Transactions' },
    title: 'Transaction History',
  },
  {
    name: 'adminTransactionHistory',
    guard: 'admin',
    shell: true,
    menu: { section: 'Finance', label: 'Transactions' },
    title: 'Transaction History',
  },
];

/**
 * THE route table: the router, the side menu and the breadcrumbs are all built from it, so a
 * menu entry exists exactly when its page does. Only pages that exist are listed. It holds no
 * page component, so pages may use the access rules without importing themselves back.
 */
export const ROUTES: readonly AppRoute[] = SPECS.map((spec) => ({ ...spec, path: ROUTE_PATHS[spec.name] }));

/** The route of a name (every name has one: the route-table unit test checks it). */
export function routeNamed(name: RouteName): AppRoute | undefined {
  return ROUTES.find((r) => r.name === name);
}

/** The organisation has the switch on. */
export function hasFlag(org: OrgSwitches | undefined, flag: OrgFlag | undefined): boolean {
  if (!flag) return true;
  if (!org) return false;
  if (flag === 'disbursements') return org.disbursements?.enable === 'yes';
  return org[flag] === 'yes';
}
