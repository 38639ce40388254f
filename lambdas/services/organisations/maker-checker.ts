import {
  MAKER_CHECKER_MESSAGE,
  makerCheckerOn,
  preparedByApprover,
} from '../../../shared/domain/organisations/maker-checker';
import { AppError, type ErrorDetail } from '../../../shared/registry/errors';
import { ownOrgId, type Caller } from '../../core/caller';
import { getOrg, makerCheckerStillOff, makerCheckerSwitchedOn } from '../../data/organisations/orgs';
import type { TransactItem } from '../../data/table/table';

/**
 * Two people for money (docs/rules.md#maker-checker) at an approval: the decision on the records
 * read, and what the approval's write must still find true when it lands, so an edit or a switch
 * of the rule between the read and the write cannot slip past.
 */

/** Whether the rule holds for the approver's organisation, as read for this approval. */
export interface ApprovalRule {
  orgId: string;
  approverId: string;
  ruleOn: boolean;
}

/** The rule as it stands for this organisation user's organisation (one read of the organisation). */
export async function approvalRuleFor(caller: Caller): Promise<ApprovalRule> {
  const orgId = ownOrgId(caller);
  return { orgId, approverId: caller.userId, ruleOn: makerCheckerOn(await getOrg(orgId)) };
}

/**
 * Refuse (409, 'Another Manager must approve what you prepared') a selection holding any record
 * the approver prepared while the rule holds: all or nothing, each such record named in the
 * details as `field` (the input's id field) with `label` of it.
 */
export function refuseOwnPreparations<T extends { preparedById?: string }>(
  rule: ApprovalRule,
  records: readonly T[],
  field: string,
  label: (record: T) => string,
): void {
  const own = preparedByApprover(records, rule.approverId, rule.ruleOn);
  if (!own.length) return;
  const details: ErrorDetail[] = own.map((r) => ({ field, message: `You prepared ${label(r)}` }));
  throw new AppError('INVALID_STATE', MAKER_CHECKER_MESSAGE, details);
}

/**
 * The condition the approval's write of one record adds to its own: while the rule holds, the
 * stored preparer is still not the approver (a record written before the rule names none).
 * Names `#preparedById` and the value `:approverId`.
 */
export const NOT_PREPARED_BY_APPROVER = '(attribute_not_exists(#preparedById) OR #preparedById <> :approverId)';

/** The names and values of {@link NOT_PREPARED_BY_APPROVER}. */
export const notPreparedByApproverParts = (rule: ApprovalRule) => ({
  names: { '#preparedById': 'preparedById' },
  values: { ':approverId': rule.approverId },
});

/**
 * The items the approval's transaction adds: when the approver prepared one of the records and
 * may approve it only because the rule is off, the check that it is still off (its failure is
 * `makerCheckerRefusal` of lambdas/data/organisations/orgs.ts, the rule's message); nothing otherwise.
 */
export function approvalChecks(rule: ApprovalRule, records: readonly { preparedById?: string }[]): TransactItem[] {
  return approvesOwnPreparation(rule, records) ? [makerCheckerStillOff(rule.orgId)] : [];
}

/** Whether the approver approves something they prepared, allowed only because the rule is off. */
export const approvesOwnPreparation = (rule: ApprovalRule, records: readonly { preparedById?: string }[]) =>
  !rule.ruleOn && records.some((r) => r.preparedById === rule.approverId);

/**
 * After an approval of the approver's own preparation was refused on the organisation's record
 * (where the rule's check shares a condition with another, such as the credit): the rule's
 * refusal when it was switched on meanwhile, else the refusal as it came.
 */
export async function ruleOrOriginalRefusal(rule: ApprovalRule, err: unknown): Promise<unknown> {
  return makerCheckerOn(await getOrg(rule.orgId)) ? makerCheckerSwitchedOn() : err;
}
