import { edit } from '../../../shared/callables/admin-job-levels';
import { epochSeconds } from '../../../shared/domain/time/time';
import { AppError } from '../../../shared/registry/errors';
import { callerName } from '../../core/caller';
import { makeHandler } from '../chain/make-handler';
import { replaceAdminJobLevel, requireAdminJobLevel } from '../../data/organisations/job-levels';

export const handler = makeHandler(edit, async ({ id, modifiedAt, jobLevel, name, jobGrade }, caller) => {
  const before = await requireAdminJobLevel(id);
  if (modifiedAt !== undefined && modifiedAt !== before.modifiedAt) {
    throw new AppError('INVALID_STATE', 'The job level was changed by someone else meanwhile. Reload and try again.');
  }
  return replaceAdminJobLevel(before, {
    ...before,
    jobLevel,
    name,
    jobGrade,
    modifiedAt: Math.max(epochSeconds(), before.modifiedAt + 1),
    modifiedBy: callerName(caller),
  });
});
