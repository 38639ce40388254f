import { resetPassword } from '../../../shared/callables/users';
import { epochSeconds } from '../../../shared/domain/time/time';
import { makeHandler } from '../chain/make-handler';
import { resetPassword as resetWithCode } from '../../services/identity/password-reset';

/** Before sign-in: the code of a forgotten password and the new password; every session is then signed out. */
export const handler = makeHandler(resetPassword, async (input) => {
  await resetWithCode(input, epochSeconds());
  return { ok: true as const };
});
