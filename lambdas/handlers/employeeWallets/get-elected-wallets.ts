import { getElectedWallets } from '../../../shared/callables/employee-wallets';
import { makeHandler } from '../chain/make-handler';
import { requireOwnEmployee } from '../chain/own-employee';
import { listElectedWallets } from '../../data/benefits/elected-wallets';
import { SEP, isSortedStart, numberKey, pageOfSorted, servePage } from '../../data/table/paged-lists';
import { electionShareRm, electionTotals, totalsToRm } from '../../services/benefits/wallet-election';

/**
 * One page of the caller's allocations (oldest first), each with its share of their entitled
 * benefits in RM, and the totals on every page. An employee elects each e-wallet at most once,
 * so the list is as short as the platform's list of e-wallets: read whole, then cut.
 */
export const handler = makeHandler(getElectedWallets, async (params, caller) => {
  const employee = await requireOwnEmployee(caller);
  const [page, totals] = await Promise.all([
    servePage(
      'electedWallets',
      [employee.orgId, employee.employeeICNumber],
      params,
      async (request) =>
        pageOfSorted(
          await listElectedWallets(employee.orgId, employee.employeeICNumber),
          (w) => `${numberKey(w.createdAt)}${SEP}${w.id}`,
          request,
        ),
      isSortedStart,
    ),
    electionTotals(employee),
  ]);
  return {
    ...page,
    items: page.items.map((w) => ({ ...w, amount: electionShareRm(w.percentage, totals.totalBenefitsSen) })),
    ...totalsToRm(totals),
  };
});
