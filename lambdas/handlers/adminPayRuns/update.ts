import { update } from '../../../shared/callables/admin-pay-runs';
import { adminTransition, type PayRun } from '../../../shared/domain/benefits/pay-run';
import { epochSeconds } from '../../../shared/domain/time/time';
import { AppError } from '../../../shared/registry/errors';
import { callerName } from '../../core/caller';
import { makeHandler } from '../chain/make-handler';
import { listRunEmployees, replacePayRun } from '../../data/benefits/pay-runs';
import { requireAdminRun, writePayoutFiles } from '../../services/benefits/pay-runs';

/**
 * An administrator's status change: only the next status or cancelled, never out of completed or
 * cancelled (409), conditional on the status read. Pending payment writes the payout files first
 * and records them on the run; completed records the failed payments, each of an employee the
 * run paid.
 */
export const handler = makeHandler(update, async ({ status, orgId, id, employees, reason }, caller) => {
  const { orgName: _name, ...before } = await requireAdminRun(orgId, id);
  const decision = adminTransition(before.status, status);
  if (!decision.allowed) throw new AppError('INVALID_STATE', decision.reason);
  const at = epochSeconds();
  let after: PayRun = { ...before, status, modifiedBy: callerName(caller), modifiedAt: at };

  if (status === 'pending_payment') {
    after = { ...after, payoutFiles: await writePayoutFiles(before, await listRunEmployees(before)) };
  }
  if (status === 'completed') {
    const failed = [...new Set(employees ?? [])];
    if (failed.length) {
      const paid = new Set((await listRunEmployees(before)).filter((e) => e.eligible).map((e) => e.employeeNumber));
      const strangers = failed.filter((ic) => !paid.has(ic));
      if (strangers.length)
        throw new AppError(
          'INVALID_ARGUMENT',
          'Choose only employees this pay run paid.',
          strangers.map((ic) => ({ field: 'employees', message: `${ic} is not paid by this pay run` })),
        );
    }
    after = {
      ...after,
      completedAt: at,
      ...(failed.length ? { failedEmployees: failed, failureReason: reason ?? '' } : {}),
    };
  }
  return replacePayRun(before, after);
});
