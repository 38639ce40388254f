import { getEmployeeBenefits } from '../../../shared/callables/employee-benefits';
import { benefitToRm } from '../../../shared/domain/benefits/employee-benefit';
import { ownOrgId } from '../../core/caller';
import { makeHandler } from '../chain/make-handler';
import { listBenefitsPage } from '../../data/benefits/employee-benefits';
import { listSearchText } from '../../../shared/callables/list-search';
import { searchKeep, servePage } from '../../data/table/paged-lists';

/**
 * One page of the organisation's benefits kept by the filters and the search (name, category,
 * recurrence or status, matched on the stored benefits), newest first.
 */
export const handler = makeHandler(
  getEmployeeBenefits,
  async ({ status, employeeCategoryId, recurrence, search, ...params }, caller) => {
    const orgId = ownOrgId(caller);
    const filter = { status, employeeCategoryId, recurrence };
    const keep = searchKeep(search, (b) => [b.name, b.employeeCategory, b.recurrence, b.status]);
    const page = await servePage(
      'employeeBenefits',
      [orgId, status, employeeCategoryId, recurrence, listSearchText(search)],
      params,
      (request) => listBenefitsPage(orgId, filter, { ...request, ...(keep ? { keep } : {}) }),
    );
    return { ...page, items: page.items.map(benefitToRm) };
  },
);
