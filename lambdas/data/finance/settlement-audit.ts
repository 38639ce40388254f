import { settlementStatus, type RepaymentRecord } from '../../../shared/domain/finance/repayment';
import { auditChanges, auditItem } from '../audit/audit-trail';
import { auditRm } from '../audit/audit-formats';
import type { TransactItem } from '../table/table';

/** A settlement's figures as the trail shows them (amounts in RM). */
const shown = (r: RepaymentRecord | undefined) =>
  r && {
    status: settlementStatus(r),
    dueDate: r.dueDate,
    amountDue: auditRm(r.amountDueSen),
    amountRepaid: auditRm(r.amountRepaidSen),
  };

const FIELDS = { status: true, dueDate: true, amountDue: true, amountRepaid: true } as const;

/**
 * The audit entry of a settlement's change (docs/rules.md#audit-trail), to go in its transaction:
 * created, changed, deleted, or a payment towards it recorded, changed or voided (`why` says which).
 */
export function settlementAudit(
  action: string,
  before: RepaymentRecord | undefined,
  after: RepaymentRecord | undefined,
  why?: string,
): TransactItem {
  const r = (after ?? before) as RepaymentRecord;
  return auditItem({
    orgId: r.orgId,
    kind: 'settlement',
    action,
    subject: { type: 'settlement', id: r.id, name: `${r.disbursement.name} (${r.disbursement.orgName})` },
    changes: auditChanges(shown(before), shown(after), FIELDS),
    ...(why ? { why } : {}),
  });
}
