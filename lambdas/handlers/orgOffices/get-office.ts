import { getOffice } from '../../../shared/callables/org-offices';
import { scopeOrg } from '../../core/caller';
import { makeHandler } from '../chain/make-handler';
import { requireOffice } from '../../data/organisations/offices';

export const handler = makeHandler(getOffice, async ({ orgId, officeId }, caller) =>
  requireOffice(scopeOrg(caller, orgId), officeId),
);
