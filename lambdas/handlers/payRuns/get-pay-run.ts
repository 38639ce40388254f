import { getPayRun } from '../../../shared/callables/pay-runs';
import { ownOrgId } from '../../core/caller';
import { makeHandler } from '../chain/make-handler';
import { listRunEmployees, requirePayRun } from '../../data/benefits/pay-runs';

export const handler = makeHandler(getPayRun, async ({ payRunId }, caller) => {
  const run = await requirePayRun(ownOrgId(caller), payRunId);
  return { ...run, employees: await listRunEmployees(run) };
});
