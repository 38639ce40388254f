import { WITHDRAWAL_POLICY_STATUS } from '../../../shared/domain/advance-pay/withdrawal-rules';
import { preparedByUser } from '../../../shared/domain/organisations/maker-checker';
import {
  withdrawalDateProblem,
  type PolicyFieldsSen,
  type SalaryRangeSen,
  type WithdrawalPolicyRecord,
} from '../../../shared/domain/advance-pay/withdrawal-policy';
import { AppError } from '../../../shared/registry/errors';
import { getOrg } from '../../data/organisations/orgs';
import { nextModifiedAt } from '../../../shared/domain/organisations/approval';
import { overlappingPolicy, policyLabel } from '../../data/advance-pay/withdrawal-policies';

/**
 * Server checks of a policy change that the input schema cannot make alone: the withdrawal date
 * must not pass the organisation's cut-off date (docs/rules.md#withdrawal-policies), and an advanced salary range
 * must not share a salary with another policy of the organisation.
 */
export async function checkWithdrawalDate(orgId: string, withdrawalDate: number | undefined): Promise<void> {
  if (withdrawalDate === undefined) return;
  const org = await getOrg(orgId);
  const problem = withdrawalDateProblem(withdrawalDate, org?.cutoffDate);
  if (problem) throw new AppError('INVALID_ARGUMENT', problem, [{ field: 'withdrawalDate', message: problem }]);
}

export function checkNoOverlap(
  range: SalaryRangeSen,
  policies: readonly WithdrawalPolicyRecord[],
  exceptId?: string,
): void {
  const other = overlappingPolicy(range, policies, exceptId);
  if (other) {
    const message = `${policyLabel(other)} already covers part of this salary range. Salary ranges of advanced policies must not overlap.`;
    throw new AppError('FAILED_PRECONDITION', message, [
      { field: 'minSalary', message },
      { field: 'policyId', message: other.id },
    ]);
  }
}

/** Only the Managers and Executives of the organisation change its policies. */
export function orgOf(caller: { orgId: string | null }): string {
  if (!caller.orgId)
    throw new AppError('FORBIDDEN', 'Only the management of an organisation can change its withdrawal policies.');
  return caller.orgId;
}

/**
 * The next version of a changed policy (the manager's fields in sen): PENDING again (its earlier approval dropped) until a
 * Manager approves the change; who and when recorded, the editor as its preparer (who may not
 * approve it: docs/rules.md#maker-checker).
 */
export function changedPolicy(
  before: WithdrawalPolicyRecord,
  input: PolicyFieldsSen,
  by: { userId: string; name: string },
  at: number,
): WithdrawalPolicyRecord {
  const { approvedAt: _at, approvedBy: _by, withdrawalDate: _date, ...rest } = before;
  return {
    ...rest,
    status: WITHDRAWAL_POLICY_STATUS.pending,
    maximumWithdrawalAmountSen: input.maximumWithdrawalAmountSen,
    withdrawalFrequency: input.withdrawalFrequency,
    withdrawalDate: input.withdrawalDate,
    autoApproval: input.autoApproval,
    ...(before.type === 'ADVANCED' ? { minSalarySen: input.minSalarySen, maxSalarySen: input.maxSalarySen } : {}),
    modifiedAt: nextModifiedAt(before, at),
    modifiedBy: by.name,
    ...preparedByUser(by),
  };
}
