import type { CompensationPolicy, PayRangeRecord } from '../../../shared/domain/benefits/compensation-policy';
import { auditChanges, auditItem } from '../audit/audit-trail';
import { auditRm } from '../audit/audit-formats';
import type { TransactItem } from '../table/table';

/**
 * The audit entries of compensation policies and their pay ranges (docs/rules.md#audit-trail), to go
 * in the transaction of the change: a policy's name and status, a range's job level and amounts in RM.
 */
export function compensationPolicyAudit(
  action: string,
  before: CompensationPolicy | undefined,
  after: CompensationPolicy,
): TransactItem {
  return auditItem({
    orgId: after.orgId,
    kind: 'policy',
    action,
    subject: { type: 'compensationPolicy', id: after.id, name: after.compensationName },
    changes: auditChanges(before, after, { compensationName: true, status: true }),
  });
}

const shownRange = (r: PayRangeRecord | undefined, policyStatus: string) =>
  r && !r.deleted
    ? {
        jobLevel: r.jobLevelName,
        minimum: auditRm(r.minimumSen),
        midpoint: auditRm(r.midpointSen),
        maximum: auditRm(r.maximumSen),
        policyStatus,
      }
    : { policyStatus };

/** A pay range created, changed or deleted; its policy going (back) to pending approval with it. */
export function payRangeAudit(
  policy: CompensationPolicy,
  before: PayRangeRecord | undefined,
  after: PayRangeRecord,
  policyStatusAfter: string,
): TransactItem {
  const action = !before ? 'pay range created' : after.deleted ? 'pay range deleted' : 'pay range changed';
  return auditItem({
    orgId: after.orgId,
    kind: 'policy',
    action,
    subject: { type: 'payRange', id: after.id, name: `${after.jobLevelName} in ${policy.compensationName}` },
    changes: auditChanges(shownRange(before, policy.status), shownRange(after, policyStatusAfter), {
      jobLevel: true,
      minimum: true,
      midpoint: true,
      maximum: true,
      policyStatus: true,
    }),
  });
}
