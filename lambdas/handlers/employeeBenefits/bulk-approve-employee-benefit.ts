import { bulkApproveEmployeeBenefit } from '../../../shared/callables/employee-benefits';
import { APPROVED, PENDING_APPROVAL } from '../../../shared/domain/organisations/approval';
import { epochSeconds } from '../../../shared/domain/time/time';
import { AppError } from '../../../shared/registry/errors';
import { callerName, ownOrgId } from '../../core/caller';
import { makeHandler } from '../chain/make-handler';
import { getCategories } from '../../data/organisations/employee-categories';
import { BENEFIT_NOT_FOUND, approveBenefits, getBenefits } from '../../data/benefits/employee-benefits';
import { pendingOrRefuse } from '../../data/table/approvable';

/**
 * Approve the selected benefits that are Pending Approval (others are left as they are) and, in the
 * same transaction, their categories that are not Approved yet. 409 when none is pending.
 */
export const handler = makeHandler(bulkApproveEmployeeBenefit, async ({ benefits: ids }, caller) => {
  const orgId = ownOrgId(caller);
  const found = await getBenefits(orgId, [...new Set(ids)]);
  // None of them in the caller's organisation: the same answer as for unknown ids.
  if (!found.length) throw new AppError('NOT_FOUND', BENEFIT_NOT_FOUND);
  const pending = pendingOrRefuse(found, { mode: 'some', pending: (b) => b.status === PENDING_APPROVAL });
  const categoryIds = [...new Set(pending.map((b) => b.employeeCategoryId))];
  const categories = await getCategories(orgId, categoryIds);
  const missing = categoryIds.filter((id) => !categories.some((c) => c.id === id));
  if (missing.length)
    throw new AppError(
      'INVALID_STATE',
      'The employee category of a selected benefit no longer exists; edit the benefit first.',
      pending
        .filter((b) => missing.includes(b.employeeCategoryId))
        .map((b) => ({ field: 'benefits', message: `${b.name}: category ${b.employeeCategory} was deleted` })),
    );
  const unapproved = categories.filter((c) => c.status !== APPROVED);
  await approveBenefits(pending, unapproved, callerName(caller), epochSeconds());
  return { approved: pending.length, categoriesApproved: unapproved.length };
});
