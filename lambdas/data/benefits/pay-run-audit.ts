import type { PayRunRecord } from '../../../shared/domain/benefits/pay-run';
import { auditRm, recordAuditItem, type RecordAudit } from '../audit/record-audit';
import type { TransactItem } from '../table/table';

const PAY_RUN_AUDIT: RecordAudit<PayRunRecord> = {
  kind: 'payRun',
  subject: (r) => ({ type: 'payRun', id: r.id, name: `${r.benefitName} (${r.period})` }),
  shown: (r) => ({
    status: r.status,
    benefitName: r.benefitName,
    payDay: r.payDay,
    amount: auditRm(r.amountSen),
    employeesNetPay: auditRm(r.employeesNetPaySen),
    eligibleEmployees: r.eligibleEmployees,
    failedEmployees: r.failedEmployees?.length,
  }),
};

/**
 * The audit entry of a pay run's change (docs/rules.md#audit-trail), to go in its transaction:
 * status and totals before → after (none before when created).
 */
export const payRunAudit = (
  action: string,
  before: PayRunRecord | undefined,
  after: PayRunRecord,
  why?: string,
): TransactItem => recordAuditItem(PAY_RUN_AUDIT, action, before, after, why);
