import { getReport } from '../../../shared/callables/admin-pay-runs';
import { listSearchText } from '../../../shared/callables/list-search';
import { PAY_RUN_MESSAGES, reportLines, runEmployeeToRm } from '../../../shared/domain/benefits/pay-run';
import { AppError } from '../../../shared/registry/errors';
import { makeHandler } from '../chain/make-handler';
import { servePage } from '../../data/table/paged-lists';
import { listPaidRunEmployeesPage, reportSearchKeep } from '../../data/benefits/pay-runs';
import { requireAdminRun } from '../../services/benefits/pay-runs';

/** One page of the report of a completed run, by employee number (409 before: nothing was paid yet). */
export const handler = makeHandler(getReport, async ({ orgId, payRunId, search, ...params }) => {
  const run = await requireAdminRun(orgId, payRunId);
  if (run.status !== 'completed') throw new AppError('INVALID_STATE', PAY_RUN_MESSAGES.noReports);
  const page = await servePage(
    'payRunReport',
    [run.orgId, run.id, run.computationId, listSearchText(search)],
    params,
    (request) => listPaidRunEmployeesPage(run, { ...request, keep: reportSearchKeep(search) }),
  );
  return { ...page, items: reportLines(run, page.items.map(runEmployeeToRm)) };
});
