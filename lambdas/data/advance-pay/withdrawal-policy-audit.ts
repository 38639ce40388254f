import { policyLabel, type WithdrawalPolicyRecord } from '../../../shared/domain/advance-pay/withdrawal-policy';
import { auditChanges, auditItem } from '../audit/audit-trail';
import { auditFlag, auditRm } from '../audit/audit-formats';
import type { TransactItem } from '../table/table';

/** A policy's figures as the trail shows them (RM, on/off). */
const shown = (p: WithdrawalPolicyRecord | undefined) =>
  p && {
    status: p.status,
    maximumWithdrawalAmount: auditRm(p.maximumWithdrawalAmountSen),
    withdrawalFrequency: p.withdrawalFrequency,
    withdrawalDate: p.withdrawalDate,
    autoApproval: auditFlag(p.autoApproval),
    minSalary: auditRm(p.minSalarySen),
    maxSalary: auditRm(p.maxSalarySen),
  };

const FIELDS = {
  status: true,
  maximumWithdrawalAmount: true,
  withdrawalFrequency: true,
  withdrawalDate: true,
  autoApproval: true,
  minSalary: true,
  maxSalary: true,
} as const;

/**
 * The audit entry of a withdrawal policy's change (docs/rules.md#audit-trail), to go in its
 * transaction: its figures before → after (none before when created, none after when deleted).
 */
export function withdrawalPolicyAudit(
  action: string,
  before: WithdrawalPolicyRecord | undefined,
  after: WithdrawalPolicyRecord | undefined,
): TransactItem {
  const policy = (after ?? before) as WithdrawalPolicyRecord;
  return auditItem({
    orgId: policy.orgId,
    kind: 'policy',
    action,
    subject: { type: 'withdrawalPolicy', id: policy.id, name: policyLabel(policy) },
    changes: auditChanges(shown(before), shown(after), FIELDS),
  });
}
