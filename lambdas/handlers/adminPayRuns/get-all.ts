import { getAll } from '../../../shared/callables/admin-pay-runs';
import { payRunToRm } from '../../../shared/domain/benefits/pay-run';
import { makeHandler } from '../chain/make-handler';
import { keys } from '../../data/table/keys';
import { servePage } from '../../data/table/paged-lists';
import { listAdminPayRunsPage } from '../../data/benefits/pay-runs';
import { table } from '../../data/table/table';

/** The names of these organisations (one BatchGet of the page's few, not a read of every organisation). */
async function orgNames(orgIds: readonly string[]): Promise<Map<string, string>> {
  const ids = [...new Set(orgIds)];
  const items = ids.length ? await table.batchGet(ids.map((id) => keys.org(id))) : [];
  return new Map(items.map((item) => [String(item.id), String(item.name ?? item.id)]));
}

/** One page of every organisation's runs from approval on (GSI1), newest change first, with the organisation's name. */
export const handler = makeHandler(getAll, async (params) => {
  const page = await servePage('adminPayRuns', [], params, listAdminPayRunsPage);
  const names = await orgNames(page.items.map((r) => r.orgId));
  return { ...page, items: page.items.map((r) => ({ ...payRunToRm(r), orgName: names.get(r.orgId) ?? r.orgId })) };
});
