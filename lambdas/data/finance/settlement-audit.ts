import { settlementStatus, type RepaymentRecord } from '../../../shared/domain/finance/repayment';
import { auditRm, recordAuditItem, type RecordAudit } from '../audit/record-audit';
import type { TransactItem } from '../table/table';

const SETTLEMENT_AUDIT: RecordAudit<RepaymentRecord> = {
  kind: 'settlement',
  subject: (r) => ({ type: 'settlement', id: r.id, name: `${r.disbursement.name} (${r.disbursement.orgName})` }),
  shown: (r) => ({
    status: settlementStatus(r),
    dueDate: r.dueDate,
    amountDue: auditRm(r.amountDueSen),
    amountRepaid: auditRm(r.amountRepaidSen),
  }),
};

/**
 * The audit entry of a settlement's change (docs/rules.md#audit-trail), to go in its transaction:
 * created, changed, deleted, or a payment towards it recorded, changed or voided (`why` says which).
 */
export const settlementAudit = (
  action: string,
  before: RepaymentRecord | undefined,
  after: RepaymentRecord | undefined,
  why?: string,
): TransactItem => recordAuditItem(SETTLEMENT_AUDIT, action, before, after, why);
