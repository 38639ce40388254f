import { getOffices } from '../../shared/callables/org-offices';
import { scopeOrg } from '../lib/caller';
import { makeHandler } from '../lib/make-handler';
import { listOffices } from '../lib/repos/offices';

export const handler = makeHandler(getOffices, async ({ orgId }, caller) => ({ offices: await listOffices(scopeOrg(caller, orgId)) }));
