import type { CompensationPolicy, PayRangeRecord } from '../../../shared/domain/benefits/compensation-policy';
import { auditRm, recordAuditItem, type RecordAudit } from '../audit/record-audit';
import type { TransactItem } from '../table/table';

/**
 * The audit entries of compensation policies and their pay ranges (docs/rules.md#audit-trail), to go
 * in the transaction of the change: a policy's name and status, a range's job level and amounts in RM.
 */
const POLICY_AUDIT: RecordAudit<CompensationPolicy> = {
  kind: 'policy',
  subject: (p) => ({ type: 'compensationPolicy', id: p.id, name: p.compensationName }),
  shown: (p) => ({ compensationName: p.compensationName, status: p.status }),
};

export const compensationPolicyAudit = (
  action: string,
  before: CompensationPolicy | undefined,
  after: CompensationPolicy,
): TransactItem => recordAuditItem(POLICY_AUDIT, action, before, after);

/** A range with its policy's status (a range's change sends its policy back to pending approval). */
type RangeInPolicy = PayRangeRecord & { policyName: string; policyStatus: string };

const RANGE_AUDIT: RecordAudit<RangeInPolicy> = {
  kind: 'policy',
  subject: (r) => ({ type: 'payRange', id: r.id, name: `${r.jobLevelName} in ${r.policyName}` }),
  shown: (r) =>
    r.deleted
      ? { policyStatus: r.policyStatus }
      : {
          jobLevel: r.jobLevelName,
          minimum: auditRm(r.minimumSen),
          midpoint: auditRm(r.midpointSen),
          maximum: auditRm(r.maximumSen),
          policyStatus: r.policyStatus,
        },
};

/** A pay range created, changed or deleted; its policy going (back) to pending approval with it. */
export function payRangeAudit(
  policy: CompensationPolicy,
  before: PayRangeRecord | undefined,
  after: PayRangeRecord,
  policyStatusAfter: string,
): TransactItem {
  const action = !before ? 'pay range created' : after.deleted ? 'pay range deleted' : 'pay range changed';
  const name = policy.compensationName;
  return recordAuditItem(RANGE_AUDIT, action, before && { ...before, policyName: name, policyStatus: policy.status }, {
    ...after,
    policyName: name,
    policyStatus: policyStatusAfter,
  });
}
