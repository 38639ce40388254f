import { changeAdvancePayWithdrawalsDisabledStatus } from '../../shared/callables/employees';
import { epochSeconds } from '../../shared/domain/time';
import { scopeOrg } from '../core/caller';
import { makeHandler } from '../core/make-handler';
import { setWithdrawalsDisabled } from '../data/employees';

export const handler = makeHandler(
  changeAdvancePayWithdrawalsDisabledStatus,
  async ({ employeeICNumber, action, orgId }, caller) => {
    const disabled = action === 'DISABLE';
    await setWithdrawalsDisabled(scopeOrg(caller, orgId), employeeICNumber, disabled, epochSeconds(), caller.email);
    return { advancePayWithdrawalsDisabled: disabled };
  },
);
