import { getTeam } from '../../shared/callables/teams';
import { scopeOrg } from '../core/caller';
import { makeHandler } from '../core/make-handler';
import { requireTeam } from '../data/teams';

export const handler = makeHandler(getTeam, async ({ teamId, orgId }, caller) =>
  requireTeam(scopeOrg(caller, orgId), teamId),
);
