import type { QueryClient } from '@tanstack/react-query';
import { paths } from '../../../../shared/routes';

/** Where the settlement pages lead; `admin` picks the administrators' routes (under /internal). */
export const settlementsPath = (admin: boolean) => (admin ? paths.adminRepayments() : paths.repayments());
export const SETTLEMENT_CREATE_PATH = paths.adminRepaymentCreate();

export interface SettlementRef {
  orgId: string;
  id: string;
  disbursementId: string;
}

export const settlementDetailsPath = (admin: boolean, r: SettlementRef) =>
  admin
    ? paths.adminRepaymentTransactions({ orgId: r.orgId, disbursementId: r.disbursementId, repaymentId: r.id })
    : paths.repaymentTransactions({ repaymentId: r.id, disbursementId: r.disbursementId });

export const settlementTransactionCreatePath = (r: SettlementRef) =>
  paths.adminRepaymentTransactionCreate({ orgId: r.orgId, disbursementId: r.disbursementId, repaymentId: r.id });

export const settlementEditPath = (r: SettlementRef) =>
  paths.adminRepaymentEdit({ orgId: r.orgId, disbursementId: r.disbursementId, repaymentId: r.id });

/** The disbursement's own page (the administrators' one under /internal). */
export const disbursementViewPath = (admin: boolean, orgId: string, disbursementId: string) =>
  admin ? paths.adminDisbursementView({ orgId, disbursementId }) : paths.disbursementView({ disbursementId });

/** After any settlement change: every cached list, settlement and the dashboard panel are read again. */
export function invalidateSettlements(queryClient: QueryClient): void {
  for (const name of ['repayments-getRepayments', 'repayments-getRepayment', 'repayments-getUpcoming'])
    void queryClient.invalidateQueries({ queryKey: [name] });
}
