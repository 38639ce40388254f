/**
 * Every entity's statuses and how each looks, without Cloudscape's indicator: the light pages
 * draw them with their own badge (light/status-badge.tsx), the others with EntityStatus.
 */
import type { StatusIndicatorProps } from '@cloudscape-design/components/status-indicator';
import type { AdvanceStatus } from '../../../shared/domain/advance-pay/advance-transaction';
import type { ApprovalStatus } from '../../../shared/domain/organisations/approval';
import type { PolicyStatus } from '../../../shared/domain/benefits/compensation-policy';
import type { DisbursementStatus } from '../../../shared/domain/finance/disbursement';
import type { EmployeeStatus } from '../../../shared/domain/employees/employee';
import type { OrganisationStatus } from '../../../shared/domain/organisations/organisation';
import type { PayRunStatus } from '../../../shared/domain/benefits/pay-run';
import type { SettlementStatus } from '../../../shared/domain/finance/repayment';
import type { SupplierStatus } from '../../../shared/domain/benefits/supplier';
import type { TransactionHistoryStatus } from '../../../shared/domain/advance-pay/transaction-history';
import type { UploadLogStatus, UploadedDocumentStatus } from '../../../shared/domain/finance/uploaded-document';
import type { User } from '../../../shared/domain/identity/user';
import type { WalletStatus } from '../../../shared/domain/benefits/wallet';
import type { WithdrawalPolicy } from '../../../shared/domain/advance-pay/withdrawal-policy';

/** How one status value looks: the indicator's colour and icon, and its words. */
export interface StatusLook {
  type: StatusIndicatorProps.Type;
  label: string;
}

/**
 * Every status of every entity, in one place, so a status reads the same on every page (a list,
 * a details page, the dashboard). The words are the product's own: an Advance Pay request is
 * 'Approved', an employee 'Pending Approval'. Statuses stored in upper case (withdrawal policies,
 * suppliers, files) are shown in the same words as the others ('Pending', 'Completed with errors');
 * only a message of the spec names the stored value ('Policy approval only for PENDING policies!').
 */
export const STATUS_LOOKS = {
  advanceTransaction: {
    pending: { type: 'pending', label: 'Pending' },
    approved: { type: 'info', label: 'Approved' },
    processing: { type: 'in-progress', label: 'Processing' },
    completed: { type: 'success', label: 'Completed' },
    rejected: { type: 'error', label: 'Rejected' },
    cancelled: { type: 'stopped', label: 'Cancelled' },
  } satisfies Record<AdvanceStatus, StatusLook>,
  employee: {
    'pending-approval': { type: 'pending', label: 'Pending Approval' },
    approved: { type: 'success', label: 'Approved' },
  } satisfies Record<EmployeeStatus, StatusLook>,
  /** Employee categories and job levels. */
  approval: {
    Draft: { type: 'stopped', label: 'Draft' },
    'Pending Approval': { type: 'pending', label: 'Pending Approval' },
    Approved: { type: 'success', label: 'Approved' },
  } satisfies Record<ApprovalStatus, StatusLook>,
  organisation: {
    Onboarding: { type: 'pending', label: 'Onboarding' },
    Active: { type: 'success', label: 'Active' },
    Suspended: { type: 'stopped', label: 'Suspended' },
  } satisfies Record<OrganisationStatus, StatusLook>,
  user: {
    Active: { type: 'success', label: 'Active' },
    Suspended: { type: 'stopped', label: 'Suspended' },
  } satisfies Record<User['status'], StatusLook>,
  wallet: {
    Active: { type: 'success', label: 'Active' },
    InActive: { type: 'stopped', label: 'InActive' },
  } satisfies Record<WalletStatus, StatusLook>,
  payRun: {
    draft: { type: 'stopped', label: 'Draft' },
    pending_approval: { type: 'pending', label: 'Pending Approval' },
    approved: { type: 'info', label: 'Approved' },
    pending_payment: { type: 'pending', label: 'Pending Payment' },
    processing: { type: 'in-progress', label: 'Processing' },
    completed: { type: 'success', label: 'Completed' },
    cancelled: { type: 'stopped', label: 'Cancelled' },
    deleted: { type: 'error', label: 'Deleted' },
  } satisfies Record<PayRunStatus, StatusLook>,
  /** One payment of a completed benefit pay run. */
  payout: {
    succeeded: { type: 'success', label: 'Succeeded' },
    failed: { type: 'error', label: 'Failed' },
  } satisfies Record<'succeeded' | 'failed', StatusLook>,
  withdrawalPolicy: {
    PENDING: { type: 'pending', label: 'Pending' },
    APPROVED: { type: 'success', label: 'Approved' },
  } satisfies Record<WithdrawalPolicy['status'], StatusLook>,
  /** Compensation policies keep the spec's lower-case statuses; shown in words. */
  compensationPolicy: {
    pending_approval: { type: 'pending', label: 'Pending Approval' },
    approved: { type: 'success', label: 'Approved' },
    deleted: { type: 'stopped', label: 'Deleted' },
  } satisfies Record<PolicyStatus, StatusLook>,
  /** Suppliers (Finance): the upper-case statuses shown in words. */
  supplier: {
    PENDING_APPROVAL: { type: 'pending', label: 'Pending Approval' },
    APPROVED: { type: 'success', label: 'Approved' },
    REJECTED: { type: 'error', label: 'Rejected' },
    BLACKLISTED: { type: 'stopped', label: 'Blacklisted' },
  } satisfies Record<SupplierStatus, StatusLook>,
  /** Disbursements (Finance): the lower-case statuses shown in words. */
  disbursement: {
    draft: { type: 'stopped', label: 'Draft' },
    'pending-approval': { type: 'pending', label: 'Pending Approval' },
    approved: { type: 'info', label: 'Approved' },
    processing: { type: 'in-progress', label: 'Processing' },
    completed: { type: 'success', label: 'Completed' },
    cancelled: { type: 'stopped', label: 'Cancelled' },
  } satisfies Record<DisbursementStatus, StatusLook>,
  /** Settlements (Finance): the derived status, in its own words. */
  settlement: {
    'Full Settlement': { type: 'success', label: 'Full Settlement' },
    'Partial Settlement': { type: 'in-progress', label: 'Partial Settlement' },
    'Pending Settlement': { type: 'pending', label: 'Pending Settlement' },
  } satisfies Record<SettlementStatus, StatusLook>,
  /** Transaction history rows (Finance): a voided settlement transaction leaves its row VOIDED. */
  transactionHistory: {
    COMPLETED: { type: 'success', label: 'Completed' },
    VOIDED: { type: 'stopped', label: 'Voided' },
  } satisfies Record<TransactionHistoryStatus, StatusLook>,
  /** Sales and settlement files: the server's upper-case statuses shown in words. */
  uploadedDocument: {
    PROCESSING: { type: 'in-progress', label: 'Processing' },
    COMPLETED: { type: 'success', label: 'Completed' },
    COMPLETED_WITH_ERRORS: { type: 'warning', label: 'Completed with errors' },
    FAILED: { type: 'error', label: 'Failed' },
  } satisfies Record<UploadedDocumentStatus, StatusLook>,
  /** One row of a sales or settlement file. */
  uploadLog: {
    SUCCESS: { type: 'success', label: 'Succeeded' },
    FAILED: { type: 'error', label: 'Failed' },
  } satisfies Record<UploadLogStatus, StatusLook>,
} as const;

export type StatusEntity = keyof typeof STATUS_LOOKS;

/** The words of a status (e.g. for a details page's key-value pair or a search). */
export function statusLabel<E extends StatusEntity>(entity: E, status: keyof (typeof STATUS_LOOKS)[E]): string {
  return (STATUS_LOOKS[entity][status] as StatusLook).label;
}
