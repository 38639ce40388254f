import { policyLabel, type WithdrawalPolicyRecord } from '../../../shared/domain/advance-pay/withdrawal-policy';
import { auditFlag, auditRm, recordAuditItem, type RecordAudit } from '../audit/record-audit';
import type { TransactItem } from '../table/table';

const POLICY_AUDIT: RecordAudit<WithdrawalPolicyRecord> = {
  kind: 'policy',
  subject: (p) => ({ type: 'withdrawalPolicy', id: p.id, name: policyLabel(p) }),
  shown: (p) => ({
    status: p.status,
    maximumWithdrawalAmount: auditRm(p.maximumWithdrawalAmountSen),
    withdrawalFrequency: p.withdrawalFrequency,
    withdrawalDate: p.withdrawalDate,
    autoApproval: auditFlag(p.autoApproval),
    minSalary: auditRm(p.minSalarySen),
    maxSalary: auditRm(p.maxSalarySen),
  }),
};

/**
 * The audit entry of a withdrawal policy's change (docs/rules.md#audit-trail), to go in its
 * transaction: its figures before → after (none before when created, none after when deleted).
 */
export const withdrawalPolicyAudit = (
  action: string,
  before: WithdrawalPolicyRecord | undefined,
  after: WithdrawalPolicyRecord | undefined,
): TransactItem => recordAuditItem(POLICY_AUDIT, action, before, after);
