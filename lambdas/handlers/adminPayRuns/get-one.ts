import { getOne } from '../../../shared/callables/admin-pay-runs';
import { payRunToRm, runEmployeeToRm } from '../../../shared/domain/benefits/pay-run';
import { makeHandler } from '../chain/make-handler';
import { listRunEmployees } from '../../data/benefits/pay-runs';
import { requireAdminRun } from '../../services/benefits/pay-runs';

export const handler = makeHandler(getOne, async ({ orgId, payRunId }) => {
  const run = await requireAdminRun(orgId, payRunId);
  return { ...payRunToRm(run), employees: (await listRunEmployees(run)).map(runEmployeeToRm) };
});
