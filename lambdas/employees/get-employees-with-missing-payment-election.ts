import { getEmployeesWithMissingPaymentElection } from '../../shared/callables/employees';
import { hasCompleteWalletElection } from '../../shared/domain/employee';
import { scopeOrg } from '../core/caller';
import { makeHandler } from '../core/make-handler';
import { listAllEmployees } from '../data/employees';

/** Approved employees who cannot be paid benefits yet: their wallet allocations do not total 100%. */
export const handler = makeHandler(getEmployeesWithMissingPaymentElection, async ({ orgId }, caller) => {
  const employees = await listAllEmployees(scopeOrg(caller, orgId), 'approved');
  return {
    items: employees
      .filter((e) => !hasCompleteWalletElection(e))
      .map(({ employeeICNumber, name, email, mobileNumber }) => ({ employeeICNumber, name, email, mobileNumber })),
  };
});
