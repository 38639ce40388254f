import { ulid } from 'ulid';
import { createTeam } from '../../../shared/callables/teams';
import { epochSeconds } from '../../../shared/domain/time/time';
import { callerName, scopeOrg } from '../../core/caller';
import { makeHandler } from '../chain/make-handler';
import { requireOrgExists } from '../chain/require-org';
import { createTeam as storeTeam } from '../../data/organisations/teams';

/** Saved (Draft) or submitted (Pending Approval); a team is approved only through teams-approveTeams. */
export const handler = makeHandler(createTeam, async ({ orgId, code, teamName, teamDescription, status }, caller) => {
  const org = scopeOrg(caller, orgId);
  if (caller.isAdmin) await requireOrgExists(org);
  const id = ulid();
  const now = epochSeconds();
  const by = callerName(caller);
  const team = await storeTeam({
    id,
    orgId: org,
    // Without a code, one is made from the id's random part (the conditional put still guards it).
    code: code || `TEAM-${id.slice(-6)}`,
    teamName,
    teamDescription,
    status,
    createdAt: now,
    createdBy: by,
    modifiedAt: now,
    modifiedBy: by,
  });
  return { teamId: team.id, code: team.code };
});
