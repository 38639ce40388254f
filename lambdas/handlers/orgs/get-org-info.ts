import { getOrgInfo } from '../../../shared/callables/orgs';
import { orgInfoViewOf } from '../../../shared/domain/organisations/organisation-info';
import { orgToRm } from '../../../shared/domain/organisations/organisation-record';
import { AppError } from '../../../shared/registry/errors';
import { scopeOrg } from '../../core/caller';
import { makeHandler } from '../chain/make-handler';
import { getOrg } from '../../data/organisations/orgs';

export const handler = makeHandler(getOrgInfo, async ({ orgId }, caller) => {
  const org = await getOrg(scopeOrg(caller, orgId));
  if (!org) throw new AppError('NOT_FOUND', 'Organization not found!');
  // The registry's output schema keeps only the fields of the caller's view.
  return { ...orgToRm(org), view: orgInfoViewOf(caller.role) };
});
