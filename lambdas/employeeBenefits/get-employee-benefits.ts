import { getEmployeeBenefits } from '../../shared/callables/employee-benefits';
import { makeHandler } from '../core/make-handler';
import { eBenefitsOrg } from '../services/employee-benefits';
import { listBenefits } from '../data/employee-benefits';

export const handler = makeHandler(getEmployeeBenefits, async ({ status, employeeCategoryId, recurrence }, caller) => ({
  items: (await listBenefits(await eBenefitsOrg(caller))).filter(
    (b) =>
      (!status || b.status === status) &&
      (!employeeCategoryId || b.employeeCategoryId === employeeCategoryId) &&
      (!recurrence || b.recurrence === recurrence),
  ),
}));
