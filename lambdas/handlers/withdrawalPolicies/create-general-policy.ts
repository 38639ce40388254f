import { WITHDRAWAL_POLICY_STATUS } from '../../../shared/domain/advance-pay/withdrawal-rules';
import { createGeneralPolicy } from '../../../shared/callables/withdrawal-policies';
import { policyToRm } from '../../../shared/domain/advance-pay/withdrawal-policy';
import { rmToSen } from '../../../shared/domain/money/money';
import { preparedByUser } from '../../../shared/domain/organisations/maker-checker';
import { epochSeconds } from '../../../shared/domain/time/time';
import { callerName } from '../../core/caller';
import { makeHandler } from '../chain/make-handler';
import { createGeneralPolicyItem, GENERAL_POLICY_ID } from '../../data/advance-pay/withdrawal-policies';
import { checkWithdrawalDate, orgOf } from '../../services/advance-pay/policy-checks';

/** One GENERAL policy per organisation (409 when it has one), PENDING until a Manager approves it. */
export const handler = makeHandler(createGeneralPolicy, async (input, caller) => {
  const orgId = orgOf(caller);
  await checkWithdrawalDate(orgId, input.withdrawalDate);
  const now = epochSeconds();
  const by = callerName(caller);
  const created = await createGeneralPolicyItem({
    id: GENERAL_POLICY_ID,
    orgId,
    type: 'GENERAL',
    status: WITHDRAWAL_POLICY_STATUS.pending,
    maximumWithdrawalAmountSen: rmToSen(input.maximumWithdrawalAmount),
    withdrawalFrequency: input.withdrawalFrequency,
    withdrawalDate: input.withdrawalDate,
    autoApproval: input.autoApproval,
    createdAt: now,
    createdBy: by,
    modifiedAt: now,
    modifiedBy: by,
    ...preparedByUser({ userId: caller.userId, name: by }),
  });
  return policyToRm(created);
});
