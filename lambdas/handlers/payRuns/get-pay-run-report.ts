import { getPayRunReport } from '../../../shared/callables/pay-runs';
import { listSearchText } from '../../../shared/callables/list-search';
import { PAY_RUN_MESSAGES, reportLines, runEmployeeToRm } from '../../../shared/domain/benefits/pay-run';
import { AppError } from '../../../shared/registry/errors';
import { ownOrgId } from '../../core/caller';
import { makeHandler } from '../chain/make-handler';
import { servePage } from '../../data/table/paged-lists';
import { listPaidRunEmployeesPage, reportSearchKeep, requirePayRun } from '../../data/benefits/pay-runs';

/** One page of the report of a completed run, by employee number (409 before: nothing was paid yet). */
export const handler = makeHandler(getPayRunReport, async ({ payRunId, search, ...params }, caller) => {
  const run = await requirePayRun(ownOrgId(caller), payRunId);
  if (run.status !== 'completed') throw new AppError('INVALID_STATE', PAY_RUN_MESSAGES.noReports);
  // The cursor is bound to the run's computation (a page never continues another computation's
  // list) and to the search.
  const page = await servePage(
    'payRunReport',
    [run.orgId, run.id, run.computationId, listSearchText(search)],
    params,
    (request) => listPaidRunEmployeesPage(run, { ...request, keep: reportSearchKeep(search) }),
  );
  return { ...page, items: reportLines(run, page.items.map(runEmployeeToRm)) };
});
