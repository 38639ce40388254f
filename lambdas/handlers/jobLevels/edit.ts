import { edit } from '../../../shared/callables/job-levels';
import { jobLevelInUseMessage } from '../../../shared/domain/employees/job-level';
import { epochSeconds } from '../../../shared/domain/time/time';
import { AppError } from '../../../shared/registry/errors';
import { callerName, scopeOrg } from '../../core/caller';
import { makeHandler } from '../chain/make-handler';
import { countEmployeesWith } from '../../data/table/claimed-records';
import { replaceJobLevel, requireJobLevel } from '../../data/organisations/job-levels';

/**
 * Save (Draft) or Submit for Approval (Pending Approval) a changed job level; its approval is
 * cleared (a changed job level is approved again). Employees hold a job level by name, so the
 * name of one they hold does not change (409, with how many).
 */
export const handler = makeHandler(
  edit,
  async ({ orgId, id, modifiedAt, jobLevel, name, jobGrade, status }, caller) => {
    const org = scopeOrg(caller, orgId);
    const before = await requireJobLevel(org, id);
    if (modifiedAt !== undefined && modifiedAt !== before.modifiedAt) {
      throw new AppError('INVALID_STATE', 'The job level was changed by someone else meanwhile. Reload and try again.');
    }
    if (name !== before.name) {
      const using = await countEmployeesWith(org, 'jobLevel', before.name);
      if (using > 0)
        throw new AppError('INVALID_STATE', jobLevelInUseMessage(before.name, using, 'renamed'), [
          { field: 'name', message: `${using} employee(s) hold this name` },
        ]);
    }
    const { approvedAt: _at, approvedBy: _by, ...rest } = before;
    return replaceJobLevel(before, {
      ...rest,
      jobLevel,
      name,
      jobGrade,
      status,
      modifiedAt: Math.max(epochSeconds(), before.modifiedAt + 1),
      modifiedBy: callerName(caller),
    });
  },
);
