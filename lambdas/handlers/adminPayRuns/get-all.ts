import { getAll } from '../../../shared/callables/admin-pay-runs';
import { listSearchText } from '../../../shared/callables/list-search';
import { payRunToRm } from '../../../shared/domain/benefits/pay-run';
import { makeHandler } from '../chain/make-handler';
import { keys } from '../../data/table/keys';
import { searchKeep, servePage } from '../../data/table/paged-lists';
import { listAdminPayRunsPage } from '../../data/benefits/pay-runs';
import { allOrgNames } from '../../data/table/org-walk';
import { table } from '../../data/table/table';

/** The names of these organisations (one BatchGet of the page's few, not a read of every organisation). */
async function orgNames(orgIds: readonly string[]): Promise<Map<string, string>> {
  const ids = [...new Set(orgIds)];
  const items = ids.length ? await table.batchGet(ids.map((id) => keys.org(id))) : [];
  return new Map(items.map((item) => [String(item.id), String(item.name ?? item.id)]));
}

/**
 * One page of every organisation's runs from approval on (GSI1), newest change first, with the
 * organisation's name. A search matches the benefit name and the organisation's name or id: a run
 * does not store its organisation's name, so the names are read (the organisations partition) only
 * when there is a search.
 */
export const handler = makeHandler(getAll, async ({ search, ...params }) => {
  const text = listSearchText(search);
  const searchedNames = text ? new Map((await allOrgNames()).map((o) => [o.id, o.name])) : undefined;
  const keep = searchKeep(search, (item) => [item.benefitName, searchedNames?.get(String(item.orgId)), item.orgId]);
  const page = await servePage('adminPayRuns', [text], params, (request) => listAdminPayRunsPage({ ...request, keep }));
  const names = searchedNames ?? (await orgNames(page.items.map((r) => r.orgId)));
  return { ...page, items: page.items.map((r) => ({ ...payRunToRm(r), orgName: names.get(r.orgId) ?? r.orgId })) };
});
