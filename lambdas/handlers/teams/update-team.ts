import { updateTeam } from '../../../shared/callables/teams';
import { teamTransition } from '../../../shared/domain/employees/team';
import { nextModifiedAt } from '../../../shared/domain/organisations/approval';
import { AppError } from '../../../shared/registry/errors';
import { callerName, scopeOrg } from '../../core/caller';
import { makeHandler } from '../chain/make-handler';
import { replaceTeam, requireTeam } from '../../data/organisations/teams';
import { requireFresh } from '../../data/table/approvable';

/**
 * Save (Draft) or Submit for Approval (Pending Approval) a changed team; its approval is cleared
 * (a changed team is approved again). The code is the team's key and what employees and pay runs
 * hold, so it never changes.
 */
export const handler = makeHandler(
  updateTeam,
  async ({ orgId, id, code, teamName, teamDescription, status, modifiedAt }, caller) => {
    const org = scopeOrg(caller, orgId);
    const before = await requireTeam(org, id);
    const decision = teamTransition(before.status, status, { isManager: caller.role === 'Manager' });
    if (!decision.allowed) throw new AppError(decision.code, decision.reason);
    requireFresh('team', modifiedAt, before.modifiedAt);
    if (code && code !== before.code)
      throw new AppError('INVALID_ARGUMENT', "A team's code cannot change: employees and pay runs refer to it.", [
        { field: 'code', message: `The code stays ${before.code}` },
      ]);
    const { approvedAt: _at, approvedBy: _by, ...rest } = before;
    return replaceTeam(before, {
      ...rest,
      teamName,
      teamDescription,
      status,
      modifiedAt: nextModifiedAt(before),
      modifiedBy: callerName(caller),
    });
  },
);
