import type { DisbursementRecord } from '../../../shared/domain/finance/disbursement-record';
import { auditChanges, auditItem } from '../audit/audit-trail';
import { auditRm } from '../audit/audit-formats';
import type { TransactItem } from '../table/table';

/** A disbursement's figures as the trail shows them (amounts in RM); none once deleted. */
const shown = (d: DisbursementRecord | undefined) =>
  d && {
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
  };

const FIELDS = {
  status: true,
  name: true,
  date: true,
  repaymentPeriod: true,
  payees: true,
  paidPayees: true,
  disbursementTotal: true,
  feesTotal: true,
  total: true,
  dateCompleted: true,
} as const;

/**
 * The audit entry of a disbursement's change (docs/rules.md#audit-trail), to go last in its
 * transaction: status and amounts before → after (none before when created, none after when deleted).
 */
export function disbursementAudit(
  action: string,
  before: DisbursementRecord | undefined,
  after: DisbursementRecord | undefined,
  why?: string,
): TransactItem {
  const d = (after ?? before) as DisbursementRecord;
  return auditItem({
    orgId: d.orgId,
    kind: 'disbursement',
    action,
    subject: { type: 'disbursement', id: d.id, name: d.name },
    changes: auditChanges(shown(before), shown(after), FIELDS),
    ...(why ? { why } : {}),
  });
}
