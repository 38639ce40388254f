import type { PayRunRecord } from '../../../shared/domain/benefits/pay-run';
import { auditChanges, auditItem } from '../audit/audit-trail';
import { auditRm } from '../audit/audit-formats';
import type { TransactItem } from '../table/table';

/** A pay run's figures as the trail shows them (totals in RM). */
const shown = (r: PayRunRecord | undefined) =>
  r && {
    status: r.status,
    benefitName: r.benefitName,
    payDay: r.payDay,
    amount: auditRm(r.amountSen),
    employeesNetPay: auditRm(r.employeesNetPaySen),
    eligibleEmployees: r.eligibleEmployees,
    failedEmployees: r.failedEmployees?.length,
  };

const FIELDS = {
  status: true,
  benefitName: true,
  payDay: true,
  amount: true,
  employeesNetPay: true,
  eligibleEmployees: true,
  failedEmployees: true,
} as const;

/**
 * The audit entry of a pay run's change (docs/rules.md#audit-trail), to go in its transaction:
 * status and totals before → after (none before when created).
 */
export function payRunAudit(
  action: string,
  before: PayRunRecord | undefined,
  after: PayRunRecord,
  why?: string,
): TransactItem {
  return auditItem({
    orgId: after.orgId,
    kind: 'payRun',
    action,
    subject: { type: 'payRun', id: after.id, name: `${after.benefitName} (${after.period})` },
    changes: auditChanges(shown(before), shown(after), FIELDS),
    ...(why ? { why } : {}),
  });
}
