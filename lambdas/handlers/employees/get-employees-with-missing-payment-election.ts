import { pageLimit } from '../../../shared/callables/common';
import { listSearchText } from '../../../shared/callables/list-search';
import { getEmployeesWithMissingPaymentElection } from '../../../shared/callables/employees';
import { scopeOrg } from '../../core/caller';
import { makeHandler } from '../chain/make-handler';
import { listMissingElectionsPage } from '../../data/benefits/missing-elections';
import { searchKeep, servePage } from '../../data/table/paged-lists';

/**
 * One page of the approved employees who cannot be paid benefits yet: their wallet allocations
 * (the running total every election keeps, docs/data-model.md#employee-benefits-and-wallet-election)
 * do not total 100%. `search` keeps those whose name, e-mail, mobile number or IC number contain
 * it (matched on the directory's rows as they are read). The cursor is bound to the organisation
 * and the search.
 */
export const handler = makeHandler(
  getEmployeesWithMissingPaymentElection,
  async ({ orgId, search, cursor, limit }, caller) => {
    const org = scopeOrg(caller, orgId);
    const keep = searchKeep(search, (e) => [e.name, e.email, e.mobileNumber, e.employeeICNumber]);
    return servePage(
      'employees-getEmployeesWithMissingPaymentElection',
      [org, listSearchText(search)],
      { cursor, limit: pageLimit(limit) },
      (page) => listMissingElectionsPage(org, { ...page, ...(keep ? { keep } : {}) }),
    );
  },
);
