import { getTeams } from '../../shared/callables/teams';
import { scopeOrg } from '../lib/caller';
import { makeHandler } from '../lib/make-handler';
import { listTeams } from '../lib/repos/teams';

export const handler = makeHandler(getTeams, async ({ status, orgId }, caller) => ({
  items: (await listTeams(scopeOrg(caller, orgId), status)).map(({ code, teamName, teamDescription, status: s }) => ({ code, teamName, teamDescription, status: s })),
}));
