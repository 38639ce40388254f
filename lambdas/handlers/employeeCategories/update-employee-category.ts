import { APPROVED } from '../../../shared/domain/organisations/approval';
import { updateEmployeeCategory } from '../../../shared/callables/employee-categories';
import { categoryTransition, type EmployeeCategory } from '../../../shared/domain/employees/employee-category';
import { epochSeconds } from '../../../shared/domain/time/time';
import { AppError } from '../../../shared/registry/errors';
import { callerName, scopeOrg } from '../../core/caller';
import { makeHandler } from '../chain/make-handler';
import { replaceCategory, requireCategory } from '../../data/organisations/employee-categories';
import { requireFresh } from '../../data/table/approvable';

/**
 * Save (Draft), Submit for Approval (Pending Approval) or Approve (Approved) a category, as the
 * state machine allows; the write is conditional on the status and version read.
 */
export const handler = makeHandler(
  updateEmployeeCategory,
  async ({ orgId, id, status, modifiedDate, code, name, description }, caller) => {
    const org = scopeOrg(caller, orgId);
    const before = await requireCategory(org, id);
    const decision = categoryTransition(before.status, status, { isManager: caller.role === 'Manager' });
    if (!decision.allowed) throw new AppError(decision.code, decision.reason);
    requireFresh('employee category', modifiedDate, before.modifiedDate);
    const nextCode = code || before.code;
    if (
      status === APPROVED &&
      (nextCode !== before.code || name !== before.name || description !== before.description)
    ) {
      // A manager approves what was submitted; changes go back through Save or Submit for Approval.
      throw new AppError('INVALID_STATE', 'Approve the category as submitted; save or submit your changes first.');
    }
    const now = epochSeconds();
    const by = callerName(caller);
    const { approvedBy: _by, approvedDate: _at, ...rest } = before;
    const after: EmployeeCategory = {
      ...rest,
      code: nextCode,
      name,
      description,
      status,
      modifiedBy: by,
      modifiedDate: now,
      // Approval information belongs to the approved version only.
      ...(status === APPROVED ? { approvedBy: by, approvedDate: now } : {}),
    };
    return replaceCategory(before, after);
  },
);
