import { getEmployeeBenefits } from '../../shared/callables/employee-benefits';
import { ownOrgId } from '../core/caller';
import { makeHandler } from '../core/make-handler';
import { listBenefits } from '../data/employee-benefits';

export const handler = makeHandler(getEmployeeBenefits, async ({ status, employeeCategoryId, recurrence }, caller) => ({
  items: (await listBenefits(ownOrgId(caller))).filter(
    (b) =>
      (!status || b.status === status) &&
      (!employeeCategoryId || b.employeeCategoryId === employeeCategoryId) &&
      (!recurrence || b.recurrence === recurrence),
  ),
}));
