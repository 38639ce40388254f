import { WITHDRAWAL_POLICY_STATUS } from '../../../shared/domain/advance-pay/withdrawal-rules';
import { ulid } from 'ulid';
import { createAdvancedPolicy } from '../../../shared/callables/withdrawal-policies';
import { policyFieldsToSen, policyToRm, salaryRangeToSen } from '../../../shared/domain/advance-pay/withdrawal-policy';
import { preparedByUser } from '../../../shared/domain/organisations/maker-checker';
import { epochSeconds } from '../../../shared/domain/time/time';
import { callerName } from '../../core/caller';
import { makeHandler } from '../chain/make-handler';
import { createAdvancedPolicyItem, readPolicyRanges } from '../../data/advance-pay/withdrawal-policies';
import { checkNoOverlap, checkWithdrawalDate, orgOf } from '../../services/advance-pay/policy-checks';

/** A policy for a salary range that overlaps no other (422), PENDING until a Manager approves it. */
export const handler = makeHandler(createAdvancedPolicy, async (input, caller) => {
  const orgId = orgOf(caller);
  await checkWithdrawalDate(orgId, input.withdrawalDate);
  const { rangesVersion, policies } = await readPolicyRanges(orgId);
  const range = salaryRangeToSen(input);
  checkNoOverlap(range, policies);
  const fields = policyFieldsToSen(input);
  const now = epochSeconds();
  const by = callerName(caller);
  const created = await createAdvancedPolicyItem(
    {
      id: ulid(),
      orgId,
      type: 'ADVANCED',
      status: WITHDRAWAL_POLICY_STATUS.pending,
      maximumWithdrawalAmountSen: fields.maximumWithdrawalAmountSen,
      withdrawalFrequency: fields.withdrawalFrequency,
      withdrawalDate: fields.withdrawalDate,
      autoApproval: fields.autoApproval,
      minSalarySen: range.minSalarySen,
      maxSalarySen: range.maxSalarySen,
      createdAt: now,
      createdBy: by,
      modifiedAt: now,
      modifiedBy: by,
      ...preparedByUser({ userId: caller.userId, name: by }),
    },
    rangesVersion,
  );
  return policyToRm(created);
});
