import { getPolicies } from '../../shared/callables/compensation-policies';
import { scopeOrg } from '../core/caller';
import { makeHandler } from '../core/make-handler';
import { listPolicies } from '../data/compensation-policies';

export const handler = makeHandler(getPolicies, async ({ orgId }, caller) => ({
  items: await listPolicies(scopeOrg(caller, orgId)),
}));
