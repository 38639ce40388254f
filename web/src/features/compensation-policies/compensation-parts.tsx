import type { PolicyStatus } from '../../../../shared/domain/benefits/compensation-policy';
import { paths } from '../../../../shared/routes';
import { EntityStatus } from '../../components/entity-status';

/** The compensation pages' paths. */
export const POLICIES_PATH = paths.compensationPolicies();
export const POLICY_CREATE_PATH = paths.compensationPolicyCreate();
export const policyEditPath = (policyId: string) => paths.compensationPolicyEdit({ policyId });
export const policyDetailsPath = (policyId: string) => paths.compensationPolicyDetails({ policyId });
export const payRangeCreatePath = (policyId: string) => paths.payRangeCreate({ policyId });
export const payRangeEditPath = (policyId: string, allocationId: string) =>
  paths.payRangeEdit({ policyId, allocationId });

/** The query keys the pages reload after a change. */
export const POLICY_KEYS = {
  list: ['compensationPolicies-getPolicies'],
  one: ['compensationPolicies-getPolicy'],
  ranges: ['compensationPolicies-getPayRanges'],
  range: ['compensationPolicies-getPayRange'],
} as const;

export function PolicyStatusIndicator({ status }: { status: PolicyStatus }) {
  return <EntityStatus entity="compensationPolicy" status={status} testId="policy-status" />;
}

/** '67%' */
export const percent = (n: number) => `${n}%`;
