import { getOffices } from '../../shared/callables/org-offices';
import { scopeOrg } from '../core/caller';
import { makeHandler } from '../core/make-handler';
import { listOffices } from '../data/offices';

export const handler = makeHandler(getOffices, async ({ orgId }, caller) => ({
  offices: await listOffices(scopeOrg(caller, orgId)),
}));
