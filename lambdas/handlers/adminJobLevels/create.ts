import { ulid } from 'ulid';
import { create } from '../../../shared/callables/admin-job-levels';
import { epochSeconds } from '../../../shared/domain/time/time';
import { callerName } from '../../core/caller';
import { makeHandler } from '../chain/make-handler';
import { createAdminJobLevel } from '../../data/organisations/job-levels';

export const handler = makeHandler(create, async ({ jobLevel, name, jobGrade }, caller) => {
  const now = epochSeconds();
  const by = callerName(caller);
  return createAdminJobLevel({
    id: ulid(),
    jobLevel,
    name,
    jobGrade,
    createdAt: now,
    createdBy: by,
    modifiedAt: now,
    modifiedBy: by,
  });
});
