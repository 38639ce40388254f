import type { DisbursementRecord } from '../../../shared/domain/finance/disbursement-record';
import { auditRm, recordAuditItem, type RecordAudit } from '../audit/record-audit';
import type { TransactItem } from '../table/table';

const DISBURSEMENT_AUDIT: RecordAudit<DisbursementRecord> = {
  kind: 'disbursement',
  subject: (d) => ({ type: 'disbursement', id: d.id, name: d.name }),
  shown: (d) => ({
    status: d.status,
    name: d.name,
    date: d.date,
    repaymentPeriod: d.repaymentPeriod,
    payees: d.selectedPayees.length,
    paidPayees: d.payouts?.filter((p) => p.status !== 'failed').length,
    disbursementTotal: auditRm(d.disbursementTotalSen),
    feesTotal: auditRm(d.feesTotalSen),
    total: auditRm(d.totalSen),
    dateCompleted: d.dateCompleted,
  }),
};

/**
 * The audit entry of a disbursement's change (docs/rules.md#audit-trail), to go last in its
 * transaction: status and amounts before → after (none before when created, none after when deleted).
 */
export const disbursementAudit = (
  action: string,
  before: DisbursementRecord | undefined,
  after: DisbursementRecord | undefined,
  why?: string,
): TransactItem => recordAuditItem(DISBURSEMENT_AUDIT, action, before, after, why);
