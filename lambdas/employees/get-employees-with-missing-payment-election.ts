import { getEmployeesWithMissingPaymentElection } from '../../shared/callables/employees';
import { isElectionComplete } from '../../shared/domain/wallet-election';
import { scopeOrg } from '../core/caller';
import { makeHandler } from '../core/make-handler';
import { listElectionTotals } from '../data/elected-wallets';
import { listElectionReminders } from '../data/election-reminders';
import { listAllEmployees } from '../data/employees';

/**
 * Approved employees who cannot be paid benefits yet: their wallet allocations (the running total
 * every election keeps, docs/data-model.md#employee-benefits-and-wallet-election) do not total 100%.
 */
export const handler = makeHandler(getEmployeesWithMissingPaymentElection, async ({ orgId }, caller) => {
  const org = scopeOrg(caller, orgId);
  const [employees, totals, reminders] = await Promise.all([
    listAllEmployees(org, 'approved'),
    listElectionTotals(org),
    listElectionReminders(org),
  ]);
  return {
    items: employees
      .filter((e) => !isElectionComplete(totals.get(e.employeeICNumber) ?? 0))
      .map(({ employeeICNumber, name, email, mobileNumber }) => ({
        employeeICNumber,
        name,
        email,
        mobileNumber,
        allocatedPercentage: totals.get(employeeICNumber) ?? 0,
        reminderSentAt: reminders.get(employeeICNumber),
      })),
  };
});
