import { bulkApproveEmployeeCategory } from '../../../shared/callables/employee-categories';
import { PENDING_APPROVAL } from '../../../shared/domain/organisations/approval';
import { epochSeconds } from '../../../shared/domain/time/time';
import { AppError } from '../../../shared/registry/errors';
import { callerName, scopeOrg } from '../../core/caller';
import { makeHandler } from '../chain/make-handler';
import { approveCategories, getCategories } from '../../data/organisations/employee-categories';
import { pendingOrRefuse } from '../../data/table/approvable';

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
  const pending = pendingOrRefuse(found, {
    mode: 'all',
    pending: (c) => c.status === PENDING_APPROVAL,
    detail: (c) => ({ field: 'ids', message: `${c.name} is ${c.status}` }),
  });
  return { approved: await approveCategories(pending, callerName(caller), epochSeconds()) };
});
