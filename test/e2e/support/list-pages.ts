import { periodOf } from '../../../shared/domain/advance-pay/advance-pay';
import { DEMO_COMPLETED_DISBURSEMENT_ID, DEMO_REPAYMENT_ID } from '../../../dev/seeds/seed-settlements';

/**
 * The list pages of each role, for the browser tests that visit every one of them (column widths,
 * row actions): where each is, its table's test id, and the headers of the columns a person acts on.
 */
export interface ListPage {
  path: string;
  table: string;
  status?: string;
  /** The row actions column's header ('Actions'; 'Options' on the disbursements). */
  actions?: string;
}

const month = periodOf().key;

/** A Manager's and an Executive's list pages (the demo organisation). */
export const MANAGEMENT_PAGES: ListPage[] = [
  { path: '/employees', table: 'employees-table', status: 'Status', actions: 'Actions' },
  { path: '/employees/approve', table: 'employees-approve-table', status: 'Status' },
  { path: '/employees/missing-payment-election', table: 'missing-payment-election-table', actions: 'Actions' },
  { path: '/employee-categories', table: 'table-employee-categories', status: 'Status' },
  { path: '/employee-benefits', table: 'table-employee-benefits', status: 'Status', actions: 'Actions' },
  { path: '/jobLevels', table: 'table-job-levels', status: 'Status', actions: 'Actions' },
  { path: '/teams', table: 'table-teams', status: 'Status' },
  { path: '/compensation-policies', table: 'table-compensation-policies', status: 'Status', actions: 'Actions' },
  { path: '/compensation-policies/01JDEMO0COMPPOLICY00000001/details', table: 'table-pay-ranges', actions: 'Actions' },
  {
    path: '/management/advance-pay/withdrawal-policies',
    table: 'table-advanced-withdrawal-policies',
    status: 'Status',
    actions: 'Actions',
  },
  {
    path: '/management/advance-pay/transactions',
    table: 'management-transactions-table',
    status: 'Status',
    actions: 'Actions',
  },
  { path: `/advance-pay/org/demo/monthly-report/${month}`, table: 'monthly-report-table' },
  { path: '/benefits-pay-runs', table: 'table-benefit-pay-runs', status: 'Status', actions: 'Actions' },
  // Finance: suppliers
  { path: '/suppliers', table: 'table-suppliers', status: 'Status' },
  // Finance: disbursements
  { path: '/disbursements', table: 'table-disbursements', status: 'Status', actions: 'Options' },
  // Finance: settlements
  { path: '/repayments', table: 'table-settlements', status: 'Status' },
  // Finance: transaction history
  { path: '/transactions', table: 'table-transaction-history', status: 'Status' },
];

/** The demo settlement's page for an administrator: its payments, each with Edit and Void. */
export const ADMIN_SETTLEMENT_PATH = `/internal/demo/disbursement/${DEMO_COMPLETED_DISBURSEMENT_ID}/repayments/${DEMO_REPAYMENT_ID}/transactions`;

/** A platform administrator's list pages. */
export const ADMIN_PAGES: ListPage[] = [
  { path: '/internal/users', table: 'table-users', status: 'Status' },
  { path: '/internal/organizations', table: 'orgs-table', status: 'Status' },
  { path: '/internal/organizations/demo/offices', table: 'table-offices', actions: 'Actions' },
  { path: '/internal/jobLevels', table: 'table-admin-job-levels', actions: 'Actions' },
  { path: '/internal/e-wallets', table: 'table-e-wallets', status: 'Status' },
  { path: '/internal/advance-pay/transactions', table: 'table-admin-advance-pay-transactions', status: 'Status' },
  { path: `/internal/advance-pay/monthly-report/${month}`, table: 'table-internal-monthly-report' },
  { path: '/internal/advance-pay/failed-earned-wages', table: 'table-failed-earned-wages' },
  { path: '/internal/administrators', table: 'table-administrators', status: 'Status' },
  { path: '/pay-runs', table: 'table-admin-pay-runs', status: 'Status', actions: 'Actions' },
  // Finance: suppliers
  { path: '/internal/suppliers', table: 'table-suppliers', status: 'Status' },
  // Finance: disbursements
  { path: '/internal/disbursements', table: 'table-disbursements', status: 'Status', actions: 'Options' },
  // Finance: settlements, and one settlement's payments
  { path: '/internal/repayments', table: 'table-settlements', status: 'Status' },
  { path: ADMIN_SETTLEMENT_PATH, table: 'settlement-transactions', actions: 'Actions' },
  // Finance: sales and the partner files they come from
  { path: '/internal/sales', table: 'table-sales' },
  { path: '/internal/uploaded-documents', table: 'table-uploaded-documents', status: 'Status' },
  // Finance: transaction history
  { path: '/internal/transactions', table: 'table-admin-transaction-history', status: 'Status' },
];
