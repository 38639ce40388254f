import { WITHDRAWAL_POLICY_STATUS } from '../../../shared/domain/advance-pay/withdrawal-rules';
import { preparedByUser } from '../../../shared/domain/organisations/maker-checker';
import { withdrawalDateProblem, type WithdrawalPolicy } from '../../../shared/domain/advance-pay/withdrawal-policy';
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
  range: { minSalary: number; maxSalary: number },
  policies: readonly WithdrawalPolicy[],
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

/** The fields a manager changes on any policy (and the salary range on an advanced one). */
type PolicyChange = Pick<
  WithdrawalPolicy,
  'maximumWithdrawalAmount' | 'withdrawalFrequency' | 'withdrawalDate' | 'autoApproval'
> &
  Partial<Pick<WithdrawalPolicy, 'minSalary' | 'maxSalary'>>;

/**
 * The next version of a changed policy: PENDING again (its earlier approval dropped) until a
 * Manager approves the change; who and when recorded, the editor as its preparer (who may not
 * approve it: docs/rules.md#maker-checker).
 */
export function changedPolicy(
  before: WithdrawalPolicy,
  input: PolicyChange,
  by: { userId: string; name: string },
  at: number,
): WithdrawalPolicy {
  const { approvedAt: _at, approvedBy: _by, withdrawalDate: _date, ...rest } = before;
  return {
    ...rest,
    status: WITHDRAWAL_POLICY_STATUS.pending,
    maximumWithdrawalAmount: input.maximumWithdrawalAmount,
    withdrawalFrequency: input.withdrawalFrequency,
    withdrawalDate: input.withdrawalDate,
    autoApproval: input.autoApproval,
    ...(before.type === 'ADVANCED' ? { minSalary: input.minSalary, maxSalary: input.maxSalary } : {}),
    modifiedAt: nextModifiedAt(before, at),
    modifiedBy: by.name,
    ...preparedByUser(by),
  };
}
