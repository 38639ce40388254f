import { getReport } from '../../shared/callables/admin-pay-runs';
import { PAY_RUN_MESSAGES, reportLines } from '../../shared/domain/pay-run';
import { AppError } from '../../shared/registry/errors';
import { makeHandler } from '../core/make-handler';
import { listRunEmployees } from '../data/pay-runs';
import { requireAdminRun } from '../services/pay-runs';

export const handler = makeHandler(getReport, async ({ orgId, payRunId }) => {
  const run = await requireAdminRun(orgId, payRunId);
  if (run.status !== 'completed') throw new AppError('INVALID_STATE', PAY_RUN_MESSAGES.noReports);
  return { items: reportLines(run, await listRunEmployees(run)) };
});
