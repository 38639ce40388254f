import { remove } from '../../../shared/callables/job-levels';
import { jobLevelInUseMessage } from '../../../shared/domain/employees/job-level';
import { AppError } from '../../../shared/registry/errors';
import { scopeOrg } from '../../core/caller';
import { makeHandler } from '../chain/make-handler';
import { countEmployeesWith } from '../../data/table/claimed-records';
import { deleteJobLevel, requireJobLevel } from '../../data/organisations/job-levels';

/** Employees hold a job level by name, so one still held is kept (409, with how many) rather than orphaning them. */
export const handler = makeHandler(remove, async ({ orgId, jobLevelId }, caller) => {
  const org = scopeOrg(caller, orgId);
  const level = await requireJobLevel(org, jobLevelId);
  const using = await countEmployeesWith(org, 'jobLevel', level.name);
  if (using > 0)
    throw new AppError('INVALID_STATE', jobLevelInUseMessage(level.name, using, 'deleted'), [
      { field: 'jobLevelId', message: `${using} employee(s) hold ${level.name}` },
    ]);
  await deleteJobLevel(level);
  return { id: level.id };
});
