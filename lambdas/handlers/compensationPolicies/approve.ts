import { approve } from '../../../shared/callables/compensation-policies';
import {
  COMPENSATION_MESSAGES,
  POLICY_STATUS,
  policyTransition,
  type CompensationPolicy,
} from '../../../shared/domain/benefits/compensation-policy';
import { epochSeconds } from '../../../shared/domain/time/time';
import { AppError } from '../../../shared/registry/errors';
import { callerName, scopeOrg } from '../../core/caller';
import { makeHandler } from '../chain/make-handler';
import { approvePolicies, getPolicy } from '../../data/benefits/compensation-policies';
import { pendingOrRefuse } from '../../data/table/approvable';

/**
 * Approve the selection's policies that are pending approval; approved ones are left as they
 * are. Every id must be a live policy of the organisation (404 naming the others); none pending is a 409.
 */
export const handler = makeHandler(approve, async ({ orgId, policyIds }, caller) => {
  const org = scopeOrg(caller, orgId);
  const wanted = [...new Set(policyIds)];
  const found = await Promise.all(wanted.map((id) => getPolicy(org, id)));
  const policies = found.filter((p): p is CompensationPolicy => p !== undefined && p.status !== POLICY_STATUS.deleted);
  const missing = wanted.filter((id) => !policies.some((p) => p.id === id));
  if (missing.length)
    throw new AppError(
      'NOT_FOUND',
      COMPENSATION_MESSAGES.policyNotFound,
      missing.map((id) => ({ field: 'policyIds', message: `There is no compensation policy ${id}` })),
    );
  const pending = pendingOrRefuse(policies, {
    mode: 'some',
    pending: (p) => policyTransition(p.status, 'approve').allowed,
    message: COMPENSATION_MESSAGES.notPending,
    detail: (p) => ({ field: 'policyIds', message: `${p.compensationName} is ${p.status}` }),
  });
  await approvePolicies(pending, callerName(caller), epochSeconds());
  return { approved: pending.length, skipped: policies.length - pending.length };
});
