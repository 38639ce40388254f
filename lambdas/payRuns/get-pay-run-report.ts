import { getPayRunReport } from '../../shared/callables/pay-runs';
import { PAY_RUN_MESSAGES, reportLines } from '../../shared/domain/pay-run';
import { AppError } from '../../shared/registry/errors';
import { ownOrgId } from '../core/caller';
import { makeHandler } from '../core/make-handler';
import { listRunEmployees, requirePayRun } from '../data/pay-runs';

/** The report of a completed run (409 before: nothing was paid yet). */
export const handler = makeHandler(getPayRunReport, async ({ payRunId }, caller) => {
  const run = await requirePayRun(ownOrgId(caller), payRunId);
  if (run.status !== 'completed') throw new AppError('INVALID_STATE', PAY_RUN_MESSAGES.noReports);
  return { items: reportLines(run, await listRunEmployees(run)) };
});
