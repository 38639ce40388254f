import { getAll } from '../../shared/callables/admin-pay-runs';
import { makeHandler } from '../core/make-handler';
import { listOrgHeads } from '../data/orgs';
import { listAdminPayRuns } from '../data/pay-runs';

/** Every organisation's runs from approval on (GSI1), with the organisation's name. */
export const handler = makeHandler(getAll, async () => {
  const [runs, orgs] = await Promise.all([listAdminPayRuns(), listOrgHeads()]);
  const names = new Map(orgs.map((o) => [o.id, o.name]));
  return { items: runs.map((r) => ({ ...r, orgName: names.get(r.orgId) ?? r.orgId })) };
});
