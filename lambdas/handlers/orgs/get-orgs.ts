import { getOrgs } from '../../../shared/callables/orgs';
import { orgToRm } from '../../../shared/domain/organisations/organisation-record';
import { makeHandler } from '../chain/make-handler';
import { listOrgs } from '../../data/organisations/orgs';

export const handler = makeHandler(getOrgs, async (filter) => {
  const page = await listOrgs(filter);
  return { ...page, items: page.items.map(orgToRm) };
});
