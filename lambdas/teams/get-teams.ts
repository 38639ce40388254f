import { getTeams } from '../../shared/callables/teams';
import { scopeOrg } from '../core/caller';
import { makeHandler } from '../core/make-handler';
import { listTeams } from '../data/teams';

export const handler = makeHandler(getTeams, async ({ status, orgId }, caller) => ({
  items: await listTeams(scopeOrg(caller, orgId), status),
}));
