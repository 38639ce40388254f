import { approve } from '../../../shared/callables/job-levels';
import { approvableIds } from '../../../shared/domain/employees/job-level';
import { epochSeconds } from '../../../shared/domain/time/time';
import { AppError } from '../../../shared/registry/errors';
import { callerName, scopeOrg } from '../../core/caller';
import { makeHandler } from '../chain/make-handler';
import { approveJobLevels, listJobLevels } from '../../data/organisations/job-levels';

/**
 * Approve the selection's job levels that are not approved yet (docs/rules.md#approvals); approved ones
 * are left untouched. Every id must be a job level of the organisation (404 naming the others).
 */
export const handler = makeHandler(approve, async ({ orgId, jobLevelsIds }, caller) => {
  const org = scopeOrg(caller, orgId);
  const wanted = [...new Set(jobLevelsIds)];
  const levels = (await listJobLevels(org)).filter((l) => wanted.includes(l.id));
  const missing = wanted.filter((id) => !levels.some((l) => l.id === id));
  if (missing.length) {
    throw new AppError(
      'NOT_FOUND',
      'Job level not found!',
      missing.map((id) => ({ field: 'jobLevelsIds', message: `There is no job level ${id}` })),
    );
  }
  const ids = approvableIds(levels);
  const approved = await approveJobLevels(
    levels.filter((l) => ids.includes(l.id)),
    callerName(caller),
    epochSeconds(),
  );
  return { approved, alreadyApproved: wanted.length - approved };
});
