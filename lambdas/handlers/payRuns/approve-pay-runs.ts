import { approvePayRuns } from '../../../shared/callables/pay-runs';
import { PAY_RUN_MESSAGES, managementTransition } from '../../../shared/domain/benefits/pay-run';
import { epochSeconds } from '../../../shared/domain/time/time';
import { AppError } from '../../../shared/registry/errors';
import { callerName } from '../../core/caller';
import { makeHandler } from '../chain/make-handler';
import { makerCheckerRefusal } from '../../data/organisations/orgs';
import { getPayRuns, replacePayRuns } from '../../data/benefits/pay-runs';
import {
  approvalChecks,
  approvalRuleFor,
  NOT_PREPARED_BY_APPROVER,
  notPreparedByApproverParts,
  refuseOwnPreparations,
} from '../../services/organisations/maker-checker';

/**
 * Approve pay runs, all or nothing: every one must exist and be pending_approval. An already
 * approved one is refused with 'Pay Run is Already Approved!', any other status with the list
 * screen's 'Only select pay runs with the 'pending_approval' status!'. A run the approver
 * prepared refuses the whole selection (409, docs/rules.md#maker-checker).
 */
export const handler = makeHandler(approvePayRuns, async ({ payRunIds }, caller) => {
  const rule = await approvalRuleFor(caller);
  const ids = [...new Set(payRunIds)];
  const found = (await getPayRuns(rule.orgId, ids)).filter((r) => r.status !== 'deleted');
  const missing = ids.filter((id) => !found.some((r) => r.id === id));
  if (missing.length)
    throw new AppError(
      'NOT_FOUND',
      PAY_RUN_MESSAGES.notFound,
      missing.map((id) => ({ field: 'payRunIds', message: `There is no pay run ${id}` })),
    );
  const refused = found.filter((r) => !managementTransition('approve', r.status).allowed);
  if (refused.length) {
    const message = refused.every((r) => r.status === 'approved')
      ? PAY_RUN_MESSAGES.alreadyApproved
      : PAY_RUN_MESSAGES.onlyPending;
    throw new AppError(
      'INVALID_STATE',
      message,
      refused.map((r) => ({ field: 'payRunIds', message: `${r.benefitName} (${r.period}) is ${r.status}` })),
    );
  }
  refuseOwnPreparations(rule, found, 'payRunIds', (r) => `the pay run ${r.benefitName} (${r.period})`);
  const by = callerName(caller);
  const at = epochSeconds();
  const { names, values } = notPreparedByApproverParts(rule);
  await replacePayRuns(
    found.map((before) => ({
      before,
      after: { ...before, status: 'approved', approvedBy: by, approvedAt: at, modifiedBy: by, modifiedAt: at },
    })),
    {
      ...(rule.ruleOn ? { condition: { expression: NOT_PREPARED_BY_APPROVER, names, values } } : {}),
      extra: approvalChecks(rule, found),
      refusal: (err, first) => makerCheckerRefusal(err, first),
    },
  );
  return { approved: found.length };
});
