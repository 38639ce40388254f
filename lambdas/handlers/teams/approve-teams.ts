import { approveTeams } from '../../../shared/callables/teams';
import { TEAM_MESSAGES } from '../../../shared/domain/employees/team';
import { PENDING_APPROVAL } from '../../../shared/domain/organisations/approval';
import { epochSeconds } from '../../../shared/domain/time/time';
import { AppError } from '../../../shared/registry/errors';
import { callerName, scopeOrg } from '../../core/caller';
import { makeHandler } from '../chain/make-handler';
import { approveTeams as storeApprovals, listTeams } from '../../data/organisations/teams';
import { pendingOrRefuse } from '../../data/table/approvable';

/**
 * Approve the selection's teams that are Pending Approval; the others are left as they are. Every
 * id must be a team of the organisation (404 naming the others); none pending is a 409.
 */
export const handler = makeHandler(approveTeams, async ({ orgId, selectedTeams }, caller) => {
  const org = scopeOrg(caller, orgId);
  const wanted = [...new Set(selectedTeams)];
  const teams = (await listTeams(org)).filter((t) => wanted.includes(t.id));
  const missing = wanted.filter((id) => !teams.some((t) => t.id === id));
  if (missing.length)
    throw new AppError(
      'NOT_FOUND',
      TEAM_MESSAGES.notFound,
      missing.map((id) => ({ field: 'selectedTeams', message: `There is no team ${id}` })),
    );
  const pending = pendingOrRefuse(teams, {
    mode: 'some',
    pending: (t) => t.status === PENDING_APPROVAL,
    message: TEAM_MESSAGES.notPending,
    detail: (t) => ({ field: 'selectedTeams', message: `${t.teamName} is ${t.status}` }),
  });
  await storeApprovals(pending, callerName(caller), epochSeconds());
  return { approved: pending.length, skipped: teams.length - pending.length };
});
