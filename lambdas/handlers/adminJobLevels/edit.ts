import { edit } from '../../../shared/callables/admin-job-levels';
import { callerName } from '../../core/caller';
import { makeHandler } from '../chain/make-handler';
import { replaceAdminJobLevel, requireAdminJobLevel } from '../../data/organisations/job-levels';
import { requireFresh } from '../../data/table/approvable';
import { nextModifiedAt } from '../../../shared/domain/organisations/approval';

export const handler = makeHandler(edit, async ({ id, modifiedAt, jobLevel, name, jobGrade }, caller) => {
  const before = await requireAdminJobLevel(id);
  requireFresh('job level', modifiedAt, before.modifiedAt);
  return replaceAdminJobLevel(before, {
    ...before,
    jobLevel,
    name,
    jobGrade,
    modifiedAt: nextModifiedAt(before),
    modifiedBy: callerName(caller),
  });
});
