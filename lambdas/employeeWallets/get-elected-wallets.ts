import { getElectedWallets } from '../../shared/callables/employee-wallets';
import { shareRm } from '../../shared/domain/wallet-election';
import { makeHandler } from '../core/make-handler';
import { requireOwnEmployee } from '../core/own-employee';
import { requireEBenefits } from '../services/employee-benefits';
import { listElectedWallets } from '../data/elected-wallets';
import { electionTotals } from '../services/wallet-election';

/** The caller's allocations, each with its share of their entitled benefits in RM. */
export const handler = makeHandler(getElectedWallets, async (_input, caller) => {
  const employee = await requireOwnEmployee(caller);
  await requireEBenefits(employee.orgId);
  const [elected, totals] = await Promise.all([
    listElectedWallets(employee.orgId, employee.employeeICNumber),
    electionTotals(employee),
  ]);
  return { items: elected.map((w) => ({ ...w, amount: shareRm(w.percentage, totals.totalBenefits) })), ...totals };
});
