import { changeAdvancePayWithdrawalsDisabledStatus } from '../../../shared/callables/employees';
import { epochSeconds } from '../../../shared/domain/time/time';
import { scopeOrg } from '../../core/caller';
import { makeHandler } from '../chain/make-handler';
import { setWithdrawalsDisabled } from '../../data/employees/employees';

export const handler = makeHandler(
  changeAdvancePayWithdrawalsDisabledStatus,
  async ({ employeeICNumber, action, orgId }, caller) => {
    const disabled = action === 'DISABLE';
    await setWithdrawalsDisabled(scopeOrg(caller, orgId), employeeICNumber, disabled, epochSeconds(), caller.email);
    return { advancePayWithdrawalsDisabled: disabled };
  },
);
