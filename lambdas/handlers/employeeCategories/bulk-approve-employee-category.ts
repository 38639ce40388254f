import { bulkApproveEmployeeCategory } from '../../../shared/callables/employee-categories';
import { NOT_PENDING_MESSAGE, notPendingApproval } from '../../../shared/domain/employees/employee-category';
import { epochSeconds } from '../../../shared/domain/time/time';
import { AppError } from '../../../shared/registry/errors';
import { callerName, scopeOrg } from '../../core/caller';
import { makeHandler } from '../chain/make-handler';
import { approveCategories, getCategories } from '../../data/organisations/employee-categories';

/** All or nothing: every selected category must exist and be Pending Approval. */
export const handler = makeHandler(bulkApproveEmployeeCategory, async ({ ids, orgId }, caller) => {
  const org = scopeOrg(caller, orgId);
  const unique = [...new Set(ids)];
  const found = await getCategories(org, unique);
  const missing = unique.filter((id) => !found.some((c) => c.id === id));
  if (missing.length) {
    throw new AppError(
      'NOT_FOUND',
      'Employee category not found!',
      missing.map((id) => ({ field: 'ids', message: `There is no employee category ${id}` })),
    );
  }
  const refused = notPendingApproval(found);
  if (refused.length) {
    throw new AppError(
      'INVALID_STATE',
      NOT_PENDING_MESSAGE,
      refused.map((c) => ({ field: 'ids', message: `${c.name} is ${c.status}` })),
    );
  }
  return { approved: await approveCategories(org, unique, callerName(caller), epochSeconds()) };
});
