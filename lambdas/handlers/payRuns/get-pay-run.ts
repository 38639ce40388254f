import { getPayRun } from '../../../shared/callables/pay-runs';
import { ownOrgId } from '../../core/caller';
import { payRunToRm, runEmployeeToRm } from '../../../shared/domain/benefits/pay-run';
import { makeHandler } from '../chain/make-handler';
import { listRunEmployees, requirePayRun } from '../../data/benefits/pay-runs';

export const handler = makeHandler(getPayRun, async ({ payRunId }, caller) => {
  const run = await requirePayRun(ownOrgId(caller), payRunId);
  return { ...payRunToRm(run), employees: (await listRunEmployees(run)).map(runEmployeeToRm) };
});
