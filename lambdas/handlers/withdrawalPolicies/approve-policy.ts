import { WITHDRAWAL_POLICY_STATUS } from '../../../shared/domain/advance-pay/withdrawal-rules';
import { approvePolicy } from '../../../shared/callables/withdrawal-policies';
import { epochSeconds } from '../../../shared/domain/time/time';
import { AppError } from '../../../shared/registry/errors';
import { callerName } from '../../core/caller';
import { makeHandler } from '../chain/make-handler';
import { makerCheckerRefusal } from '../../data/organisations/orgs';
import {
  approveWithdrawalPolicies,
  listWithdrawalPolicies,
  NOT_PENDING_POLICY_MESSAGE,
  policyLabel,
} from '../../data/advance-pay/withdrawal-policies';
import { pendingOrRefuse } from '../../data/table/approvable';
import {
  approvalChecks,
  approvalRuleFor,
  NOT_PREPARED_BY_APPROVER,
  notPreparedByApproverParts,
  refuseOwnPreparations,
} from '../../services/organisations/maker-checker';

/**
 * Managers approve PENDING policies, all or nothing (docs/rules.md#withdrawal-policies); a policy
 * the approver prepared refuses the whole selection (409, docs/rules.md#maker-checker).
 */
export const handler = makeHandler(approvePolicy, async ({ ids }, caller) => {
  const rule = await approvalRuleFor(caller);
  const unique = [...new Set(ids)];
  const policies = await listWithdrawalPolicies(rule.orgId);
  const missing = unique.filter((id) => !policies.some((p) => p.id === id));
  if (missing.length) {
    throw new AppError(
      'NOT_FOUND',
      'Withdrawal policy not found!',
      missing.map((id) => ({ field: 'ids', message: `There is no withdrawal policy ${id} in your organisation` })),
    );
  }
  const chosen = policies.filter((p) => unique.includes(p.id));
  pendingOrRefuse(chosen, {
    mode: 'all',
    pending: (p) => p.status === WITHDRAWAL_POLICY_STATUS.pending,
    message: NOT_PENDING_POLICY_MESSAGE,
    detail: (p) => ({ field: 'ids', message: `${policyLabel(p)} is ${p.status}` }),
  });
  refuseOwnPreparations(rule, chosen, 'ids', (p) => policyLabel(p).replace(/^The /, 'the '));
  const { names, values } = notPreparedByApproverParts(rule);
  const approved = await approveWithdrawalPolicies(chosen, callerName(caller), epochSeconds(), {
    ...(rule.ruleOn ? { condition: { expression: NOT_PREPARED_BY_APPROVER, names, values } } : {}),
    extra: approvalChecks(rule, chosen),
    refusal: (err, first) => makerCheckerRefusal(err, first),
  });
  return { approved };
});
