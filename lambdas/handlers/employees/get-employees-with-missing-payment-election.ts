import { pageLimit } from '../../../shared/callables/common';
import { getEmployeesWithMissingPaymentElection } from '../../../shared/callables/employees';
import { scopeOrg } from '../../core/caller';
import { makeHandler } from '../chain/make-handler';
import { listMissingElectionsPage } from '../../data/benefits/missing-elections';
import { servePage } from '../../data/table/paged-lists';

/**
 * One page of the approved employees who cannot be paid benefits yet: their wallet allocations
 * (the running total every election keeps, docs/data-model.md#employee-benefits-and-wallet-election)
 * do not total 100%. The cursor is bound to the organisation.
 */
export const handler = makeHandler(getEmployeesWithMissingPaymentElection, async ({ orgId, cursor, limit }, caller) => {
  const org = scopeOrg(caller, orgId);
  return servePage(
    'employees-getEmployeesWithMissingPaymentElection',
    [org],
    { cursor, limit: pageLimit(limit) },
    (page) => listMissingElectionsPage(org, page),
  );
});
