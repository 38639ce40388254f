import { edit } from '../../../shared/callables/job-levels';
import { jobLevelInUseMessage } from '../../../shared/domain/employees/job-level';
import { AppError } from '../../../shared/registry/errors';
import { callerName, scopeOrg } from '../../core/caller';
import { makeHandler } from '../chain/make-handler';
import { countEmployeesWith } from '../../data/table/claimed-records';
import { replaceJobLevel, requireJobLevel } from '../../data/organisations/job-levels';
import { requireFresh } from '../../data/table/approvable';
import { nextModifiedAt } from '../../../shared/domain/organisations/approval';

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
    requireFresh('job level', modifiedAt, before.modifiedAt);
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
      modifiedAt: nextModifiedAt(before),
      modifiedBy: callerName(caller),
    });
  },
);
