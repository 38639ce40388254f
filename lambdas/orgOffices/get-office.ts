import { getOffice } from '../../shared/callables/org-offices';
import { scopeOrg } from '../lib/caller';
import { makeHandler } from '../lib/make-handler';
import { requireOffice } from '../lib/repos/offices';

export const handler = makeHandler(getOffice, async ({ orgId, officeId }, caller) => requireOffice(scopeOrg(caller, orgId), officeId));
