import { approve } from '../../../shared/callables/disbursements';
import { disbursementToRm } from '../../../shared/domain/finance/disbursement-record';
import { makeHandler } from '../chain/make-handler';
import { creditRefusal, reserveCreditItem } from '../../data/finance/credit';
import { requireDisbursement } from '../../data/finance/disbursements';
import { requireFresh, rmText } from '../../services/finance/disbursements';
import { transitionDisbursement } from '../../services/finance/disbursement-transitions';
import {
  approvalRuleFor,
  approvesOwnPreparation,
  NOT_PREPARED_BY_APPROVER,
  notPreparedByApproverParts,
  refuseOwnPreparations,
  ruleOrOriginalRefusal,
} from '../../services/organisations/maker-checker';

/**
 * Management approves a disbursement pending approval: its total is reserved from the
 * organisation's available credit in the same transaction (never below 0, so of two approvals
 * racing for the last of the credit only one passes). Whoever prepared it does not approve it
 * (409, docs/rules.md#maker-checker), also when they change it between this read and the write.
 */
export const handler = makeHandler(approve, async ({ disbursementId, modifiedAt }, caller) => {
  const rule = await approvalRuleFor(caller);
  const before = await requireDisbursement(rule.orgId, disbursementId);
  requireFresh(before, modifiedAt);
  refuseOwnPreparations(rule, [before], 'disbursementId', (d) => `the disbursement ${d.name}`);
  const ownPreparation = approvesOwnPreparation(rule, [before]);
  const { names, values } = notPreparedByApproverParts(rule);
  try {
    const after = await transitionDisbursement(caller, before, 'approve', {
      // The credit is on the organisation's record: the rule's check rides on its condition.
      extra: () => [reserveCreditItem(before.orgId, before.totalSen, { makerCheckerOff: ownPreparation })],
      refusal: (err) => creditRefusal(err, 1, before.totalSen),
      why: `${rmText(before.totalSen)} reserved from the credit line`,
      ...(rule.ruleOn ? { condition: { expression: NOT_PREPARED_BY_APPROVER, names, values } } : {}),
    });
    return disbursementToRm(after);
  } catch (err) {
    throw ownPreparation ? await ruleOrOriginalRefusal(rule, err) : err;
  }
});
