import { APPROVED } from '../../../shared/domain/organisations/approval';
import { updateEmployeeBenefit } from '../../../shared/callables/employee-benefits';
import { benefitTransition } from '../../../shared/domain/benefits/benefit-rules';
import { benefitToRm, type EmployeeBenefitRecord } from '../../../shared/domain/benefits/employee-benefit';
import { rmToSen } from '../../../shared/domain/money/money';
import { epochSeconds } from '../../../shared/domain/time/time';
import { AppError } from '../../../shared/registry/errors';
import { callerName, ownOrgId } from '../../core/caller';
import { makeHandler } from '../chain/make-handler';
import { approveCategoryItem, replaceBenefit, requireBenefit } from '../../data/benefits/employee-benefits';
import { benefitPlacement } from '../../services/benefits/employee-benefits';
import { requireFresh } from '../../data/table/approvable';

/**
 * Save (Draft), Submit for Approval (Pending Approval) or Approve (Approved) a benefit, as the state
 * machine allows; the write is conditional on the status and version read. Approving a benefit
 * whose category is not Approved approves the category too, first, when the manager confirmed it.
 */
export const handler = makeHandler(
  updateEmployeeBenefit,
  async ({ id, status, modifiedDate, approveCategory, name, amount, recurrence, ...where }, caller) => {
    const orgId = ownOrgId(caller);
    const before = await requireBenefit(orgId, id);
    const decision = benefitTransition(before.status, status, { isManager: caller.role === 'Manager' });
    if (!decision.allowed) throw new AppError(decision.code, decision.reason);
    requireFresh('employee benefit', modifiedDate, before.modifiedDate);
    const { category, placement } = await benefitPlacement(orgId, where);
    const amountSen = rmToSen(amount);
    const changed =
      name !== before.name ||
      amountSen !== before.amountSen ||
      recurrence !== before.recurrence ||
      placement.employeeCategoryId !== before.employeeCategoryId ||
      placement.officeCode !== before.officeCode;
    if (status === APPROVED && changed)
      // A manager approves what was submitted; changes go back through Save or Submit for Approval.
      throw new AppError('INVALID_STATE', 'Approve the benefit as submitted; save or submit your changes first.');
    const categoryNeedsApproval = status === APPROVED && category.status !== APPROVED;
    if (categoryNeedsApproval && !approveCategory)
      throw new AppError(
        'INVALID_STATE',
        `The employee category ${category.name} is not Approved: approve both the category and the benefit.`,
        [{ field: 'approveCategory', message: 'Confirm the approval of the category' }],
      );
    const now = epochSeconds();
    const by = callerName(caller);
    const { approvedBy: _by, approvedDate: _at, ...rest } = before;
    const after: EmployeeBenefitRecord = {
      ...rest,
      name,
      amountSen,
      recurrence,
      // The category's name as it is now (it may have been renamed since).
      ...placement,
      status,
      modifiedBy: by,
      modifiedDate: now,
      // Approval information belongs to the approved version only.
      ...(status === APPROVED ? { approvedBy: by, approvedDate: now } : {}),
    };
    return benefitToRm(
      await replaceBenefit(before, after, categoryNeedsApproval ? approveCategoryItem(category, by, now) : undefined),
    );
  },
);
