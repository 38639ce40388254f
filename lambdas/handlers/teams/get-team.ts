import { getTeam } from '../../../shared/callables/teams';
import { scopeOrg } from '../../core/caller';
import { makeHandler } from '../chain/make-handler';
import { requireTeam } from '../../data/organisations/teams';

export const handler = makeHandler(getTeam, async ({ teamId, orgId }, caller) =>
  requireTeam(scopeOrg(caller, orgId), teamId),
);
