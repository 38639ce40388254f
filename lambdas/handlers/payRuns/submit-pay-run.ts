import { submitPayRun } from '../../../shared/callables/pay-runs';
import { managementTransition } from '../../../shared/domain/benefits/pay-run';
import { epochSeconds } from '../../../shared/domain/time/time';
import { AppError } from '../../../shared/registry/errors';
import { callerName, ownOrgId } from '../../core/caller';
import { makeHandler } from '../chain/make-handler';
import { replacePayRun, requirePayRun } from '../../data/benefits/pay-runs';

/** draft → pending_approval. */
export const handler = makeHandler(submitPayRun, async ({ payRunId }, caller) => {
  const before = await requirePayRun(ownOrgId(caller), payRunId);
  const decision = managementTransition('submit', before.status);
  if (!decision.allowed) throw new AppError('INVALID_STATE', decision.reason);
  return replacePayRun(before, {
    ...before,
    status: 'pending_approval',
    modifiedBy: callerName(caller),
    modifiedAt: epochSeconds(),
  });
});
