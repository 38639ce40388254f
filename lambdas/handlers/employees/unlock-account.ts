import { unlockAccount } from '../../../shared/callables/employees';
import { epochSeconds } from '../../../shared/domain/time/time';
import { AppError } from '../../../shared/registry/errors';
import { callerName } from '../../core/caller';
import { makeHandler } from '../chain/make-handler';
import { lockOf, lockTarget, unlockAccount as unlock } from '../../services/identity/account-locks';

/**
 * Unlock an employee's login (a Manager of the organisation, from the token; or an admin naming
 * it): the lock and wrong-code count cleared, sign-in enabled again, who and when recorded.
 */
export const handler = makeHandler(unlockAccount, async (input, caller) => {
  const { user } = await lockTarget(caller, input);
  if (!user) throw new AppError('NOT_FOUND', 'This employee has no login to unlock.');
  return lockOf(await unlock(user, callerName(caller), epochSeconds()));
});
