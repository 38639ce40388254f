import { changeAdvancePayWithdrawalsDisabledStatus } from '../../../shared/callables/employees';
import { epochSeconds } from '../../../shared/domain/time/time';
import { noteNothingChanged } from '../../core/audit-actor';
import { scopeOrg } from '../../core/caller';
import { makeHandler } from '../chain/make-handler';
import { requireEmployee, setWithdrawalsDisabled } from '../../data/employees/employees';

/** Switch an employee's Advance Pay withdrawals off or on; switching to the state it has changes nothing. */
export const handler = makeHandler(
  changeAdvancePayWithdrawalsDisabledStatus,
  async ({ employeeICNumber, action, orgId }, caller) => {
    const disabled = action === 'DISABLE';
    const employee = await requireEmployee(scopeOrg(caller, orgId), employeeICNumber);
    if (employee.advancePayWithdrawalsDisabled === disabled) noteNothingChanged();
    else await setWithdrawalsDisabled(employee, disabled, epochSeconds(), caller.email);
    return { advancePayWithdrawalsDisabled: disabled };
  },
);
