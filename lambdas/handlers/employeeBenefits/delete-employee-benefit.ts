import { deleteEmployeeBenefit } from '../../../shared/callables/employee-benefits';
import { epochSeconds } from '../../../shared/domain/time/time';
import { callerName, ownOrgId } from '../../core/caller';
import { makeHandler } from '../chain/make-handler';
import { requireBenefit, softDeleteBenefit } from '../../data/benefits/employee-benefits';

/** Soft delete: the benefit is kept, marked deleted, and no longer listed nor paid. */
export const handler = makeHandler(deleteEmployeeBenefit, async ({ empBenId }, caller) => {
  const benefit = await requireBenefit(ownOrgId(caller), empBenId);
  await softDeleteBenefit(benefit, callerName(caller), epochSeconds());
  return { ok: true as const };
});
