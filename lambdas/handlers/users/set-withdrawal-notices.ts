import { setWithdrawalNotices } from '../../../shared/callables/users';
import { setUserWithdrawalNotices } from '../../data/identity/users';
import { makeHandler } from '../chain/make-handler';

/** The caller's own record only: the user comes from the verified token, never from the input. */
export const handler = makeHandler(setWithdrawalNotices, async ({ notifyWithdrawalSteps }, caller) => {
  await setUserWithdrawalNotices(caller.user, notifyWithdrawalSteps);
  return { ok: true as const };
});
