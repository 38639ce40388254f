import {
  autoRuleOutput,
  autoRuleText,
  ruleValuesOf,
  type AutoApprovalRule,
  type AutoApprovalRuleInput,
  type AutoApprovalRuleOutput,
} from '../../../shared/domain/advance-pay/auto-approval-rule';
import { AppError } from '../../../shared/registry/errors';
import { noteNothingChanged } from '../../core/audit-actor';
import { callerName, ownOrgId, type Caller } from '../../core/caller';
import { getManagementSettings, setApprovalRule } from '../../data/organisations/management-settings';

/**
 * The organisation's automatic approval rule (docs/rules.md#automatic-approval-rule): read and set
 * by its management; applied to each request by ./withdrawal-request.ts from the management
 * settings it reads with the request's facts.
 */

export async function getApprovalRule(caller: Caller): Promise<AutoApprovalRuleOutput> {
  return autoRuleOutput((await getManagementSettings(ownOrgId(caller))).approvalRule);
}

const sameRule = (a: AutoApprovalRule, b: Pick<AutoApprovalRule, 'maxAmountSen' | 'maxPerMonth'>) =>
  a.maxAmountSen === b.maxAmountSen && a.maxPerMonth === b.maxPerMonth;

/** Turn the rule on, change it or turn it off, with its audit entry; 409 when it changed since `modifiedAt` was read. */
export async function updateApprovalRule(
  caller: Caller,
  input: AutoApprovalRuleInput,
  now: number,
): Promise<AutoApprovalRuleOutput> {
  const orgId = ownOrgId(caller);
  const before = (await getManagementSettings(orgId)).approvalRule;
  if (input.modifiedAt !== undefined && input.modifiedAt !== before?.modifiedAt)
    throw new AppError(
      'INVALID_STATE',
      'The approval rule was changed by someone else in the meantime. Reload the page and make your change again.',
      [{ field: 'modifiedAt', message: 'Changed since it was read' }],
    );
  const values = ruleValuesOf(input);
  if (values ? before && sameRule(before, values) : !before) {
    noteNothingChanged();
    return autoRuleOutput(before);
  }
  const next: AutoApprovalRule | undefined = values && {
    ...values,
    modifiedBy: callerName(caller),
    // Never the same second as the version it replaces: a stale editor's `modifiedAt` must not match.
    modifiedAt: Math.max(now, (before?.modifiedAt ?? 0) + 1),
  };
  await setApprovalRule({ id: orgId, name: caller.org?.name }, before, next, {
    before: before ? autoRuleText(before) : 'Off',
    after: next ? autoRuleText(next) : 'Off',
  });
  return autoRuleOutput(next);
}
