import { changeAdvancePayWithdrawalsDisabledStatus } from '../../shared/callables/employees';
import { epochSeconds } from '../../shared/domain/time';
import { scopeOrg } from '../lib/caller';
import { makeHandler } from '../lib/make-handler';
import { setWithdrawalsDisabled } from '../lib/repos/employees';

export const handler = makeHandler(changeAdvancePayWithdrawalsDisabledStatus, async ({ employeeICNumber, action, orgId }, caller) => {
  const disabled = action === 'DISABLE';
  await setWithdrawalsDisabled(scopeOrg(caller, orgId), employeeICNumber, disabled, epochSeconds(), caller.email);
  return { advancePayWithdrawalsDisabled: disabled };
});
