import { approvePolicy } from '../../shared/callables/withdrawal-policies';
import { epochSeconds } from '../../shared/domain/time';
import { AppError } from '../../shared/registry/errors';
import { callerName } from '../core/caller';
import { makeHandler } from '../core/make-handler';
import {
  approveWithdrawalPolicies,
  listWithdrawalPolicies,
  NOT_PENDING_POLICY_MESSAGE,
  policyLabel,
} from '../data/withdrawal-policies';
import { orgOf } from '../services/policy-checks';

/** Managers approve PENDING policies, all or nothing (docs/rules.md#withdrawal-policies). */
export const handler = makeHandler(approvePolicy, async ({ ids }, caller) => {
  const orgId = orgOf(caller);
  const unique = [...new Set(ids)];
  const policies = await listWithdrawalPolicies(orgId);
  const missing = unique.filter((id) => !policies.some((p) => p.id === id));
  if (missing.length) {
    throw new AppError(
      'NOT_FOUND',
      'Withdrawal policy not found!',
      missing.map((id) => ({ field: 'ids', message: `There is no withdrawal policy ${id} in your organisation` })),
    );
  }
  const chosen = policies.filter((p) => unique.includes(p.id));
  const refused = chosen.filter((p) => p.status !== 'PENDING');
  if (refused.length) {
    throw new AppError(
      'INVALID_STATE',
      NOT_PENDING_POLICY_MESSAGE,
      refused.map((p) => ({ field: 'ids', message: `${policyLabel(p)} is ${p.status}` })),
    );
  }
  return { approved: await approveWithdrawalPolicies(chosen, callerName(caller), epochSeconds()) };
});
