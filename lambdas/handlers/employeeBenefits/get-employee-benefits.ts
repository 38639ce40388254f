import { getEmployeeBenefits } from '../../../shared/callables/employee-benefits';
import { benefitToRm } from '../../../shared/domain/benefits/employee-benefit';
import { ownOrgId } from '../../core/caller';
import { makeHandler } from '../chain/make-handler';
import { listBenefitsPage } from '../../data/benefits/employee-benefits';
import { servePage } from '../../data/table/paged-lists';

/** One page of the organisation's benefits kept by the filters, oldest first. */
export const handler = makeHandler(
  getEmployeeBenefits,
  async ({ status, employeeCategoryId, recurrence, ...params }, caller) => {
    const orgId = ownOrgId(caller);
    const filter = { status, employeeCategoryId, recurrence };
    const page = await servePage(
      'employeeBenefits',
      [orgId, status, employeeCategoryId, recurrence],
      params,
      (request) => listBenefitsPage(orgId, filter, request),
    );
    return { ...page, items: page.items.map(benefitToRm) };
  },
);
