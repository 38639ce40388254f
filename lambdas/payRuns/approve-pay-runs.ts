import { approvePayRuns } from '../../shared/callables/pay-runs';
import { PAY_RUN_MESSAGES, managementTransition } from '../../shared/domain/pay-run';
import { epochSeconds } from '../../shared/domain/time';
import { AppError } from '../../shared/registry/errors';
import { callerName, ownOrgId } from '../core/caller';
import { makeHandler } from '../core/make-handler';
import { getPayRuns, replacePayRuns } from '../data/pay-runs';

/**
 * Approve pay runs, all or nothing: every one must exist and be pending_approval. An already
 * approved one is refused with 'Pay Run is Already Approved!', any other status with the list
 * screen's 'Only select pay runs with the 'pending_approval' status!'.
 */
export const handler = makeHandler(approvePayRuns, async ({ payRunIds }, caller) => {
  const orgId = ownOrgId(caller);
  const ids = [...new Set(payRunIds)];
  const found = (await getPayRuns(orgId, ids)).filter((r) => r.status !== 'deleted');
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
  const by = callerName(caller);
  const at = epochSeconds();
  await replacePayRuns(
    found.map((before) => ({
      before,
      after: { ...before, status: 'approved', approvedBy: by, approvedAt: at, modifiedBy: by, modifiedAt: at },
    })),
  );
  return { approved: found.length };
});
