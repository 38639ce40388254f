import { getAccountLock } from '../../../shared/callables/employees';
import { makeHandler } from '../chain/make-handler';
import { lockOf, lockTarget } from '../../services/identity/account-locks';

/** Whether an employee's login is locked, since when and why (the employee view page's badge). */
export const handler = makeHandler(getAccountLock, async (input, caller) => {
  const { user } = await lockTarget(caller, input);
  return lockOf(user);
});
