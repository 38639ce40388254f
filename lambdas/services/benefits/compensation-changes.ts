import {
  COMPENSATION_MESSAGES,
  policyTransition,
  type CompensationPolicy,
  type PolicyAction,
} from '../../../shared/domain/benefits/compensation-policy';
import type { JobLevel } from '../../../shared/domain/employees/job-level';
import { APPROVED } from '../../../shared/domain/organisations/approval';
import { AppError } from '../../../shared/registry/errors';
import { requireStoredPolicy } from '../../data/benefits/compensation-policies';
import { listJobLevels } from '../../data/organisations/job-levels';
import { requireFresh } from '../../data/table/approvable';

/**
 * The policy `action` leads to, or the 409 the state machine gives (a deleted policy, approving
 * an approved one); a stale `modifiedAt` is a 409 too.
 */
export function nextPolicyStatus(policy: CompensationPolicy, action: PolicyAction, modifiedAt?: number) {
  const decision = policyTransition(policy.status, action);
  if (!decision.allowed) throw new AppError('INVALID_STATE', decision.reason);
  requireFresh('compensation policy', modifiedAt, policy.modifiedAt);
  return decision.next;
}

/**
 * The approved job level a pay range names (400 otherwise): its name and grade are stored with
 * the range, as they were when the range was set.
 */
export async function approvedJobLevel(orgId: string, jobLevelId: string): Promise<JobLevel> {
  const level = (await listJobLevels(orgId, APPROVED)).find((l) => l.id === jobLevelId);
  if (!level)
    throw new AppError('INVALID_ARGUMENT', COMPENSATION_MESSAGES.jobLevelNotApproved, [
      { field: 'jobLevel', message: 'Not an approved job level of this organisation' },
    ]);
  return level;
}

/** A policy whose pay ranges may change: it exists and is not deleted (404 / 409 otherwise). */
export async function policyForRangeChange(orgId: string, policyId: string): Promise<CompensationPolicy> {
  const policy = await requireStoredPolicy(orgId, policyId);
  nextPolicyStatus(policy, 'changeRange');
  return policy;
}
