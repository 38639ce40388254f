import { deletePayRun } from '../../../shared/callables/pay-runs';
import { managementTransition } from '../../../shared/domain/benefits/pay-run';
import { epochSeconds } from '../../../shared/domain/time/time';
import { AppError } from '../../../shared/registry/errors';
import { callerName, ownOrgId } from '../../core/caller';
import { makeHandler } from '../chain/make-handler';
import { replacePayRun, requirePayRun } from '../../data/benefits/pay-runs';

/** Soft delete (status deleted) of a run not yet approved. */
export const handler = makeHandler(deletePayRun, async ({ payRunId }, caller) => {
  const before = await requirePayRun(ownOrgId(caller), payRunId);
  const decision = managementTransition('delete', before.status);
  if (!decision.allowed) throw new AppError('INVALID_STATE', decision.reason);
  await replacePayRun(before, {
    ...before,
    status: 'deleted',
    modifiedBy: callerName(caller),
    modifiedAt: epochSeconds(),
  });
  return { deleted: true as const };
});
