import { ulid } from 'ulid';
import { updatePayRun } from '../../../shared/callables/pay-runs';
import { managementTransition, type PayRun } from '../../../shared/domain/benefits/pay-run';
import { preparedByUser } from '../../../shared/domain/organisations/maker-checker';
import { epochSeconds } from '../../../shared/domain/time/time';
import { AppError } from '../../../shared/registry/errors';
import { callerName, ownOrgId } from '../../core/caller';
import { makeHandler } from '../chain/make-handler';
import { listRunEmployees, replacePayRun, requirePayRun } from '../../data/benefits/pay-runs';
import { computeRunFor, runFields } from '../../services/benefits/pay-runs';

/**
 * Edit a draft or pending_approval run: recomputed from the current records and saved as draft,
 * its approval cleared; conditional on the status (and `modifiedAt`) read.
 */
export const handler = makeHandler(updatePayRun, async ({ payRunId, modifiedAt, ...fields }, caller) => {
  const orgId = ownOrgId(caller);
  const before = await requirePayRun(orgId, payRunId);
  const decision = managementTransition('update', before.status);
  if (!decision.allowed) throw new AppError('INVALID_STATE', decision.reason);
  if (modifiedAt !== undefined && modifiedAt !== before.modifiedAt)
    throw new AppError('INVALID_STATE', 'The pay run was changed by someone else meanwhile. Reload and try again.');
  const computed = await computeRunFor(orgId, fields);
  const { approvedBy: _by, approvedAt: _at, eligibleTeams: _t, eligibleCategories: _c, ...kept } = before;
  const after: PayRun = {
    ...kept,
    ...runFields(fields, computed),
    status: 'draft',
    computationId: ulid(),
    modifiedBy: callerName(caller),
    modifiedAt: epochSeconds(),
    // The editor decides what is paid now: not its approver (docs/rules.md#maker-checker).
    ...preparedByUser({ userId: caller.userId, name: callerName(caller) }),
  };
  return replacePayRun(before, after, { employees: computed.employees, previous: await listRunEmployees(before) });
});
