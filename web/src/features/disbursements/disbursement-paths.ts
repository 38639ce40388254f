import type { QueryClient } from '@tanstack/react-query';
import { paths } from '../../../../shared/routes';

export const DISBURSEMENTS_PATH = paths.disbursements();
export const DISBURSEMENT_CREATE_PATH = paths.disbursementCreate();
export const ADMIN_DISBURSEMENTS_PATH = paths.adminDisbursements();
export const disbursementViewPath = (disbursementId: string) => paths.disbursementView({ disbursementId });
export const disbursementEditPath = (disbursementId: string) => paths.disbursementEdit({ disbursementId });
export const adminDisbursementViewPath = (orgId: string, disbursementId: string) =>
  paths.adminDisbursementView({ orgId, disbursementId });

/** The settlement of a completed disbursement (the administrators' page under /internal). */
export const settlementPath = (repaymentId: string, disbursementId: string) =>
  paths.repaymentTransactions({ repaymentId, disbursementId });
export const adminSettlementPath = (orgId: string, disbursementId: string, repaymentId: string) =>
  paths.adminRepaymentTransactions({ orgId, disbursementId, repaymentId });

/**
 * After any disbursement change: every cached list, disbursement and credit figure is read again.
 * Approve, cancel, revert and complete move the organisation's available credit, which the top
 * bar reads from the organisation itself, so that is read again too.
 */
export function invalidateDisbursements(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: ['disbursements-getDisbursements'] });
  void queryClient.invalidateQueries({ queryKey: ['disbursements-getDisbursement'] });
  void queryClient.invalidateQueries({ queryKey: ['disbursements-getCreditLine'] });
  void queryClient.invalidateQueries({ queryKey: ['paymentGateway-getCurlecBalance'] });
  void queryClient.invalidateQueries({ queryKey: ['orgs-getOrgInfo'] });
}
